import Testing
import TestSupport
@testable import FoodJournal

@Suite("Plain-words parser")
struct PlainWordsParserTests {
    func parse(_ text: String) throws -> [ParsedItem] { try PlainWordsParser.parse(text) }

    @Test func theExampleFromTheIssue() throws {
        let items = try parse("2 eggs, 150g chicken breast and a cup of rice")
        #expect(items.map(\.quantity) == [2, 150, 1])
        #expect(items.map(\.unit) == [.count, .gram, .cup])
        #expect(items.map(\.food) == ["egg", "chicken breast", "rice"])
        #expect(items.map(\.text) == ["2 eggs", "150 g chicken breast", "a cup of rice"])
    }

    @Test(arguments: [
        ("150g chicken", 150.0, FoodUnit.gram, "chicken"),
        ("1.5 kg potatoes", 1.5, .kilogram, "potato"),
        ("200 ml milk", 200, .milliliter, "milk"),
        ("1 l orange juice", 1, .liter, "orange juice"),
        ("8 oz steak", 8, .ounce, "steak"),
        ("1 lb ground beef", 1, .pound, "ground beef"),
        ("2 cups of cooked rice", 2, .cup, "cooked rice"),
        ("1 tbsp olive oil", 1, .tablespoon, "olive oil"),
        ("2 tablespoons peanut butter", 2, .tablespoon, "peanut butter"),
        ("1/2 tsp sugar", 0.5, .teaspoon, "sugar"),
        ("2 slices of bread", 2, .slice, "bread"),
        ("3 pieces sushi", 3, .piece, "sushi"),
        ("an apple", 1, .count, "apple"),
        ("half a cup of oats", 0.5, .cup, "oat"),
        ("1 1/2 cups milk", 1.5, .cup, "milk"),
        ("½ avocado", 0.5, .count, "avocado"),
        ("two bananas", 2, .count, "banana"),
        ("a dozen strawberries", 12, .count, "strawberry"),
        ("3x tomatoes", 3, .count, "tomato"),
        ("8 fl oz coffee", 8, .fluidOunce, "coffee"),
        ("banana", 1, .count, "banana"),
        ("chicken breast 150 g", 150, .gram, "chicken breast"),
        ("150 grams of greek yogurt", 150, .gram, "greek yogurt"),
        ("2 peaches", 2, .count, "peach"),
        ("a glass of milk", 1, .glass, "milk"),
        ("a handful of almonds", 1, .handful, "almond"),
        ("a can of coke", 1, .can, "coke"),
        ("a bowl of oatmeal", 1, .bowl, "oatmeal"),
        ("a plate of pasta", 1, .plate, "pasta"),
        ("2 cookies", 2, .count, "cookie"),
    ])
    func oneItem(_ text: String, _ quantity: Double, _ unit: FoodUnit, _ food: String) throws {
        let items = try parse(text)
        #expect(items.count == 1)
        #expect(items.first?.quantity == quantity)
        #expect(items.first?.unit == unit)
        #expect(items.first?.food == food)
    }

    @Test func sizes() throws {
        let items = try parse("2 large eggs; 1 small banana, an extra large egg")
        #expect(items.map(\.size) == ["large", "small", "extra large"])
        #expect(items.map(\.food) == ["egg", "banana", "egg"])
    }

    /// "and" splits before a quantity, or between two foods of the household table ("2 eggs and
    /// toast"); never inside one food ("mac and cheese").
    @Test func andSplitsBeforeAQuantityOrBetweenTableFoods() throws {
        #expect(try parse("mac and cheese").map(\.food) == ["mac and cheese"])
        #expect(try parse("bread with butter").map(\.food) == ["bread with butter"])
        #expect(try parse("toast with 1 tbsp butter").map(\.food) == ["toast", "butter"])
        #expect(try parse("2 eggs and bacon").map(\.food) == ["egg", "bacon"])
        #expect(try parse("2 eggs and toast").map(\.food) == ["egg", "toast"])
        #expect(try parse("2 eggs and 2 slices bacon plus a coffee").map(\.food) == ["egg", "bacon", "coffee"])
        #expect(try parse("eggs\nrice").count == 2)
    }

