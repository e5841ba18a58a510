import Foundation
import CLIKit
@testable import FoodlogCommands
import FoodIndex
import Testing
@testable import FoodJournal
import FoodlogSupport

/// `edit --fiber`, `nutrients`, `today --nutrients`, `goal set --sodium`, export and `show`,
/// in-process against a scratch journal (issue 17).
@Suite("Nutrient commands")
struct NutrientCommandTests {
    /// Logs a soup with known nutrients (through `edit`) and a bar without any; returns the soup's id.
    static func loggedDay(_ h: CommandHarness) throws -> String {
        _ = h.run("add", "protein bar", "--kcal", "210", "--protein", "20")
        let added = h.run("add", "lentil soup", "--kcal", "300", "--grams", "300", "--json")
        let entries = try #require(try added.json() as? [[String: Any]])
        let id = try #require(entries.first?["id"] as? String)
        let edited = h.run("edit", id, "--fiber", "12", "--sodium", "2900", "--potassium", "800", "--vitamin-c", "4", "--saturated-fat", "1.5")
        #expect(edited.code == 0, "\(edited.error ?? "")")
        return id
    }

    static func hasEscapes(_ text: String) -> Bool { text.contains("\u{1B}[") }

    @Test func editSetsNutrientsAndANewAmountScalesThem() throws {
        let h = CommandHarness()
        let id = try Self.loggedDay(h)
        let text = h.run("edit", id, "--iron", "3")
        #expect(text.lines.count == 2)
        #expect(text.lines[1] == "  fiber 12 g, saturated fat 1.5 g, sodium 2900 mg, potassium 800 mg, iron 3 mg, vitamin C 4 mg")
        #expect(h.run("undo").code == 0)
        let json = h.run("edit", id, "--grams", "150", "--json")
        #expect(json.code == 0)
        let entry = try #require(try json.json() as? [String: Any])
        let nutrients = try #require(entry["nutrients"] as? [String: Double])
        #expect(nutrients == ["fiber": 6, "saturated_fat": 0.75, "sodium": 1450, "potassium": 400, "vitamin_c": 2])
        #expect(entry["kcal"] as? Double == 150)
        // The keys come in Nutrient order.
        #expect(json.output.contains(#""nutrients":{"fiber":6,"saturated_fat":0.75,"sodium":1450,"potassium":400,"vitamin_c":2}"#))
    }

    @Test(arguments: [["--sodium", "-5"], ["--sodium", "1e9"], ["--fiber", "lots"], ["--vitamin-d", "999999999"]])
    func editRefusesImplausibleNutrients(_ option: [String]) throws {
        let h = CommandHarness()
        let id = try Self.loggedDay(h)
        let result = h.run(["edit", id] + option)
        #expect(result.code == 64)
        let message = try #require(result.error)
        #expect(!message.contains("\n"))
        #expect(message.contains(option[0]))
    }

    @Test func todayJSONCarriesEntryNutrientsAndTotalsWithCoverage() throws {
        let h = CommandHarness()
        _ = try Self.loggedDay(h)
        let result = h.run("today", "--json")
        let day = try #require(try result.json() as? [String: Any])
        let entries = try #require(day["entries"] as? [[String: Any]])
        #expect((entries[0]["nutrients"] as? [String: Any])?.isEmpty == true)
        #expect((entries[1]["nutrients"] as? [String: Double])?["fiber"] == 12)
        let totals = try #require(day["nutrient_totals"] as? [String: [String: Any]])
        #expect(totals["fiber"]?["total"] as? Double == 12)
        #expect(totals["fiber"]?["unit"] as? String == "g")
        #expect(totals["fiber"]?["entries_with_data"] as? Int == 1)
        #expect(totals["fiber"]?["entries"] as? Int == 2)
        #expect(totals["iron"] == nil)
    }

    @Test func todayNutrientsShowsTheTableUnderTheDay() throws {
        let h = CommandHarness()
        _ = try Self.loggedDay(h)
        let plain = h.run("today")
        #expect(!plain.output.contains("Nutrients"))
        let result = h.run("today", "--nutrients")
        #expect(result.code == 0)
        let lines = result.lines
        let start = try #require(lines.firstIndex(of: "Nutrients"))
        #expect(lines[start + 2].hasPrefix("  Fiber"))
        #expect(lines.contains { $0.hasPrefix("  Sodium") && $0.contains("126%") && $0.contains("OVER") && $0.contains("1 of 2") })
        #expect(lines.contains { $0.hasPrefix("low today: ") })
        #expect(lines.last == "1 of 2 entries has no nutrients beyond macros (typed numbers, older entries)")
        #expect(lines.allSatisfy { $0.count <= 80 })
    }

