import Testing
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// A drink measure holds a drink, never its powder or concentrate (issue 15, part 1: "a glass of
/// buttermilk" was logged as "Milk, buttermilk, dried", 916 kcal).
@Suite("Plain words: a drink measure holds a drink")
struct LiquidMeasureTests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    static func food(_ name: String, kcal: Double) -> CatalogFood {
        CatalogFood(id: name, name: name, kind: .generic, per100g: Nutrients(kcal: kcal))
    }

    static func item(_ food: String, unit: FoodUnit) -> ParsedItem {
        ParsedItem(quantity: 1, unit: unit, food: food, text: food)
    }

    @Test func aGlassMugCanOrBottleRefusesADriedOrConcentratedForm() {
        let dried = Self.food("Milk, buttermilk, dried", kcal: 387)
        let concentrate = Self.food("Orange juice, frozen concentrate, unsweetened, undiluted", kcal: 159)
        let condensed = Self.food("Milk, canned, condensed, sweetened", kcal: 321)
        for unit in [FoodUnit.glass, .mug, .can, .bottle] {
            #expect(LiquidMeasure.refuses(dried, item: Self.item("buttermilk", unit: unit), said: ["buttermilk"]))
        }
        #expect(LiquidMeasure.refuses(concentrate, item: Self.item("orange juice", unit: .glass), said: ["orange", "juice"]))
        #expect(LiquidMeasure.refuses(condensed, item: Self.item("milk", unit: .cup), said: ["milk"]))
        #expect(!LiquidMeasure.refuses(Self.food("Milk, buttermilk, fluid, whole", kcal: 62),
                                       item: Self.item("buttermilk", unit: .glass), said: ["buttermilk"]))
    }

    @Test func theFormSaidOrAMeasureOfSomethingDryIsLeftAlone() {
        let powder = Self.food("Milk, dry, whole", kcal: 496)
        // Said: "a glass of powdered milk" names the powder.
        #expect(!LiquidMeasure.refuses(Self.food("Milk, powdered", kcal: 496), item: Self.item("powdered milk", unit: .glass),
                                       said: ["powdered", "milk"]))
        // A cup of a food that is not a drink may be dry ("a cup of dried cranberries", flour).
        #expect(!LiquidMeasure.refuses(Self.food("Cranberries, dried, sweetened", kcal: 308),
                                       item: Self.item("cranberry", unit: .cup), said: ["cranberry"]))
        // Grams say nothing about the form.
        #expect(!LiquidMeasure.refuses(powder, item: Self.item("milk", unit: .gram), said: ["milk"]))
        // "Dry" is a powder only at a powder's energy: a dry wine is a drink.
        #expect(LiquidMeasure.refuses(powder, item: Self.item("milk", unit: .glass), said: ["milk"]))
        #expect(!LiquidMeasure.refuses(Self.food("Wine, table, white, dry", kcal: 82), item: Self.item("wine", unit: .glass),
                                       said: ["wine"]))
    }

    @Test func aGlassOfButtermilkIsTheDrinkOnTheEmbeddedIndex() throws {
        let entries = try log("a glass of buttermilk")
        let name = try #require(entries.first?.name)
        #expect(entries.count == 1)
        #expect(!name.lowercased().contains("dried"), "\(name)")
        #expect(name.lowercased().contains("buttermilk"), "\(name)")
        #expect((80...200).contains(entries[0].nutrients.kcal), "\(entries[0].nutrients.kcal) kcal")
    }
}