    /// A table food whose name holds a quantity or joining word ("half and half") is one food
    /// wherever it is said: its "half" is no amount and its "and" splits nothing.
    @Test func foodNamesWithAQuantityWordStayWhole() throws {
        let coffee = try parse("coffee with half and half")
        #expect(coffee.map(\.food) == ["coffee", "half and half"])
        #expect(coffee.map(\.quantity) == [1, 1])
        #expect(coffee.map(\.unit) == [.count, .count])
        #expect(try parse("half and half").map(\.food) == ["half and half"])
        #expect(try parse("half and half").map(\.quantity) == [1])
        #expect(try parse("a half and half").map(\.quantity) == [1])
        let spoons = try parse("2 tbsp half and half")
        #expect(spoons.map(\.food) == ["half and half"])
        #expect(spoons.map(\.quantity) == [2])
        #expect(spoons.map(\.unit) == [.tablespoon])
        let halfCup = try parse("half a cup of half and half")
        #expect(halfCup.map(\.quantity) == [0.5])
        #expect(halfCup.map(\.unit) == [.cup])
        #expect(halfCup.map(\.food) == ["half and half"])
        #expect(try parse("coffee and half and half, 2 eggs").map(\.food) == ["coffee", "half and half", "egg"])
        #expect(try parse("2 cups mac and cheese and half an apple").map(\.food) == ["mac and cheese", "apple"])
        #expect(try parse("half an avocado").map(\.quantity) == [0.5])
        #expect(!PlainWordsParser.looksLikeQuantities("half and half"))
    }

    @Test func fragmentsWithoutFoodAreErrors() throws {
        #expect(throws: PlainWordsParser.Failure(fragment: "150 g", reason: "names no food")) { try parse("150g") }
        // An amount said after a food that had none is its amount ("beef jerky, 1 oz"); after
        // one that had its own, it names no food.
        #expect(try parse("rice, 2 cups").map(\.quantity) == [2])
        #expect(throws: PlainWordsParser.Failure.self) { try parse("2 eggs, 1 cup") }
        #expect(throws: PlainWordsParser.Failure.self) { try parse("0 eggs") }
        #expect((try? parse("")) == [])
        #expect((try? parse(" , ; ")) == [])
    }

    @Test func partsOfOneAreAmounts() throws {
        // Each was refused: "a quarter of a pizza" named "a pizza", "1 and a half cups" two foods.
        let quarter = try #require(try PlainWordsParser.parse("a quarter of a pizza").first)
        #expect(quarter.quantity == 0.25 && quarter.food == "pizza")
        let threeQuarters = try #require(try PlainWordsParser.parse("three quarters of a cup of oatmeal").first)
        #expect(threeQuarters.quantity == 0.75 && threeQuarters.unit == .cup && threeQuarters.food == "oatmeal")
        let third = try #require(try PlainWordsParser.parse("a third of a cup of hummus").first)
        #expect(abs(third.quantity - 1.0 / 3) < 1e-9 && third.unit == .cup && third.food == "hummus")
        let twoThirds = try #require(try PlainWordsParser.parse("two thirds of a cup of rice").first)
        #expect(abs(twoThirds.quantity - 2.0 / 3) < 1e-9 && twoThirds.food == "rice")
        let andAHalf = try PlainWordsParser.parse("1 and a half cups of pasta")
        #expect(andAHalf.count == 1 && andAHalf[0].quantity == 1.5 && andAHalf[0].unit == .cup && andAHalf[0].food == "pasta")
        #expect(try PlainWordsParser.parse("two and a half cups of milk").first?.quantity == 2.5)
        let halfOf = try #require(try PlainWordsParser.parse("half of a sandwich").first)
        #expect(halfOf.quantity == 0.5 && halfOf.food == "sandwich")
        // A quarter pounder is a burger, one or two of them.
        #expect(try PlainWordsParser.parse("a quarter pounder").first?.quantity == 1)
        #expect(try PlainWordsParser.parse("2 quarter pounders").first?.quantity == 2)
    }

    @Test func aJoinerSaidTwiceOrLastIsNoPartOfAName() {
        // "pizza and" was a "Dessert pizza"; each "and" of "pizza and and and..." cost a search
        // of the rest (400 of them, 17 s).
        #expect(PlainWordsParser.fragments(of: "a slice of pizza and") == ["a slice of pizza"])
        #expect(PlainWordsParser.fragments(of: "a slice of pizza " + String(repeating: "and ", count: 300)) == ["a slice of pizza"])
        // "eggs and and toast" is two foods, as "eggs and toast" is; "mac and cheese" stays one.
        #expect(PlainWordsParser.fragments(of: "eggs and and toast") == PlainWordsParser.fragments(of: "eggs and toast"))
        #expect(PlainWordsParser.fragments(of: "mac and cheese") == ["mac and cheese"])
        #expect(PlainWordsParser.fragments(of: "toast with with butter") == ["toast with butter"])
    }