    @Test func nutrientsWeekAveragesFlagsAndNamesTheLowTargets() throws {
        let h = CommandHarness()
        _ = try Self.loggedDay(h)
        _ = h.run("add", "bran", "--kcal", "100", "--date", "-2")
        let bran = try #require(try h.run("log", "--date", "-2", "--json").json() as? [String: Any])
        let branID = try #require((bran["entries"] as? [[String: Any]])?.first?["id"] as? String)
        _ = h.run("edit", branID, "--fiber", "14", "--sodium", "100", "--iron", "9")
        let result = h.run("nutrients", "--week")
        #expect(result.code == 0)
        let lines = result.lines
        #expect(lines[0] == "Nutrients per day, 2026-11-16 to 2026-11-22 (2 days logged, 3 entries)")
        let fiber = try #require(lines.first { $0.hasPrefix("  Fiber") })
        // (12 + 14) / 2 days = 13 g of 28 g.
        #expect(fiber.contains("46%") && fiber.contains("low") && fiber.contains("13 / 28 g") && fiber.hasSuffix("2 of 3"))
        let sodium = try #require(lines.first { $0.hasPrefix("  Sodium") })
        #expect(sodium.contains("65%") && !sodium.contains("OVER") && !sodium.contains("low"))
        // No entry knows calcium: hidden, not shown as 0.
        #expect(!result.output.contains("Calcium"))
        // Iron, vitamin C and potassium are low but known for 1 of 3 entries: not enough to call them so.
        #expect(lines.contains { $0.hasPrefix("  Iron") && $0.contains("low") })
        #expect(lines.contains("low this week: fiber (46%)"))
        #expect(lines.last == "1 of 3 entries has no nutrients beyond macros (typed numbers, older entries)")
        #expect(lines.allSatisfy { $0.count <= 80 })
        #expect(!Self.hasEscapes(result.output))
    }

    @Test func nutrientsJSONIsStable() throws {
        let h = CommandHarness()
        _ = try Self.loggedDay(h)
        let result = h.run("nutrients", "--json")
        #expect(result.code == 0 && result.lines.count == 1)
        let report = try #require(try result.json() as? [String: Any])
        #expect(result.output.hasPrefix(#"{"from":"2026-11-22","to":"2026-11-22","days":1,"days_logged":1,"entries":2,"entries_without_data":1,"nutrients":[{"key":"fiber","label":"Fiber","unit":"g","kind":"target","total":12,"per_day":12,"reference":28,"reference_is_goal":false,"fraction":0.429,"status":"low","entries_with_data":1,"entries":2}"#))
        let rows = try #require(report["nutrients"] as? [[String: Any]])
        #expect(rows.map { $0["key"] as? String } == ["fiber", "saturated_fat", "sodium", "potassium", "vitamin_c"])
        #expect(rows.first { $0["key"] as? String == "sodium" }?["status"] as? String == "over")
        #expect(report["low"] as? [String] == ["vitamin_c", "potassium", "fiber"])
        #expect((report["problems"] as? [Any])?.isEmpty == true)
        #expect(h.run("nutrients", "--json").output == result.output)
    }

    @Test func nutrientsOnAnEmptyJournalAndWithoutData() throws {
        let h = CommandHarness()
        #expect(h.run("nutrients").lines == ["Nutrients, Sun 2026-11-22 (0 entries)", "  nothing logged"])
        _ = h.run("add", "toast", "--kcal", "80")
        let none = h.run("nutrients").lines
        #expect(none.last == "  no entry has nutrients beyond macros; set some: foodlog edit ID --fiber 5")
        #expect(none.allSatisfy { $0.count <= 80 })
    }

    @Test(arguments: [(["--date", "today", "--week"], "--date"), (["--week", "--from", "-3"], "--week"), (["--to", "-1"], "--from"),
                      (["--from", "today", "--to", "-2"], "--to"), (["--date", "someday"], "date")])
    func nutrientsRefusesConflictingDates(_ words: [String], _ named: String) {
        let h = CommandHarness()
        let result = h.run(["nutrients"] + words)
        #expect(result.code == 64)
        #expect(result.error?.contains(named) == true)
    }

