import FoodlogSupport

/// An allergy foodlog checks recipes against.
///
/// The fourteen cases follow the EU's list of major allergens (Regulation 1169/2011, Annex II),
/// which covers the US "big nine" too. `shellfish` follows US usage and is the safer superset:
/// it covers crustaceans *and* molluscs; `molluscs` alone covers molluscs only. The derived
/// ingredients each case checks for are in `AllergenTerms`, and documented in docs/recipes.md.
public enum Allergen: String, CaseIterable, Sendable, Codable, Comparable {
    case nuts, peanuts, shellfish, fish, milk, eggs, gluten, soy, sesame, mustard, celery, lupin, molluscs, sulphites

    /// The canonical name, as stored in the allergies file and printed.
    public var name: String { rawValue }

    /// What the allergy covers, for help text and prompts.
    public var summary: String {
        switch self {
        case .nuts: return "tree nuts (almonds, walnuts, hazelnuts, cashews, pistachios, pecans, ...)"
        case .peanuts: return "peanuts (groundnuts)"
        case .shellfish: return "shellfish: crustaceans (shrimp, prawns, crab, lobster) and molluscs"
        case .fish: return "fish (including anchovies, fish sauce, Worcestershire sauce)"
        case .milk: return "milk and dairy (butter, cream, cheese, yogurt, whey, casein, ghee)"
        case .eggs: return "eggs (including mayonnaise, meringue, aioli)"
        case .gluten: return "gluten cereals: wheat, barley, rye, oats, spelt (flour, pasta, bread, soy sauce)"
        case .soy: return "soy (tofu, edamame, miso, soy sauce, tempeh)"
        case .sesame: return "sesame (tahini, hummus, halva)"
        case .mustard: return "mustard (seeds, greens, Dijon)"
        case .celery: return "celery and celeriac (and stocks that usually contain them)"
        case .lupin: return "lupin (lupini beans, lupin flour)"
        case .molluscs: return "molluscs (mussels, clams, oysters, squid, octopus, snails)"
        case .sulphites: return "sulphites (wine, dried apricots, sulphur dioxide)"
        }
    }

    public static func < (lhs: Allergen, rhs: Allergen) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }

    /// Other spellings people type, mapped to their allergen.
    static let aliases: [String: Allergen] = [
        "nut": .nuts, "tree nut": .nuts, "tree nuts": .nuts, "treenuts": .nuts, "treenut": .nuts,
        "peanut": .peanuts, "groundnut": .peanuts, "groundnuts": .peanuts,
        "crustacean": .shellfish, "crustaceans": .shellfish, "seafood": .shellfish,
        "dairy": .milk, "lactose": .milk, "milk products": .milk,
        "egg": .eggs,
        "wheat": .gluten, "cereals": .gluten, "gluten cereals": .gluten,
        "soya": .soy, "soybean": .soy, "soybeans": .soy, "soy beans": .soy,
        "sesame seed": .sesame, "sesame seeds": .sesame,
        "celeriac": .celery,
        "lupine": .lupin, "lupins": .lupin, "lupines": .lupin,
        "mollusc": .molluscs, "mollusk": .molluscs, "mollusks": .molluscs,
        "sulphite": .sulphites, "sulfite": .sulphites, "sulfites": .sulphites,
        "sulphur dioxide": .sulphites, "sulfur dioxide": .sulphites,
    ]

    /// Reads an allergy as a person types it: any case, hyphens or underscores for spaces,
    /// canonical names and the aliases above (`dairy`, `tree-nuts`, `sulfites`, ...).
    public init(parsing text: String) throws(AllergyNameError) {
        let words = text.lowercased().map { $0 == "-" || $0 == "_" ? " " : $0 }
        let key = String(words).split(separator: " ").joined(separator: " ")
        if let exact = Allergen(rawValue: key) {
            self = exact
        } else if let alias = Allergen.aliases[key] {
            self = alias
        } else {
            throw AllergyNameError(name: text)
        }
    }
}

/// An allergy name foodlog does not know.
public struct AllergyNameError: UserFacingError, Equatable {
    public var name: String
    public init(name: String) { self.name = name }

    public var message: String {
        "unknown allergy '\(TextExcerpt.escaped(name, limit: 80))'; use one of: " + Allergen.allCases.map(\.name).joined(separator: ", ")
    }

    public var exitCode: ExitCode { .usage }
}