    @Test func oneFoodNamedInMoreThanTwentyFourWordsIsRefused() throws {
        // "pizza" said 200 times was a "Dessert pizza"; "frijoles y arroz y" said sixty times took
        // 8 s to log one portion of beans and rice: no joiner the parser reads holds them apart.
        for repeated in ["pizza ", "frijoles y arroz y ", "pollo con "] {
            let text = String(repeating: repeated, count: 60)
            #expect(throws: PlainWordsParser.Failure.self, "\(repeated)") { try PlainWordsParser.parse(text) }
        }
        let words = String(repeating: "pizza ", count: 25)
        #expect(throws: PlainWordsParser.Failure(fragment: String(words.dropLast()),
                                                 reason: "is 25 words for one food, more than 24; separate foods with 'and' or commas")) {
            try PlainWordsParser.parse(words)
        }
        // Forty foods of a few words each are still forty foods.
        #expect(try PlainWordsParser.parse(String(repeating: "two slices of pepperoni pizza and ", count: 40)).count == 40)
    }

    @Test func singulars() {
        #expect(["eggs", "berries", "tomatoes", "peaches", "hummus", "glass", "rice", "oats"].map(PlainWordsParser.singular)
            == ["egg", "berry", "tomato", "peach", "hummus", "glass", "rice", "oat"])
    }

    @Test func quantitiesVersusProductNames() {
        #expect(PlainWordsParser.looksLikeQuantities("2 eggs"))
        #expect(PlainWordsParser.looksLikeQuantities("a cup of rice"))
        #expect(PlainWordsParser.looksLikeQuantities("eggs, rice"))
        #expect(PlainWordsParser.looksLikeQuantities("chicken 150 g"))
        #expect(!PlainWordsParser.looksLikeQuantities("greek yogurt"))
    }
}

@Suite("Household measures")
struct HouseholdMeasureTests {
    @Test func longestPhraseWins() {
        #expect(HouseholdMeasures.food(named: "peanut butter")?.ndb == "16098")
        #expect(HouseholdMeasures.food(named: "butter")?.ndb == "01001")
        #expect(HouseholdMeasures.food(named: "brown rice")?.ndb == "20037")
        #expect(HouseholdMeasures.food(named: "cooked rice")?.ndb == "20045")
        #expect(HouseholdMeasures.food(named: "orange juice")?.ndb == "09206")
        #expect(HouseholdMeasures.food(named: "cream cheese")?.ndb == "01017")
        #expect(HouseholdMeasures.food(named: "grilled chicken breast")?.ndb == "05064")
        #expect(HouseholdMeasures.food(named: "dragon fruit") == nil)
        #expect(HouseholdMeasures.food(named: "eggplant") == nil)
    }

    @Test func gramsWithSizesAndRelatedUnits() throws {
        let egg = try #require(HouseholdMeasures.food(named: "egg"))
        #expect(HouseholdMeasures.grams(of: egg, unit: .count, size: nil) == 50)
        #expect(HouseholdMeasures.grams(of: egg, unit: .count, size: "small") == 38)
        #expect(HouseholdMeasures.grams(of: egg, unit: .piece, size: "medium") == 44)
        let oil = try #require(HouseholdMeasures.food(named: "olive oil"))
        #expect(HouseholdMeasures.grams(of: oil, unit: .tablespoon, size: nil) == 13.5)
        let sugar = try #require(HouseholdMeasures.food(named: "sugar"))
        #expect(abs((HouseholdMeasures.grams(of: sugar, unit: .tablespoon, size: nil) ?? 0) - 12.6) < 0.001)
        let rice = try #require(HouseholdMeasures.food(named: "rice"))
        #expect(HouseholdMeasures.grams(of: rice, unit: .count, size: nil) == nil)
    }

    /// Every gram value in the table against USDA SR28 (`usda-portions.tsv`, read at test time),
    /// and every food's NDB number against `usda-foods.tsv`.
    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func everyMeasureMatchesUSDASR28() throws {
        let portionsPath = try #require(SharedDataFile.path("data/usda-portions.tsv"))
        let foodsPath = try #require(SharedDataFile.path("data/usda-foods.tsv"))
        let portions = try TSV.rows(portionsPath)
        let foods = try TSV.rows(foodsPath)
        let descriptions = Dictionary(foods.map { ($0["ndb_number"] ?? "", $0["description"] ?? "") }, uniquingKeysWith: { a, _ in a })
        var checked = 0
        for food in HouseholdMeasures.foods {
            #expect(descriptions[food.ndb] != nil, "NDB \(food.ndb) (\(food.names[0])) is not in SR28")
            let rows = portions.filter { $0["ndb_number"] == food.ndb }
            for measure in food.measures {
                let match = rows.first { row in
                    row["unit"] == measure.usdaUnit && Double(row["amount"] ?? "") == measure.usdaAmount
                        && abs((Double(row["gram_weight"] ?? "") ?? -1) / measure.usdaAmount - measure.grams) < 0.01
                }
                #expect(match != nil, "\(food.names[0]) \(measure.unit) \(measure.size ?? "") = \(measure.grams) g is not SR28 \(food.ndb) '\(measure.usdaAmount) \(measure.usdaUnit)'")
                checked += 1
            }
        }
        #expect(checked >= 100)
    }

    @Test func theTableCoversCommonFoods() {
        for name in ["egg", "rice", "bread", "banana", "apple", "milk", "butter", "olive oil", "chicken breast", "cheese", "yogurt"] {
            #expect(HouseholdMeasures.food(named: name) != nil, "\(name) has no household measure")
        }
        #expect(HouseholdMeasures.foods.count >= 50)
    }
}
