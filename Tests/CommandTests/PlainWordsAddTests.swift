import Foundation
import Testing
import TestSupport

/// `foodlog add "..."` on the embedded index, run as a user runs it: everyday phrases log the food
/// meant at a documented weight, and nothing is ever logged as the wrong food silently (issue 9).
@Suite(.enabled(if: Executables.isBuilt("foodlog"), "needs the built foodlog (swift build)")) struct PlainWordsAddTests {
    let home = TemporaryDirectory("foodlog-add")

    var environment: [String: String] { ["HOME": home.path, "XDG_DATA_HOME": home.file("data")] }

    /// (name, grams) of what `add --json PHRASE` logged, or the failure.
    func add(_ phrase: String) throws -> (logged: [(name: String, grams: Double)], result: CommandRunner.Result) {
        let result = try CommandRunner.run("foodlog", ["add", "--json", phrase], environment: environment)
        guard result.status == 0 else { return ([], result) }
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        return (array.map { ($0["name"] as? String ?? "", $0["grams"] as? Double ?? -1) }, result)
    }

    @Test(arguments: [
        ("salmon 200g", "Fish, salmon", 200.0),
        ("200g salmon fillet", "Fish, salmon", 200),
        ("3 oz steak", "Beef, steak, NFS", 85.05),
        ("mac and cheese 1 cup", "Macaroni or noodles with cheese", 198),
        ("2 cookies", "Cookie, chocolate chip", 25.8),
        ("a handful of blueberries", "Blueberries, raw", 74),
        ("a handful of almonds", "Nuts, almonds", 28.35),
        // The survey food comes before a restaurant's own entry, at the index's serving.
        ("a big mac", "Big Mac (McDonalds)", 200),
        ("a can of coke", "Soft drink, cola", 370),
        ("a glass of red wine", "Wine, red", 147),
        ("a glass of milk", "Milk, whole", 244),
        ("2 slices of pizza", "PIZZA HUT 14 Cheese Pizza, Hand-Tossed Crust", 210),
        // A café latte said without a size is the usual 12 fl oz cup.
        ("a latte", "Coffee, Latte", 355),
        ("a bowl of oatmeal", "Oatmeal, NFS", 234),
        ("a handful of peanuts", "Peanuts", 28.35),
        // A can said without its size is the usual one: tuna a 5 oz can, drained.
        ("a can of tuna", "Fish, tuna", 120),
        ("a plate of nachos", "Nachos", 375),
    ])
    func everydayPhrasesLogTheFoodMeant(_ phrase: String, _ name: String, _ grams: Double) throws {
        defer { home.remove() }
        let (logged, result) = try add(phrase)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(logged.count == 1)
        #expect(logged.first?.name.hasPrefix(name) == true, "\(phrase) → \(logged)")
        #expect(abs((logged.first?.grams ?? 0) - grams) < 0.1, "\(phrase) → \(logged)")
    }

    @Test func eggsAndToastAreTwoFoods() throws {
        defer { home.remove() }
        let (logged, result) = try add("2 eggs and toast")
        #expect(result.status == 0, "\(result.stderr)")
        // Eggs eaten with toast are cooked, fried as in a breakfast (they were logged raw until stop 39).
        #expect(logged.map(\.name) == ["Egg, whole, cooked, fried", "Bread, white"])
        #expect(logged.map(\.grams) == [100, 29])
    }

    @Test func aPhraseNamingMoreFoodsThanAnyMealIsRefusedInOneLine() throws {
        defer { home.remove() }
        // 800 repeats of "salad with dressing" took 10 s to resolve, item by item.
        let apples = Array(repeating: "an apple", count: 41).joined(separator: ", ")
        let (_, result) = try add(apples)
        #expect(result.status == 64 && result.stdout.isEmpty)
        #expect(result.stderr == "foodlog: the words name 41 foods; one 'foodlog add' logs at most 40, so split them, e.g. one meal per command\n")
        // Counted after "with" splits an item in two: 21 toasts with butter are 42 foods.
        let toasts = Array(repeating: "toast with butter", count: 21).joined(separator: ", ")
        #expect(try add(toasts).result.stderr.contains("name 42 foods"))
        #expect(!FileManager.default.fileExists(atPath: home.file("data") + "/foodlog"), "nothing was written")
        let (logged, within) = try add(Array(repeating: "an apple", count: 40).joined(separator: ", "))
        #expect(within.status == 0 && logged.count == 40, "\(within.stderr)")
    }

    @Test func aDescriptionLongerThanAnyMealsIsRefusedInOneLine() throws {
        defer { home.remove() }
        // 20 000 repeats of "pizza" in one argument were one food, a 214 g "Dessert pizza", logged.
        let (_, result) = try add(Array(repeating: "pizza", count: 20_000).joined(separator: " "))
        #expect(result.status == 64 && result.stdout.isEmpty)
        #expect(result.stderr == "foodlog: the description holds 20000 words; one 'foodlog add' reads at most 400, so split it, e.g. one meal per command\n")
        #expect(!FileManager.default.fileExists(atPath: home.file("data") + "/foodlog"), "nothing was written")
        // Four hundred words are still read.
        let (logged, within) = try add((["a slice of pizza"] + Array(repeating: "and", count: 396)).joined(separator: " "))
        #expect(within.status == 0 && logged.count == 1, "\(within.stderr)")
    }

    @Test func aUnitWithoutAStandardWeightIsNamedAndNothingIsLogged() throws {
        defer { home.remove() }
        // A plate of a dish is a meal's portion; a plate of cheese is no dish and has no weight.
        let (_, result) = try add("a plate of cheese")
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "foodlog: nothing was logged: 'a plate of cheese': a plate has no standard weight for 'cheese'; give grams or cups, e.g. '300g cheese'; closest: \"Cheese, Cheddar\"; log one with: foodlog add \"Cheese, Cheddar\" --grams N, say more of it (e.g. 'steamed', 'with rice', '2 slices'), or choose with: foodlog add -i \"cheese\"\n")
        let today = try CommandRunner.run("foodlog", ["today", "--json"], environment: environment)
        #expect(today.stdout.contains("\"entries\":[]"), "\(today.stdout)")
    }

    @Test(arguments: ["with with with", "and", ", with ;"])
    func onlyJoiningWordsIsAnErrorAndNothingIsLogged(phrase: String) throws {
        defer { home.remove() }
        let (_, result) = try add(phrase)
        #expect(result.status == 64, "\(result.stdout)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("foodlog: '") && result.stderr.contains("names no food"), "\(result.stderr)")
        let today = try CommandRunner.run("foodlog", ["today", "--json"], environment: environment)
        #expect(today.stdout.contains("\"entries\":[]"), "\(today.stdout)")
    }

    @Test func aWeakMatchIsRefusedWithCandidatesAndTheCommandThatLogsOne() throws {
        defer { home.remove() }
        let (_, result) = try add("a bowl of quokka stew")
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("foodlog: nothing was logged: 'a bowl of quokka stew': no food in the index is named with all of 'quokka stew'; closest: \"Stew, NFS\""), "\(result.stderr)")
        #expect(result.stderr.contains("log one with: foodlog add \"Stew, NFS\" --grams N, "))
        #expect(result.stderr.hasSuffix("or choose with: foodlog add -i \"quokka stew\"\n"))
        #expect(result.stderr.split(separator: "\n").count == 1)
        let (_, escaped) = try add("a bowl of \u{1B}[31mred")
        #expect(escaped.status == 65)
        #expect(!escaped.stderr.contains("\u{1B}"), "a terminal escape in the input is not echoed")
        let (_, sardines) = try add("a can of anchovies")
        #expect(sardines.status == 65)
        #expect(sardines.stderr.contains("a can has no standard weight for 'anchovy'"), "\(sardines.stderr)")
    }
}
