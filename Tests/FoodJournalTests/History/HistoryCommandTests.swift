import Foundation
import Testing
import TestSupport

/// Your foods first and `foodlog repeat` through the real `foodlog` executable, on the embedded
/// index and a scratch home.
@Suite("Your foods first and repeat, end to end", .enabled(if: Executables.isBuilt("foodlog"), "needs the built foodlog (swift build)"))
struct HistoryCommandTests {
    let home = ScratchDirectory()

    var environment: [String: String] {
        ["HOME": home.path, "XDG_DATA_HOME": home.path + "/data", "XDG_CACHE_HOME": home.path + "/cache",
         "XDG_CONFIG_HOME": home.path + "/config", "TZ": "UTC", "PATH": CommandRunner.productsDirectory + ":/usr/bin:/bin"]
    }

    func foodlog(_ arguments: String...) throws -> CommandRunner.Result {
        try CommandRunner.run("foodlog", arguments, environment: environment)
    }

    func json(_ result: CommandRunner.Result) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    }

    /// Logs `query`'s top match (100 g) and returns its code.
    func logged(_ query: String) throws -> String {
        let added = try json(try foodlog("add", query, "--grams", "100", "--json"))
        return try #require(added.first?["ref"] as? String)
    }

    @Test func searchPutsYourFoodFirstOnlyForItsWords() throws {
        let before = try json(try foodlog("search", "chicken", "--json"))
        let nuggets = try logged("chicken nuggets")
        #expect(before.first?["code"] as? String != nuggets, "the index alone ranks another chicken first")
        #expect(before.allSatisfy { $0["recent"] as? Bool == false })

        let after = try json(try foodlog("search", "chicken", "--json"))
        #expect(after.first?["code"] as? String == nuggets)
        #expect(after.first?["recent"] as? Bool == true)
        #expect(after.dropFirst().allSatisfy { $0["recent"] as? Bool == false })
        #expect(after.count == before.count)

        for other in ["chicken breast", "rice", "nugget chicken soup"] {
            let results = try json(try foodlog("search", other, "--json"))
            #expect(results.allSatisfy { $0["recent"] as? Bool == false }, "\(other): your nuggets are not what was asked for")
        }
        let table = try foodlog("search", "chicken", "-n", "3")
        #expect(table.lines[1].hasPrefix("1*") && table.lines[1].contains("Chicken nuggets"))
        #expect(table.lines.last?.hasPrefix("* you logged this before") == true)

        let off = try json(try foodlog("search", "chicken", "--json", "--no-history"))
        #expect(off.map { $0["code"] as? String } == before.map { $0["code"] as? String })
    }

    @Test func theConfigKeyTurnsItOffAndABadValueIsNamed() throws {
        let nuggets = try logged("chicken nuggets")
        try FileManager.default.createDirectory(atPath: home.path + "/config/foodlog", withIntermediateDirectories: true)
        try "[history]\nenabled = false\n".write(toFile: home.path + "/config/foodlog/config", atomically: true, encoding: .utf8)
        #expect(try json(try foodlog("search", "chicken", "--json")).first?["code"] as? String != nuggets)
        try "[history]\nenabled = true\n".write(toFile: home.path + "/config/foodlog/config", atomically: true, encoding: .utf8)
        #expect(try json(try foodlog("search", "chicken", "--json")).first?["code"] as? String == nuggets)
        try "[history]\nenabled = maybe\n".write(toFile: home.path + "/config/foodlog/config", atomically: true, encoding: .utf8)
        let bad = try foodlog("search", "chicken")
        #expect(bad.status == 78)
        #expect(bad.stderr.hasPrefix("foodlog: ") && bad.stderr.contains("config:2: invalid value 'maybe' for [history] enabled"))
        #expect(bad.stderr.split(separator: "\n").count == 1)
        // --no-history needs no config at all.
        #expect(try foodlog("search", "chicken", "--no-history").status == 0)
    }

    @Test func plainWordsLogYourOwnFood() throws {
        let usual = try #require(try json(try foodlog("add", "Yogurt, Greek, plain, nonfat", "--grams", "170", "--json")).first)
        let code = try #require(usual["ref"] as? String)
        let plain = try json(try foodlog("add", "150g greek yogurt", "--json"))
        #expect(plain.first?["ref"] as? String == code)
        #expect(plain.first?["name"] as? String == usual["name"] as? String)
        let without = try json(try foodlog("add", "150g greek yogurt", "--json", "--no-history"))
        #expect(without.first?["ref"] as? String != code, "the index alone takes another greek yogurt")
        // Another food is untouched by your yogurt.
        let tofu = try json(try foodlog("add", "100g tofu", "--json", "--no-history")).first?["ref"] as? String
        #expect(try json(try foodlog("add", "100g tofu", "--json")).first?["ref"] as? String == tofu)
    }

    @Test func completionOffersYourFoodsWordsFirst() throws {
        let plain = try foodlog("__complete", "--", "food", "chicken", "n")
        _ = try logged("chicken nuggets")
        let offered = try foodlog("__complete", "--", "food", "chicken", "n")
        #expect(offered.status == 0)
        #expect(offered.lines.first == "nuggets\tChicken nuggets, NFS (logged before)")
        #expect(plain.lines.first != offered.lines.first)
        let off = try foodlog("__complete", "--", "food", "--no-history", "chicken", "n")
        #expect(off.lines == plain.lines)
    }

    @Test func repeatLogsADayOrAMealAgainToday() throws {
        #expect(try foodlog("add", "oats", "--kcal", "300", "--date", "yesterday", "--meal", "breakfast", "--at", "08:15", "-q").status == 0)
        #expect(try foodlog("add", "Banana, raw", "--grams", "120", "--date", "yesterday", "--meal", "breakfast", "--at", "08:20", "-q").status == 0)
        #expect(try foodlog("add", "soup", "--kcal", "250", "--date", "yesterday", "--meal", "lunch", "--at", "12:30", "-q").status == 0)

        let breakfast = try json(try foodlog("repeat", "yesterday", "--meal", "breakfast", "--json"))
        #expect(breakfast.map { $0["name"] as? String } == ["oats", "Banana, raw"])
        #expect(breakfast.allSatisfy { $0["meal"] as? String == "breakfast" })
        let today = try #require(breakfast.first?["date"] as? String)
        #expect((breakfast.first?["time"] as? String)?.hasPrefix(today + "T08:15") == true)
        #expect(breakfast.last?["grams"] as? Double == 120)
        #expect(breakfast.last?["source"] as? String == "generic")
        #expect(breakfast.last?["ref"] is String)

        // No terminal: no prompt, every entry logged and printed.
        let day = try foodlog("repeat", "-1")
        #expect(day.status == 0)
        #expect(day.lines.count == 3 && day.lines.allSatisfy { $0.hasPrefix("logged ") })
        let log = try #require(try JSONSerialization.jsonObject(with: Data(try foodlog("today", "--json").stdout.utf8)) as? [String: Any])
        #expect((log["entries"] as? [Any])?.count == 5)

        let date = try #require(try JSONSerialization.jsonObject(with: Data(try foodlog("log", "--date", "yesterday", "--json").stdout.utf8)) as? [String: Any])
        let yesterday = try #require(date["date"] as? String)
        #expect(try foodlog("repeat", yesterday, "--meal", "lunch", "-q").stdout.isEmpty)
    }

    @Test func anEmptyDayOrABadDateIsOneLine() throws {
        let empty = try foodlog("repeat", "2026-01-02")
        #expect(empty.status == 65)
        #expect(empty.stderr == "foodlog: no entries on 2026-01-02 to repeat; 'foodlog log --date 2026-01-02' shows that day\n")
        #expect(try foodlog("add", "soup", "--kcal", "250", "--date", "2026-01-02", "--meal", "lunch", "-q").status == 0)
        let meal = try foodlog("repeat", "2026-01-02", "--meal", "dinner")
        #expect(meal.status == 65)
        #expect(meal.stderr.hasPrefix("foodlog: no dinner entries on 2026-01-02"))
        let bad = try foodlog("repeat", "someday")
        #expect(bad.status == 64)
        #expect(bad.stderr == "foodlog: 'someday' is not a day; give it as YYYY-MM-DD, 'today', 'yesterday' or -N (N days ago), e.g. foodlog repeat yesterday\n")
        #expect(try foodlog("repeat").status == 64)
        #expect(try foodlog("repeat", "today", "tomorrow").status == 64)
        #expect(try foodlog("repeat", "2026-01-02", "--meal", "brunch").status == 64)
    }
}
