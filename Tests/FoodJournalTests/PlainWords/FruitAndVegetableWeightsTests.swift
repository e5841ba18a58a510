import Testing
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// Fruit counted one by one weighs one fruit (SR28), beans a cup of them cooked, vegetables
/// said cooked a cup of them cooked; a fruit said by its kind is that fruit, not a drink.
@Suite("Plain words: fruit, beans and vegetables by their weights")
struct FruitAndVegetableWeightsTests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test(arguments: [("a lychee", "Lychee", 9.6), ("10 lychees", "Lychee", 96), ("a passion fruit", "Passion fruit", 18),
                      ("a guava", "Guava", 55), ("a pomegranate", "Pomegranate", 282), ("2 kumquats", "Kumquat", 38)])
    func aFruitCountedIsOneFruit(_ phrase: String, _ name: String, _ grams: Double) throws {
        // A lychee was a cup of them (140 g; ten, 1.4 kg), a passion fruit a cup (236 g).
        #expect(try expectOne(phrase, named: name)?.amount.grams.map { abs($0 - grams) < 0.01 } == true)
    }

    @Test func aFruitByItsKindIsThatFruit() throws {
        // A blood orange was a sparkling drink, a pomelo a sparkling water.
        try expectOne("a blood orange", named: "Orange, raw")
        #expect(try expectOne("a pomelo", named: "Pummelo, raw")?.amount.grams == 609)
        try expectOne("boiled swede", named: "Rutabaga")
    }

    @Test func beansByTheCupAndTheCan() throws {
        // "kidney beans" were the liquid they are stewed in; a cup of them 237 g, by volume.
        try expectOne("kidney beans", named: "Kidney beans")
        #expect(try expectOne("a cup of kidney beans", named: "Kidney beans")?.amount.grams == 177)
        #expect(try expectOne("a can of black beans", named: "Black beans")?.amount.grams == 258)
    }

    @Test func vegetablesSaidCookedWeighWhatCookedOnesDo() throws {
        // Roast parsnips and braised red cabbage were refused: no measure for a count of them.
        try expectOne("roast parsnips", named: "Parsnips, cooked")
        #expect(try expectOne("braised red cabbage", named: "Cabbage, red, cooked")?.amount.grams == 75)
    }
}