    @Test func goalsForNutrientsReplaceTheDailyValue() throws {
        let h = CommandHarness()
        _ = try Self.loggedDay(h)
        let set = h.run("goal", "set", "--fiber", "30", "--sodium", "1500")
        #expect(set.code == 0)
        #expect(set.lines == ["goals from 2026-11-22: fiber 30 g, sodium 1500 mg"])
        let lines = h.run("nutrients").lines
        #expect(lines.contains { $0.hasPrefix("  Fiber") && $0.contains("12 / 30 g*") && $0.contains("40%") })
        #expect(lines.contains { $0.hasPrefix("  Sodium") && $0.contains("2900 / 1500 mg*") && $0.contains("193%") })
        #expect(lines.contains("  * your goal ('foodlog goal set'); the others are FDA daily values"))
        // The day table has no row for goals it has no column for.
        #expect(!h.run("today").lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("Goal") })
        let shown = try #require(try h.run("goal", "show", "--json").json() as? [String: Any])
        #expect((shown["goals"] as? [String: Any])?["nutrients"] as? [String: Double] == ["fiber": 30, "sodium": 1500])
        // 0 clears one; a goal outside its range is refused in one line.
        #expect(h.run("goal", "set", "--fiber", "0").lines == ["goals from 2026-11-22: sodium 1500 mg"])
        let tiny = h.run("goal", "set", "--sodium", "0.5")
        #expect(tiny.code == 64)
        #expect(tiny.error?.contains("0 (no goal) or") == true)
    }

    @Test func goalsForEveryNutrientWrapWithin80Columns() throws {
        let h = CommandHarness()
        let words = Nutrient.allCases.flatMap { [$0.optionName, NumberText.plain($0.dailyValue)] }
        let set = h.run(["goal", "set", "--kcal", "2000"] + words)
        #expect(set.code == 0, "\(set.error ?? "")")
        #expect(set.lines.count > 1)
        #expect(set.lines.allSatisfy { $0.count <= 80 })
        #expect(set.lines[0].hasPrefix("goals from 2026-11-22: 2000 kcal, fiber 28 g,"))
        #expect(set.lines.last?.hasSuffix("choline 550 mg") == true)
        let joined = set.lines.joined(separator: " ")
        #expect(Nutrient.allCases.allSatisfy { joined.contains(NutrientText.name($0) + " ") })
    }

    @Test func goalSetHasAnOptionForEveryNutrient() {
        let names = Set(GoalSetCommand.spec.options.map(\.name))
        let editNames = Set(EditCommand.spec.options.map(\.name))
        for nutrient in Nutrient.allCases {
            #expect(names.contains(String(nutrient.optionName.dropFirst(2))))
            #expect(editNames.contains(String(nutrient.optionName.dropFirst(2))))
        }
    }

    @Test func exportCarriesNutrientsInEveryFormat() throws {
        let h = CommandHarness()
        _ = try Self.loggedDay(h)
        let csv = h.run("export", "--from", "today")
        let rows = csv.output.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        let header = rows[0].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(header.suffix(Nutrient.allCases.count)) == Nutrient.allCases.map { "\($0.key)_\($0.unit.ascii)" })
        #expect(header.contains("vitamin_d_ug") && header.contains("sodium_mg"))
        for row in rows { #expect(row.split(separator: ",", omittingEmptySubsequences: false).count == header.count) }
        let soup = rows[2].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        #expect(soup[header.firstIndex(of: "fiber_g")!] == "12")
        #expect(soup[header.firstIndex(of: "iron_mg")!] == "")
        let total = rows[3].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        #expect(total[0] == "total" && total[header.firstIndex(of: "sodium_mg")!] == "2900")

        let json = try #require(try h.run("export", "--from", "today", "--json").json() as? [String: Any])
        let day = try #require((json["days"] as? [[String: Any]])?.first)
        let items = try #require(day["items"] as? [[String: Any]])
        #expect((items[1]["nutrients"] as? [String: Any])?["fiber"] as? Double == 12)
        #expect((day["totals"] as? [String: Any])?["sodium"] as? Double == 2900)
        #expect((day["entries_with_data"] as? [String: Int])?["sodium"] == 1)
        #expect(day["entries"] as? Int == 2)

        let md = h.run("export", "--from", "today", "--format", "md")
        #expect(md.output.contains("Nutrients: fiber 12 g (1 of 2 entries), saturated fat 1.5 g (1 of 2 entries), sodium 2900 mg (1 of 2 entries),"))
    }

