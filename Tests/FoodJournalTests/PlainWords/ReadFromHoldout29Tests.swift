import Testing
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// What holdout-29 found once read (stop 45): what is put in a drink, a food served over a base,
/// a bowl named for no dish, toast said with its bread after it, filled masa, pieces and bites,
/// and the names of foods of feasts, fairs and plant-based eating.
@Suite("Plain words: read from holdout-29")
struct ReadFromHoldout29Tests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test func whatIsPutInADrinkIsLoggedWithIt() throws {
        // The coffee was lost: only the oat milk was logged.
        let splash = try log("a splash of oat milk in my coffee")
        #expect(splash.map(\.name) == ["Coffee, brewed", "Oat milk"] && splash.last.map(grams) == 29.6, "\(describe(splash))")
        let tea = try log("2 sugars in my tea")
        #expect(tea.count == 2 && tea.first?.name.hasPrefix("Tea") == true && tea.last.map(grams) == 8.4, "\(describe(tea))")
        #expect(try log("milk in my coffee and a croissant").map(\.name) == ["Coffee, brewed", "Milk, whole", "Croissant"])
        #expect(PlainWordsParser.putIn(["a", "splash", "of", "milk", "in", "my", "coffee"])
            == ["coffee", "with", "a", "splash", "of", "milk"])
        // Put in what is no drink or bowl, the words are as said.
        #expect(PlainWordsParser.putIn(["a", "sandwich", "in", "my", "car"]) == ["a", "sandwich", "in", "my", "car"])
    }

    @Test func aFoodServedOverABaseIsServedWithIt() throws {
        // Refused: no food is named with all of "tofu and vegetable stir fry over brown rice".
        let stirFry = try log("tofu and vegetable stir fry over brown rice")
        #expect(stirFry.map(\.name) == ["Tofu stir fry", "Rice, brown, cooked, NS as to fat"], "\(describe(stirFry))")
        // Eggs cooked over easy, a drink poured over ice, a dish over the noodles it is named with.
        try expectOne("eggs over easy", named: "Egg, whole, cooked, fried")
        try expectOne("a whisky over ice", named: "Whiskey")
        try expectOne("slow cooker beef stroganoff over egg noodles", named: "Beef stroganoff with noodles")
    }

    @Test func aBowlNamedForNoDishIsWhatItHolds() throws {
        // Refused ("buddha bowl"), and a grain bowl was 450 g of multigrain bread bowls.
        let buddha = try log("buddha bowl with quinoa, chickpeas, sweet potato and tahini")
        #expect(buddha.count == 4 && buddha.first?.name == "Quinoa, cooked" && buddha.last?.name == "Tahini", "\(describe(buddha))")
        let grain = try log("grain bowl with rice, black beans, corn and salsa")
        #expect(grain.count == 4 && !grain.contains { $0.name.uppercased().contains("BREAD") }, "\(describe(grain))")
        #expect(grain.first?.name.hasPrefix("Rice") == true)
    }

    @Test func toastSaidWithItsBreadAfterItIsThatBread() throws {
        // Was white bread and sourdough both, beside the avocado.
        let toast = try log("avocado toast on sourdough")
        #expect(toast.count == 2 && toast.contains { $0.name.contains("sourdough") } && !toast.contains { $0.name == "Bread, white" },
                "\(describe(toast))")
        let wholeWheat = try log("peanut butter toast on whole wheat bread")
        #expect(wholeWheat.last?.name == "Bread, whole wheat" && wholeWheat.count == 2, "\(describe(wholeWheat))")
    }

    @Test func twoFillingsOfFilledMasaAreOneDish() throws {
        // Were 506 g of baked beans beside a cheese pupusa, 1 117 kcal.
        let pupusas = try expectOne("2 bean and cheese pupusas", named: "Pupusa, with beans")
        #expect(pupusas.map(grams) == 260)
        try expectOne("a bean and cheese tamale", named: "Restaurant, Mexican, cheese tamales")
    }

    @Test func piecesAndBitesWeighWhatOneWeighs() throws {
        // A 40-count bag (510 g): six pizza rolls passed for no roll at 41 kcal each.
        #expect(try expectOne("6 totino's pizza rolls", named: "Totino's").map(grams) == 72)
        #expect(try expectOne("6 pizza rolls", named: "Pizza rolls").map(grams) == 72)
        // Six 200 g servings: a piece of tikka is one cube. One tikka is still a serving.
        #expect(try expectOne("6 pieces of chicken tikka", named: "Chicken fillet, grilled").map(grams) == 180)
        #expect(try expectOne("a paneer tikka", named: "Cheese, paneer").map(grams) == 150)
        // A slice of fruitcake is cut thin: refused, there was no slice of it.
        #expect(try expectOne("a slice of fruitcake", named: "FRUITCAKE").map(grams) == 60)
        // Two tablespoons of nutritional yeast flakes, 8 g; refused, it is sold as a seasoning.
        #expect(try expectOne("2 tablespoons nutritional yeast", named: "NUTRITIONAL YEAST SEASONING").map(grams) == 8)
    }

    @Test func foodsOfFeastsAndFairsByTheirNames() throws {
        // A caramel apple was a caramel apple cider, 120 kcal.
        #expect(try expectOne("a caramel apple", named: "Caramel apple").map(grams) == 190)
        try expectOne("5 shrimp har gow", named: "Har gow (shrimp dumplings)")
        // A wedding or birthday cake is cake, not birthday cake pops.
        #expect(try expectOne("a slice of wedding cake", named: "Cake or cupcake, NFS").map(grams) == 120)
        try expectOne("a slice of birthday cake", named: "Cake or cupcake, NFS")
        #expect(try expectOne("chicken mole", named: "Chicken with mole sauce").map(grams) == 300)
        // Bubble tea holds its pearls: they were 152 g of dry tapioca beside it.
        #expect(try expectOne("boba milk tea with tapioca pearls", named: "Tea, bubble").map(grams) == 475)
        #expect(try expectOne("a shot of fireball", named: "Liqueur").map(grams) == 44.4)
    }

    @Test func plantBasedFoodsByTheirNames() throws {
        let fieldRoast = try log("field roast sausage in a bun with mustard")
        #expect(fieldRoast.first?.name == "Sausage, meatless" && fieldRoast.count == 3, "\(describe(fieldRoast))")
        try expectOne("2 black bean tacos", named: "Taco, corn tortilla, with beans")
        try expectOne("sofritas bowl from chipotle", named: "Burrito bowl, NFS")
        try expectOne("quorn mince spaghetti bolognese", named: "Quorn mince bolognese")
    }
}
