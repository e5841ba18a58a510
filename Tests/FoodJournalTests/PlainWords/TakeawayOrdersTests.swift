import Testing
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// Orders from takeaways and restaurants as people say them: chips with a dip of Mexico, a
/// part of a roast chicken, a sandwich named after its filling, a curry named with its meat.
@Suite("Plain words: takeaway orders")
struct TakeawayOrdersTests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test func chipsWithADipOfMexicoAreTortillaChips() throws {
        // "chips and salsa" were a bag of potato crisps; served with a dip, a starter's basket, 2 oz.
        for phrase in ["chips and salsa", "salsa and chips", "chips with queso"] {
            let entries = try log(phrase)
            let chips = entries.first { $0.name.hasPrefix("Tortilla chips") }
            #expect(entries.count == 2 && chips?.amount.grams == PlainWordsResolver.dippedChipsGrams, "\(phrase): \(describe(entries))")
        }
        // A bowl of a dip is the small bowl it comes in: "a bowl of queso" was a cup and a half.
        #expect(try expectOne("a bowl of queso", named: "Cheese dip")?.amount.grams.map { abs($0 - 118.3) < 0.1 } == true)
        // Crisps said alone are still crisps.
        try expectOne("a bag of chips", named: "Potato chips")
    }

    @Test func aPartOfAChickenIsAPartOfTheBird() throws {
        // "half a chicken" was half a breast, 42.5 g; "a quarter chicken" a quarter of one.
        #expect(try expectOne("half a chicken", named: "Chicken")?.amount.grams == TypicalServings.wholeChicken / 2)
        #expect(try expectOne("a quarter chicken", named: "Chicken")?.amount.grams == TypicalServings.wholeChicken / 4)
        #expect(try expectOne("half a chicken breast", named: "Chicken breast")?.amount.grams ?? 999 < 100)
    }

    @Test func namedByItsFillingOrItsMeat() throws {
        // "a steak sandwich" was "Beef, sandwich steak", a thin cut, 200 g; "a chicken massaman" a beef curry.
        try expectOne("a steak sandwich", named: "Steak sandwich or sub")
        try expectOne("a chicken massaman", named: "Chicken curry")
        try expectOne("a massaman curry", named: "Beef curry")
        // "chicken with cashew nuts" logged cashew butter: a nut butter is no nut.
        let cashews = try log("chicken with cashew nuts")
        #expect(cashews.count == 2 && cashews[1].name.hasPrefix("Nuts, cashew nuts"), "\(describe(cashews))")
        try expectOne("peanut butter", named: "Peanut butter")
    }

    @Test func britishNamesAndBottledSauces() throws {
        // "macaroni cheese" was a dry mix, 200 g, 758 kcal; "a fishcake" a Japanese kamaboko;
        // Special K was refused.
        #expect(try expectOne("macaroni cheese", named: "Macaroni or noodles with cheese")?.amount.grams == 200)
        try expectOne("a fishcake", named: "Fish, cake or patty")
        try expectOne("a bowl of special k", named: "Kellogg's Special K")
        // A sauce shaken from a bottle is a dash of it: Worcestershire sauce on cheese on toast
        // was 60 g, a sauce's serving.
        let toast = try log("cheese on toast with worcestershire sauce")
        #expect(toast.last?.name.hasPrefix("Sauce, worcestershire") == true && toast.last?.amount.grams == 5, "\(describe(toast))")
        #expect(try log("rice with soy sauce").last?.amount.grams == 16)
    }
}
