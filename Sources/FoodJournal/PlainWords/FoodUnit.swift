/// The units plain-word logging understands.
public enum FoodUnit: String, Sendable, CaseIterable {
    case gram, kilogram, ounce, pound
    case milliliter, liter, fluidOunce
    case cup, tablespoon, teaspoon
    case slice, piece
    /// Household containers and helpings; `HouseholdMeasures.grams` documents what each weighs.
    case glass, can, bottle, bowl, handful, plate
    /// A mug: 12 fl oz, a third more than a cup or a glass.
    case mug
    /// A scoop (ice cream: half a cup), a pint (16 fl oz), a shot (1.5 fl oz).
    case scoop, pint, shot
    /// One serving of the food: "a bag of chips", or what "with butter" adds to toast.
    case serving
    /// A stick or stalk: of butter a US quarter-pound stick, of celery a medium stalk; of any other
    /// food one piece ("a stick of string cheese").
    case stick
    /// A plain count: "2 eggs".
    case count

    /// Grams per unit for units of mass.
    public var gramsPerUnit: Double? {
        switch self {
        case .gram: return 1
        case .kilogram: return 1000
        case .ounce: return 28.349_523_125
        case .pound: return 453.592_37
        default: return nil
        }
    }

    /// Millilitres in a US cup, the volume household cup measures are given for.
    public static let cupMilliliters = 236.588_236_5

    /// Millilitres per unit for units of volume (US customary measures).
    public var millilitersPerUnit: Double? {
        switch self {
        case .milliliter: return 1
        case .liter: return 1000
        case .fluidOunce: return 29.573_529_6
        case .cup: return FoodUnit.cupMilliliters
        case .tablespoon: return 14.786_764_8
        case .teaspoon: return 4.928_921_6
        case .glass: return FoodUnit.cupMilliliters
        case .can, .bottle, .mug: return 12 * 29.573_529_6
        case .pint: return 16 * 29.573_529_6
        case .shot: return 1.5 * 29.573_529_6
        default: return nil
        }
    }

    /// Words and abbreviations for each unit, as people type them.
    static let words: [String: FoodUnit] = {
        var table: [String: FoodUnit] = [:]
        let spellings: [(FoodUnit, [String])] = [
            (.gram, ["g", "gr", "gram", "grams", "gramme", "grammes"]),
            (.kilogram, ["kg", "kgs", "kilo", "kilos", "kilogram", "kilograms"]),
            (.ounce, ["oz", "ozs", "ounce", "ounces"]),
            (.pound, ["lb", "lbs", "pound", "pounds"]),
            (.milliliter, ["ml", "mls", "milliliter", "milliliters", "millilitre", "millilitres"]),
            (.liter, ["l", "liter", "liters", "litre", "litres"]),
            (.cup, ["cup", "cups", "c"]),
            (.tablespoon, ["tbsp", "tbsps", "tbs", "tablespoon", "tablespoons", "tbl", "spoon", "spoons", "spoonful", "spoonfuls"]),
            (.teaspoon, ["tsp", "tsps", "teaspoon", "teaspoons"]),
            // A wedge of melon or of cheese is a slice of it; an ear of corn is one cob.
            // A ring of pineapple is a slice of it.
            (.slice, ["slice", "slices", "wedge", "wedges", "ring", "rings"]),
            // A square of chocolate, of a traybake, a sheet of matzo or of nori: a piece of it; "8 ct"
            // counts pieces as a box says it.
            (.piece, ["piece", "pieces", "pc", "pcs", "ct", "strip", "strips", "rasher", "rashers", "skewer", "skewers", "ear", "ears",
                      "square", "squares", "sheet", "sheets"]),
            (.glass, ["glass", "glasses"]),
            (.can, ["can", "cans", "tin", "tins"]),
            (.bottle, ["bottle", "bottles"]),
            // A mangkok is a Malay and Indonesian bowl.
            (.bowl, ["bowl", "bowls", "bowlful", "mangkok"]),
            (.mug, ["mug", "mugs", "mugful"]),
            (.handful, ["handful", "handfuls"]),
            (.plate, ["plate", "plates", "plateful"]),
            (.scoop, ["scoop", "scoops"]),
            (.stick, ["stick", "sticks", "stalk", "stalks"]),
            // A tallboy is a 16 fl oz can, a pint's.
            (.pint, ["pint", "pints", "tallboy", "tallboys"]),
            (.shot, ["shot", "shots"]),
            // A pot of yogurt, a side of fries, a pack of crisps, a bar of chocolate, an order of
            // onion rings, a container of yogurt, a basket of fries, a box of raisins, a carton of
            // juice, a punnet of berries, a pouch of a drink or a purée: one serving of the food.
            (.serving, ["serving", "servings", "portion", "portions", "bag", "bags", "packet", "packets", "pack", "packs",
                        "package", "packages",
                        "pot", "pots", "tub", "tubs", "side", "sides", "bar", "bars", "order", "orders",
                        "container", "containers", "basket", "baskets", "box", "boxes", "carton", "cartons", "punnet", "punnets",
                        "pouch", "pouches"]),
        ]
        for (unit, names) in spellings { for name in names { table[name] = unit } }
        return table
    }()
}