    @Test func loggingAnIndexFoodScalesItsPer100gNutrients() throws {
        let h = CommandHarness()
        let product = Product(code: "usda-0000000000000042", name: "Lentils, cooked", kind: .generic, kcal: 116, protein: 9, carbs: 20,
                              fat: 0.4, nutrients: NutrientValues([.fiber: 7.9, .iron: 3.3, .folate: 181]))
        let food = try #require(IndexCatalog.food(product))
        let catalog = TableCatalog(foods: [food])
        let result = h.run(["add", "lentils", "--grams", "200", "--date", "yesterday", "--json"], catalog: catalog)
        #expect(result.code == 0, "\(result.error ?? "")")
        let entry = try #require((try result.json() as? [[String: Any]])?.first)
        #expect(entry["nutrients"] as? [String: Double] == ["fiber": 15.8, "iron": 6.6, "folate": 362])
        // Repeating the day copies them; plain words scale them by the grams said.
        #expect(h.run("repeat", "yesterday").code == 0)
        let plain = h.run(["add", "150g lentils"], catalog: catalog)
        #expect(plain.code == 0)
        let day = try #require(try h.run("today", "--json").json() as? [String: Any])
        let totals = try #require(day["nutrient_totals"] as? [String: [String: Any]])
        #expect(totals["fiber"]?["total"] as? Double == 27.65)
        #expect(totals["fiber"]?["entries_with_data"] as? Int == 2)
    }

    @Test func coloursFollowTheConsole() throws {
        let h = CommandHarness()
        _ = try Self.loggedDay(h)
        #expect(!Self.hasEscapes(h.run("nutrients").output))
        h.console = Console(stdoutIsTerminal: true, stderrIsTerminal: true, stdinIsTerminal: false, useColor: true)
        let coloured = h.run("nutrients").output
        #expect(coloured.contains("\u{1B}[31mOVER\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[33mlow\u{1B}[0m"))
    }

    @Test func labelShowsMacrosThenNutrientsWithDailyValuesWithin80Columns() {
        var all = NutrientValues()
        for nutrient in Nutrient.allCases { all[nutrient] = nutrient.maximumPer100g * 0.9 }
        let product = Product(code: "usda-00000000000000aa", name: String(repeating: "Very long food name ", count: 8), brand: "Brand",
                              kind: .generic, kcal: 899, protein: 99.9, carbs: 99.9, fat: 99.9, servingSize: "1 big bowl (1234.5 g)",
                              servingGrams: 1234.5, nutrients: all)
        let console = Console(stdoutIsTerminal: false, stderrIsTerminal: false, stdinIsTerminal: false, useColor: false)
        let lines = ShowCommand.lines(product, console: console)
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
        #expect(lines[1] == "usda-00000000000000aa · generic · serving 1 big bowl (1234.5 g)")
        #expect(lines[2].hasSuffix("per 100 g  per serving (1234.5 g)     % DV"))
        #expect(lines.count == 2 + 1 + 4 + Nutrient.allCases.count + 1)
        let banana = Product(code: "usda-25b8be0b47639a68", name: "Bananas, raw", kind: .generic, kcal: 89, protein: 1.09, carbs: 22.84,
                             fat: 0.33, servingGrams: 118, nutrients: NutrientValues([.fiber: 2.6, .potassium: 358, .vitaminB6: 0.367]))
        let label = ShowCommand.lines(banana, console: console)
        #expect(label == [
            "Bananas, raw",
            "usda-25b8be0b47639a68 · generic · serving 118 g",
            "                 per 100 g  per serving (118 g)  % DV",
            "  Energy           89 kcal             105 kcal",
            "  Protein            1.1 g                1.3 g",
            "  Carbohydrates     22.8 g                 27 g",
            "  Fat                0.3 g                0.4 g",
            "  Fiber              2.6 g                3.1 g   11%",
            "  Potassium         358 mg               422 mg    9%",
            "  Vitamin B6       0.37 mg              0.43 mg   25%",
            "  % DV: share of the FDA daily value per serving; unknown nutrients left out",
        ])
    }

    @Test func showFindsBarcodesAndUSDACodesInTheIndexOffline() throws {
        let h = CommandHarness()
        h.environment["FOODLOG_INDEX"] = IndexLocation.embeddedDirectory
        let banana = h.run("show", "usda-25b8be0b47639a68")
        #expect(banana.code == 0, "\(banana.error ?? "")")
        #expect(banana.lines.first == "Bananas, raw")
        #expect(banana.lines.contains { $0.hasPrefix("  Energy") && $0.contains("89 kcal") })
        let json = try #require(try h.run("show", "USDA-25B8BE0B47639A68", "--json").json() as? [String: Any])
        #expect(json["code"] as? String == "usda-25b8be0b47639a68")
        #expect((json["per_100g"] as? [String: Any])?["nutrients"] is [String: Any])
        let bad = h.run("show", "12ab")
        #expect(bad.code == 64 && bad.error?.contains("neither a barcode") == true)
        let missing = h.run("show", "usda-ffffffffffffffff")
        #expect(missing.code == 66 && missing.error?.contains("foodlog search") == true)
    }
}

