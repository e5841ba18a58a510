import Testing
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// Foods said by a brand or by a name of one country that the surveys name by kind: a beer or a
/// soft drink by its brand is a can or a bottle of it; cereals, sweets and British dishes by
/// their names are the surveys' foods of that kind.
@Suite("Plain words: brand and regional names")
struct BrandAndRegionalNamesTests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test func aDrinkSaidByItsBrandIsACanOrABottle() throws {
        // "a peroni", "an ipa", "a bud light" and "a dr pepper" were a cup (237 g); "a pepsi" a
        // 7.5 fl oz can of one product.
        for (phrase, name) in [("a peroni", "Beer"), ("an ipa", "Beer"), ("a bud light", "Alcoholic beverage, beer, light"),
                               ("a beer", "Beer")] {
            #expect(try expectOne(phrase, named: name)?.amount.grams == 356)
        }
        #expect(try expectOne("a dr pepper", named: "Soft drink, pepper type")?.amount.grams == 370)
        #expect(try expectOne("a pepsi", named: "Beverages, carbonated, cola")?.amount.grams == 370)
        // A flat white is a cup, though it is read as a latte (a large one, 355 g).
        #expect(try expectOne("a flat white", named: "Coffee, Latte")?.amount.grams == 237)
        #expect(try expectOne("a latte", named: "Coffee, Latte")?.amount.grams == 355)
    }

    @Test func cerealsAndSweetsByTheirBrands() throws {
        // "a bowl of frosties" was a lemon cookie; Lucky Charms and Coco Pops were refused.
        try expectOne("a bowl of frosties", named: "Cereal, corn flakes, flavored")
        try expectOne("a bowl of lucky charms", named: "Cereal, frosted oats with marshmallows")
        try expectOne("a bowl of froot loops", named: "Cereal, fruit rings")
        // A Hobnob, a Magnum, jelly babies and Maltesers were refused.
        try expectOne("a hobnob", named: "Cookie, oatmeal")
        #expect(try expectOne("a magnum", named: "Ice cream, bar or stick, chocolate covered")?.amount.grams == 80)
        try expectOne("jelly babies", named: "Candy, gummy")
        try expectOne("maltesers", named: "Chocolate candy with cereal")
    }

    @Test func britishAndTakeawayDishesByTheirNames() throws {
        // Black pudding, a tuna pasta bake, a Zinger burger, pho bo and dhal were refused; kippers
        // were a 55 g snack pack; chicken tikka was a 350 g tikka masala; collard greens raw.
        #expect(try expectOne("black pudding", named: "Blood sausage")?.amount.grams == 75)
        try expectOne("tuna pasta bake", named: "Tuna noodle casserole")
        try expectOne("a zinger burger", named: "Chicken fillet sandwich, fried")
        try expectOne("pho bo", named: "Soup, pho, with meat")
        try expectOne("a bowl of dhal", named: "Dal")
        #expect(try expectOne("kippers", named: "Fish, herring, Atlantic, kippered")?.amount.grams == 150)
        #expect(try expectOne("chicken tikka", named: "Chicken fillet, grilled")?.amount.grams == 200)
        #expect(try expectOne("chicken tikka masala", named: "CHICKEN TIKKA MASALA")?.amount.grams == 350)
        try expectOne("collard greens", named: "Collards, cooked")
    }
}
