import Testing
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// Amounts said as people say them: a tub of a food it is sold in, a bite or a taste of one, a
/// slice of a whole said with its article, a cinema's popcorn said by its size.
@Suite("Plain words: measures as said")
struct MeasuresAsSaidTests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test func aTubIsWhatTheFoodIsSoldIn() throws {
        // "a tub of hummus" was 60 g, "a tub of ice cream" one 58 g scoop.
        #expect(try expectOne("a tub of hummus", named: "Hummus")?.amount.grams ?? 0 > 200)
        #expect(try expectOne("a tub of ice cream", named: "Ice cream")?.amount.grams ?? 0 > 250)
        // A tub of what no tub rule names is still its serving.
        #expect(try expectOne("a tub of yogurt", named: "Yogurt")?.amount.grams ?? 999 < 200)
    }

    @Test func aBiteIsASpoonful() throws {
        // "a bite of cake" was a 120 g product of "cake bites", 571 kcal; "two bites of a brownie"
        // and "a drop of milk" were refused.
        #expect(try expectOne("a bite of cake", named: "Cake")?.amount.grams ?? 999 < 20)
        #expect(try expectOne("two bites of a brownie", named: "Cookies, brownies")?.amount.grams ?? 999 < 40)
        #expect(try expectOne("a drop of milk", named: "Milk")?.amount.grams == 15)
        // A measure said of nothing names no food: "a splash of" was a V8 Splash smoothie, "a bite
        // of" a 168 g product of pizza bites, "a slice of a" the food "a".
        for phrase in ["a splash of", "a bite of", "two bites of a", "a slice of a"] {
            #expect(throws: (any Error).self, "\(phrase)") { try log(phrase) }
        }
        // "pizza bites" are still the product.
        try expectOne("pizza bites", named: "PIZZA BITES")
    }

    @Test func aSliceOfAWholeSaidWithItsArticle() throws {
        // "a slice of a large pizza" was refused ("a pizza").
        let slice = try expectOne("a slice of a large pizza", named: "PIZZA")
        #expect(slice?.amount.grams ?? 999 < 150)
    }

    @Test func popcornSaidByItsSizeIsACinemas() throws {
        // "a large popcorn" was a 28 g snack bag; a bag of popcorn still is.
        #expect(try expectOne("a large popcorn", named: "Popcorn, movie theater")?.amount.grams ?? 0 > 200)
        #expect(try expectOne("a large bag of popcorn", named: "Popcorn")?.amount.grams ?? 999 < 100)
    }

    @Test func aSoupOfAShellfishIsNoPieceOfIt() throws {
        // "a clam chowder" was one steamed clam's 9.5 g, 9 kcal.
        #expect(try expectOne("a clam chowder", named: "Soup, New England clam chowder")?.amount.grams == 360)
        #expect(try expectOne("6 clams", named: "Clams")?.amount.grams == 57)
    }

    @Test func anArticleBeforeAPluralIsABagOfThem() throws {
        // "a bbq chips" was one 2 g chip.
        #expect(try log("a bbq chips").first?.amount.grams == 28)
        #expect(try log("a chip").first?.amount.grams == 2)
        #expect(try log("3 chips").first?.amount.grams == 6)
    }
}