/// Nutrients typed with `add` and `fav add`, and hostile nutrient values in hand-edited lines.
@Suite("Nutrient numbers typed and hand-edited")
struct NutrientInputTests {
    @Test func addAndFavoritesTakeNutrientNumbers() throws {
        let h = CommandHarness()
        let added = h.run("add", "oat bar", "--kcal", "190", "--fiber", "4", "--sodium", "95", "--json")
        #expect(added.code == 0, "\(added.error ?? "")")
        let entry = try #require((try added.json() as? [[String: Any]])?.first)
        #expect(entry["nutrients"] as? [String: Double] == ["fiber": 4, "sodium": 95])
        let noEnergy = h.run("add", "oat bar", "--fiber", "4")
        #expect(noEnergy.code == 64 && noEnergy.error?.contains("--kcal") == true)
        let conflict = h.run("add", "--fav", "bar", "--fiber", "4")
        #expect(conflict.code == 64 && conflict.error?.contains("--fiber") == true)
        #expect(h.run("fav", "add", "oat bar", "--kcal", "190", "--fiber", "4", "--grams", "45").code == 0)
        let fromFavorite = h.run("add", "--fav", "oat", "--grams", "90", "--json")
        let logged = try #require((try fromFavorite.json() as? [[String: Any]])?.first)
        #expect(logged["nutrients"] as? [String: Double] == ["fiber": 8])
        let list = try #require(try h.run("fav", "list", "--json").json() as? [[String: Any]])
        #expect(list.first?["nutrients"] as? [String: Double] == ["fiber": 4])
    }

    @Test func hostileNutrientValuesNeverTrapAndAreNotCounted() throws {
        let h = CommandHarness()
        try h.dir.write("data/foodlog/journal/2026-11.jsonl", """
            {"v":1,"op":"add","event":"aaaaaaaa","recorded_ms":1,"entry":{"id":"aaaaaaaa","time":"2026-11-22T12:00:00+01:00","name":"odd","kcal":5,"nutrients":{"sodium":1e308,"fiber":5e-324,"iron":2,"vitamin_d":1.7976931348623157e308,"zinc":null,"copper":{"x":1}}}}
            {"v":1,"op":"add","event":"bbbbbbbb","recorded_ms":2,"entry":{"id":"bbbbbbbb","time":"2026-11-22T13:00:00+01:00","name":"plain","kcal":5,"nutrients":{"sodium":300}}}

            """)
        for words in [["today", "--nutrients"], ["nutrients", "--week"], ["nutrients", "--json"], ["today", "--json"],
                      ["export", "--from", "today"], ["export", "--from", "today", "--format", "md"], ["export", "--from", "today", "--json"]] {
            let result = h.run(words)
            #expect(result.code == 0, "\(words): \(result.error ?? "")")
        }
        let report = try #require(try h.run("nutrients", "--json").json() as? [String: Any])
        let rows = try #require(report["nutrients"] as? [[String: Any]])
        let sodium = try #require(rows.first { $0["key"] as? String == "sodium" })
        // The absurd sodium is marked and left out: the total is the plain entry's.
        #expect(sodium["total"] as? Double == 300)
        #expect(sodium["entries_with_data"] as? Int == 1)
        #expect(!rows.contains { $0["key"] as? String == "vitamin_d" })
        let day = try #require(try h.run("today", "--json").json() as? [String: Any])
        let odd = try #require((day["entries"] as? [[String: Any]])?.first)
        #expect((odd["out_of_range"] as? [String])?.sorted() == ["sodium", "vitamin_d"])
        // The edit that fixes it is allowed; one that makes a value absurd is refused.
        #expect(h.run("edit", "aaaaaaaa", "--sodium", "200").code == 0)
        #expect(h.run("edit", "bbbbbbbb", "--grams", "100").code == 0)
    }
}
