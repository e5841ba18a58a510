import Testing
@testable import Recipes

@Suite("Allergen checker")
struct AllergenCheckerTests {
    /// Allergens found in a single ingredient name.
    func hits(_ food: String, _ allergies: [Allergen] = Allergen.allCases) -> [Allergen] {
        AllergenChecker(allergies: allergies).allergens(in: food)
    }

    @Test("derived ingredients are caught for every allergy", arguments: [
        ("toasted almonds", Allergen.nuts), ("Walnuts", .nuts), ("basil pesto", .nuts), ("marzipan", .nuts),
        ("praline paste", .nuts), ("nougat", .nuts), ("frangipane", .nuts), ("pine nuts", .nuts),
        ("pistachios", .nuts), ("Nutella", .nuts), ("chestnuts", .nuts),
        ("peanut butter", .peanuts), ("satay sauce", .peanuts), ("groundnut oil", .peanuts),
        ("tiger prawns", .shellfish), ("crab meat", .shellfish), ("mussels", .shellfish), ("lobster tail", .shellfish),
        ("anchovies", .fish), ("fish sauce", .fish), ("Worcestershire sauce", .fish), ("smoked salmon", .fish),
        ("butter", .milk), ("feta", .milk), ("Parmesan", .milk), ("ghee", .milk), ("whey protein", .milk),
        ("sodium caseinate", .milk), ("crème fraîche", .milk), ("Gruyère", .milk), ("greek yoghurt", .milk),
        ("mayonnaise", .eggs), ("2 large eggs", .eggs), ("meringue nests", .eggs), ("egg noodles", .eggs),
        ("plain flour", .gluten), ("spaghetti", .gluten), ("couscous", .gluten), ("bulgur wheat", .gluten),
        ("seitan", .gluten), ("soy sauce", .gluten), ("breadcrumbs", .gluten), ("rolled oats", .gluten),
        ("tofu", .soy), ("edamame", .soy), ("white miso", .soy), ("soya milk", .soy), ("soy sauce", .soy),
        ("tahini", .sesame), ("hummus", .sesame), ("za'atar", .sesame), ("toasted sesame oil", .sesame),
        ("Dijon", .mustard), ("wholegrain mustard", .mustard), ("celeriac", .celery), ("celery sticks", .celery),
        ("lupini beans", .lupin), ("squid rings", .molluscs), ("oyster sauce", .molluscs), ("clams", .molluscs),
        ("dry white wine", .sulphites), ("buttered leeks", .milk), ("breaded chicken", .gluten), ("eggy bread", .eggs), ("dried apricots", .sulphites), ("sulfur dioxide", .sulphites),
    ])
    func derivedIngredients(food: String, allergen: Allergen) {
        #expect(hits(food, [allergen]) == [allergen], "\(food) should contain \(allergen.name)")
    }

    @Test("look-alikes that are not the allergen are not flagged", arguments: [
        ("nutmeg", Allergen.nuts), ("coconut milk", .nuts), ("butternut squash", .nuts), ("doughnut", .nuts),
        ("water chestnuts", .nuts), ("peanuts", .nuts),
        ("peanut butter", .milk), ("cocoa butter", .milk), ("butter beans", .milk), ("oat milk", .milk),
        ("coconut cream", .milk), ("cream of tartar", .milk), ("almond milk", .milk),
        ("eggplant", .eggs), ("aubergine", .eggs),
        ("oyster mushrooms", .molluscs), ("oyster mushrooms", .shellfish), ("crab apples", .shellfish),
        ("shellfish stock", .fish), ("cuttlefish", .fish), ("crayfish", .fish),
        ("buckwheat", .gluten), ("rice flour", .gluten), ("rice noodles", .gluten), ("corn tortillas", .gluten),
        ("tamari", .gluten), ("gluten-free spaghetti", .gluten),
        ("dairy-free cheese", .milk), ("vegan mayo", .eggs), ("sunflower lecithin", .soy),
        ("cashews", .peanuts), ("scallions", .molluscs), ("celebration cake", .celery),
    ])
    func lookAlikes(food: String, allergen: Allergen) {
        #expect(hits(food, [allergen]).isEmpty, "\(food) should not count as \(allergen.name)")
    }

    /// Issue 15 part 5: an allergen written with an invisible code point, a Cyrillic or Greek
    /// look-alike letter, or compatibility forms is still the allergen.
    @Test("look-alike text is caught", arguments: [
        ("al\u{200B}monds", Allergen.nuts), ("pe\u{0430}nuts", .peanuts), ("ａｌｍｏｎｄｓ", .nuts),
        ("wal\u{00AD}nuts", .nuts), ("\u{FEFF}butter", .milk), ("s\u{03BF}y sauce", .soy), ("ＰＥＡＮＵＴ ＢＵＴＴＥＲ", .peanuts),
        ("s\u{0435}same s\u{0435}eds", .sesame), ("pr\u{0430}wns", .shellfish), ("ﬁsh sauce", .fish), ("e\u{200D}ggs", .eggs),
        ("𝐚𝐥𝐦𝐨𝐧𝐝𝐬", .nuts), ("\u{041C}ILK", .milk), ("ｍｉｌｋ", .milk),
    ])
    func lookAlikeText(food: String, allergen: Allergen) {
        #expect(hits(food, [allergen]) == [allergen], "\(food.unicodeScalars.map { $0.value }) should contain \(allergen.name)")
    }

