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
        // 7 Up, whose name holds a number, was refused ("7 up"); Fanta was a grapefruit one.
        #expect(try expectOne("a can of 7up", named: "LEMON-LIME SODA")?.amount.grams.map { abs($0 - 354.9) < 0.5 } == true)
        try expectOne("a can of fanta", named: "Soft drink, fruit flavored")
        // A flat white is a cup, though it is read as a latte (a large one, 355 g).
        #expect(try expectOne("a flat white", named: "Coffee, Latte")?.amount.grams == 237)
        #expect(try expectOne("a latte", named: "Coffee, Latte")?.amount.grams == 355)
    }

    @Test func cerealsAndSweetsByTheirBrands() throws {
        // "a bowl of frosties" was a lemon cookie; Lucky Charms and Coco Pops were refused.
        try expectOne("a bowl of frosties", named: "Cereal, corn flakes, flavored")
        try expectOne("a bowl of lucky charms", named: "Cereal, frosted oats with marshmallows")
        try expectOne("a bowl of froot loops", named: "Cereal, fruit rings")
        // Shreddies were refused; Frosties are the cereal, a Frosty is not.
        try expectOne("a bowl of shreddies", named: "Cereal, wheat squares")
        #expect(try log("frosties with milk").first?.name.hasPrefix("Cereal, corn flakes, flavored") == true)
        #expect(try log("a frosty").first?.name.hasPrefix("Cereal") == false)
        // A Hobnob, a Magnum, jelly babies and Maltesers were refused.
        try expectOne("a hobnob", named: "Cookie, oatmeal")
        #expect(try expectOne("a magnum", named: "Ice cream, bar or stick, chocolate covered")?.amount.grams == 80)
        try expectOne("jelly babies", named: "Candy, gummy")
        try expectOne("maltesers", named: "Chocolate candy with cereal")
        // British bars and sweets by their brands: a packet of Polos was 237 g of dark chocolate,
        // a Wispa and a Double Decker were refused or another product.
        #expect(try expectOne("a wispa", named: "Candies, milk chocolate")?.amount.grams == 36)
        #expect(try expectOne("a double decker", named: "Chocolate candy, nougat filled")?.amount.grams == 55)
        #expect(try expectOne("a packet of polos", named: "Candies, hard")?.amount.grams ?? 999 < 40)
        try expectOne("a bag of wotsits", named: "Corn chips")
        // A word of a brand that names other foods too is not read as the brand in them.
        #expect(try log("corn flakes with milk").first?.name.uppercased().hasPrefix("CORN FLAKES") == true)
        try expectOne("a button mushroom", named: "Mushrooms")
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
        // Applesauce was a 15 g applesauce cookie, a Hot Pocket a 30 g label serving.
        #expect(try expectOne("applesauce", named: "Applesauce")?.amount.grams == 122)
        #expect(try expectOne("a hot pocket", named: "Lean Pockets")?.amount.grams == 128)
        // A creme caramel was a butterscotch sweet.
        try expectOne("a creme caramel", named: "Flan")
    }

    @Test func crispsSaidByTheirFlavour() throws {
        // "a cheese and onion crisps" was refused; "a sour cream and onion chips" was a spoon of
        // sour cream and a bag of seaweed chips.
        try expectOne("a cheese and onion crisps", named: "Potato chips, cheese flavored")
        try expectOne("a sour cream and onion chips", named: "Potato chips, sour cream and onion flavored")
    }

    @Test func aTarkaDalIsDal() throws {
        // "a tarka dal" was refused.
        try expectOne("a tarka dal", named: "Dal")
    }

    @Test func horlicksAndPrawnToast() throws {
        // Both were refused: Horlicks is malted milk, prawn toast the surveys' shrimp toast, a
        // triangle of it 25 g and a portion four.
        try expectOne("a mug of horlicks", named: "Milk, malted")
        #expect(try expectOne("a prawn toast", named: "Shrimp toast")?.amount.grams == 25)
        #expect(try expectOne("a portion of prawn toast", named: "Shrimp toast")?.amount.grams == 100)
    }

    @Test func houmousAndJagermeister() throws {
        // Both were refused: houmous is the British spelling of hummus, Jägermeister a liqueur.
        try expectOne("a tub of houmous", named: "Hummus")
        try expectOne("a shot of jagermeister", named: "Liqueur")
        // "a jagerbomb" was refused for want of a weight: a shot in half a can of energy drink.
        #expect(try expectOne("a jagerbomb", named: "Jagerbomb")?.amount.grams == 150)
    }

    @Test func aPepperCountedIsTheVegetable() throws {
        // "a red pepper" was 1.8 g of cayenne.
        #expect(try expectOne("a red pepper", named: "Peppers, bell, red")?.amount.grams == 119)
        try expectOne("2 green peppers", named: "Peppers, bell, green")
    }

    @Test func aShortStackIsPancakes() throws {
        // "a short stack" was a small Wendy's Double Stack burger.
        #expect(try expectOne("a short stack", named: "Pancakes")?.amount.grams == 150)
    }
}