    @Test("a look-alike in a recipe step is caught")
    func lookAlikeInAStep() {
        let dish = recipe(ingredients: ["200 g rice"], steps: ["Scatter toasted ａｌｍｏｎｄｓ over the rice."])
        #expect(AllergenChecker(allergies: [.nuts]).violations(in: dish).map(\.allergen) == [.nuts])
    }

    @Test("peanut butter is peanuts only, never dairy")
    func peanutButter() {
        #expect(hits("smooth peanut butter") == [.peanuts])
    }

    @Test("matching ignores case and accents and handles plurals")
    func foldingAndPlurals() {
        #expect(hits("ANCHOVIES", [.fish]) == [.fish])
        #expect(hits("Crème Fraîche", [.milk]) == [.milk])
        #expect(hits("tomatoes") == [])
        #expect(hits("sardines in oil", [.fish]) == [.fish])
        #expect(hits("sea bass fillets", [.fish]) == [.fish])
    }

    func recipe(name: String = "Test dish", ingredients: [String], steps: [String]) -> Recipe {
        Recipe(name: name, durationMinutes: 20, difficulty: .easy, servings: 2,
               ingredients: ingredients.map { RecipeIngredient(name: $0, quantity: 1, unit: "piece", estimate: .zero) },
               steps: steps)
    }

    @Test("step text is checked, so a garnish the ingredient list forgot is caught")
    func stepText() {
        let dish = recipe(ingredients: ["spinach", "eggs"], steps: ["Wilt the spinach.", "Scatter over toasted almonds."])
        let violations = AllergenChecker(allergies: [.nuts]).violations(in: dish)
        #expect(violations == [AllergenViolation(allergen: .nuts, matched: "almonds", location: .step(2))])
        #expect(violations.first?.description == "almonds (nuts) in step 2")
    }

    @Test("a step naming a safe ingredient by its short name is that ingredient")
    func referencesToSafeIngredients() {
        let dish = recipe(ingredients: ["oat milk", "gluten-free spaghetti", "rice"],
                          steps: ["Warm the milk.", "Cook the spaghetti.", "Stir in the rice."])
        #expect(AllergenChecker(allergies: [.milk]).violations(in: dish).isEmpty)
        #expect(AllergenChecker(allergies: [.gluten]).violations(in: dish).map(\.matched) == ["oat"])
    }

    @Test("real milk next to oat milk is still caught by the ingredient list")
    func realMilkNextToOatMilk() {
        let dish = recipe(ingredients: ["oat milk", "whole milk"], steps: ["Mix the milk."])
        let violations = AllergenChecker(allergies: [.milk]).violations(in: dish)
        #expect(violations.contains(AllergenViolation(allergen: .milk, matched: "milk", location: .ingredient("whole milk"))))
    }

    @Test("the recipe name is checked too")
    func recipeName() {
        let dish = recipe(name: "Shrimp pad thai", ingredients: ["rice noodles"], steps: ["Cook."])
        #expect(AllergenChecker(allergies: [.shellfish]).violations(in: dish).map(\.location) == [.name])
    }

    @Test("a free label in a step covers only the words right after it")
    func freeLabelInSteps() {
        let dish = recipe(ingredients: ["rice"], steps: ["Serve with gluten-free bread and some crackers."])
        #expect(AllergenChecker(allergies: [.gluten]).violations(in: dish).map(\.matched) == ["crackers"])
    }

    @Test("no allergies means no violations")
    func noAllergies() {
        let dish = recipe(ingredients: ["walnuts", "prawns", "butter"], steps: ["Cook."])
        #expect(AllergenChecker(allergies: []).violations(in: dish).isEmpty)
    }

    @Test("each place is reported once, with the longest phrase")
    func longestPhrase() {
        let dish = recipe(ingredients: ["soy sauce"], steps: ["Add the soy sauce."])
        let violations = AllergenChecker(allergies: [.soy]).violations(in: dish)
        #expect(violations.map(\.matched) == ["soy sauce", "soy sauce"])
        #expect(violations.map(\.location) == [.ingredient("soy sauce"), .step(1)])
    }

    @Test("allergy names parse with aliases, case and hyphens", arguments: [
        ("nuts", Allergen.nuts), ("Tree-Nuts", .nuts), ("tree nuts", .nuts), ("dairy", .milk), ("MILK", .milk),
        ("egg", .eggs), ("wheat", .gluten), ("soya", .soy), ("sulfites", .sulphites), ("mollusks", .molluscs),
        ("crustaceans", .shellfish), ("celeriac", .celery), ("lupine", .lupin), ("peanut", .peanuts),
    ])
    func parsing(text: String, allergen: Allergen) throws {
        #expect(try Allergen(parsing: text) == allergen)
    }

    @Test("an unknown allergy name lists the known ones")
    func unknownName() {
        #expect(throws: AllergyNameError(name: "kiwi")) { try Allergen(parsing: "kiwi") }
        #expect(AllergyNameError(name: "kiwi").message.hasPrefix("unknown allergy 'kiwi'; use one of: nuts, peanuts,"))
    }

    @Test("every allergy has terms, and each term matches itself")
    func termsMatchThemselves() {
        for allergen in Allergen.allCases {
            #expect(!allergen.rule.terms.isEmpty)
            for term in allergen.rule.terms {
                #expect(hits(term, [allergen]) == [allergen], "\(allergen.name) term '\(term)' must match itself")
            }
        }
    }
}
