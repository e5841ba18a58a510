import Foundation
import FoodlogSupport
import Testing
import TestSupport
@testable import AIAnalysis

/// Fiber, sugars, saturated fat and sodium per item: asked in the schema of every provider,
/// read when plausible, unknown (never 0) otherwise, and the index's values winning for a match.
@Suite struct MealNutrientTests {
    func validate(_ text: String, references: [GroundingFood] = []) throws -> MealEstimate {
        try MealValidator.estimate(from: try JSONParser.parse(text), references: references, provider: "p", model: "m", cached: false).get()
    }

    /// One item; `extra` is spliced in as written (`"fiber":1.2,"sodium":null`).
    func item(_ name: String = "egg", grams: Double = 50, carbs: Double = 0.5, fat: Double = 5, extra: String = "",
              source: String = "estimate", matched: String = "null") -> String {
        #"{"name":"\#(name)","grams":\#(grams),"calories":70,"protein":6,"carbs":\#(carbs),"fat":\#(fat),\#(extra.isEmpty ? "" : extra + ",")"#
            + #""confidence":0.9,"source":"\#(source)","matched_id":\#(matched)}"#
    }

    /// A meal whose total is right for one default egg (other meals' totals only add a note).
    func meal(_ items: [String]) -> String {
        #"{"title":"Meal","items":[\#(items.joined(separator: ","))],"total":{"calories":70,"protein":6,"carbs":0.5,"fat":5},"confidence":0.9}"#
    }

    @Test func plausibleValuesAreReadInTheirUnits() throws {
        let estimate = try validate(meal([item(extra: #""fiber":0,"sugars":0.4,"saturated_fat":1.6,"sodium":62"#)]))
        #expect(estimate.items[0].nutrients == NutrientValues([.fiber: 0, .sugars: 0.4, .saturatedFat: 1.6, .sodium: 62]))
        #expect(estimate.notes.isEmpty)
    }

    @Test func anAnswerWithoutThemStillReadsWithThemUnknown() throws {
        // The shape of every answer cached before the nutrients were asked.
        let old = try validate(meal([item()]))
        #expect(old.items[0].nutrients.isEmpty)
        let nulls = try validate(meal([item(extra: #""fiber":null,"sugars":null,"saturated_fat":null,"sodium":null"#)]))
        #expect(nulls.items[0].nutrients.isEmpty)
        #expect(old.notes.isEmpty && nulls.notes.isEmpty)
    }

    @Test(arguments: [
        (#""sodium":1e300"#, "sodium 1e+300 mg is implausible (0 to 19700 mg for this item)"),
        (#""sodium":-5"#, "sodium -5 mg is implausible (0 to 19700 mg for this item)"),
        (#""fiber":51"#, "fiber 51 g is implausible (0 to 50 g for this item)"),
        (#""sugars":3"#, "sugars 3 g is implausible (0 to 1 g for this item)"),
        (#""saturated_fat":9"#, "saturated_fat 9 g is implausible (0 to 5.8 g for this item)"),
        (#""fiber":"lots""#, "fiber is not a number"),
        (#""sodium":{"mg":5}"#, "sodium is not a number"),
        (#""sugars":[1]"#, "sugars is not a number"),
        (#""saturated_fat":true"#, "saturated_fat is not a number"),
    ])
    func hostileValuesLeaveThatNutrientUnknownAndTheItemStands(extra: String, reason: String) throws {
        let estimate = try validate(meal([item(extra: extra)]))
        #expect(estimate.items.count == 1)
        #expect(estimate.items[0].nutrients.isEmpty)
        #expect(estimate.notes == ["'egg': \(reason); left unknown"])
    }

    @Test func oneBadValueDoesNotHideTheOthers() throws {
        let estimate = try validate(meal([item(extra: #""fiber":1.1,"sugars":1e300,"saturated_fat":1.5,"sodium":"high""#)]))
        #expect(estimate.items[0].nutrients == NutrientValues([.fiber: 1.1, .saturatedFat: 1.5]))
        #expect(estimate.notes.count == 2)
    }

    @Test func anItemOfZeroGramsHoldsNoneOfThem() throws {
        let estimate = try validate(meal([item(grams: 0, extra: #""fiber":0,"sodium":3"#)]))
        #expect(estimate.items[0].nutrients == NutrientValues([.fiber: 0]))
    }

    @Test func theIndexValuesWinWhereTheIndexKnowsThem() throws {
        let milk = GroundingFood(id: "usda:746782", name: "Milk, whole", kcal: 61, protein: 3.3, carbs: 4.6, fat: 3.3,
                                 nutrients: NutrientValues([.sugars: 4.8, .sodium: 43, .calcium: 123]))
        let text = meal([item("milk", grams: 200, carbs: 9, fat: 7, extra: #""fiber":0.3,"sugars":2,"saturated_fat":4,"sodium":10"#,
                              source: "database", matched: #""usda:746782""#)])
        let estimate = try validate(text, references: [milk])
        let nutrients = estimate.items[0].nutrients
        #expect(nutrients[.sugars] == 9.6)
        #expect(nutrients[.sodium] == 86)
        #expect(nutrients[.calcium] == 246)
        #expect(nutrients[.fiber] == 0.3)
        #expect(nutrients[.saturatedFat] == 4)
    }

    @Test func aClaimedMatchThatWasNotOfferedKeepsTheModelsValues() throws {
        let text = meal([item(extra: #""sodium":62"#, source: "database", matched: #""usda:nope""#)])
        let estimate = try validate(text, references: [])
        #expect(estimate.items[0].source == .estimate)
        #expect(estimate.items[0].nutrients == NutrientValues([.sodium: 62]))
    }

    @Test func totalsCountOnlyTheItemsThatKnowEachNutrient() throws {
        let estimate = try validate(meal([item(extra: #""fiber":1.2,"sodium":62"#), item("toast", carbs: 15, extra: #""sodium":150,"sugars":1.5"#),
                                          item("coffee")]))
        let total = estimate.nutrientTotal
        #expect(total.values == NutrientValues([.fiber: 1.2, .sugars: 1.5, .sodium: 212]))
        #expect(total.count(.sodium) == 2 && total.count(.fiber) == 1 && total.parts == 3)
        #expect(total.isPartial(.sodium) && !total.isPartial(.saturatedFat))
        #expect(total.complete.isEmpty)

        let json = estimate.jsonValue
        #expect(json["items"]?[0]?["nutrients"] == .object([("fiber", .number(1.2)), ("sodium", .number(62))]))
        #expect(json["items"]?[2]?["nutrients"] == .object([]))
        #expect(json["total"]?["nutrients"] == .object([("fiber", .number(1.2)), ("sugars", .number(1.5)), ("sodium", .number(212))]))
        #expect(json["total"]?["nutrients_items"] == .object([("fiber", .integer(1)), ("sugars", .integer(1)), ("sodium", .integer(2))]))

        let lines = estimate.tableLines(console: Console(stdoutIsTerminal: false, stderrIsTerminal: false, stdinIsTerminal: false, useColor: false))
        let also = try #require(lines.firstIndex { $0.hasPrefix("Also: ") })
        #expect(lines[also] == "Also: fiber 1.2 g (1 of 3 items) · sugars 1.5 g (1 of 3 items)")
        #expect(lines[also + 1] == "  sodium 212 mg (2 of 3 items)")
        #expect(lines.allSatisfy { $0.count <= 80 })
    }

    @Test func theTableSaysNothingAboutNutrientsNobodyKnows() throws {
        let estimate = try validate(meal([item()]))
        let lines = estimate.tableLines(console: Console(stdoutIsTerminal: false, stderrIsTerminal: false, stdinIsTerminal: false, useColor: false))
        #expect(!lines.contains { $0.hasPrefix("Also:") })
    }

    @Test func completeTotalsKeepEveryValueAndLongLinesWrap() {
        let sum = NutrientSum([NutrientValues([.fiber: 12.25, .sugars: 30, .saturatedFat: 4, .sodium: 1234.5]),
                               NutrientValues([.fiber: 2, .sugars: 0.5, .saturatedFat: 0.5, .sodium: 0.5])])
        #expect(sum.complete == NutrientValues([.fiber: 14.25, .sugars: 30.5, .saturatedFat: 4.5, .sodium: 1235]))
        #expect(sum.scaled(by: 0.5).values[.sodium] == 617.5 && sum.scaled(by: 0.5).count(.sodium) == 2)
        let phrases = ["fiber 14 g (2 of 9 ingredients)", "sugars 30 g (2 of 9 ingredients)", "saturated fat 4.5 g (2 of 9 ingredients)",
                       "sodium 1235 mg (2 of 9 ingredients)"]
        let lines = NutrientOutput.lines(phrases, lead: "Per serving also: ")
        #expect(lines.count == 3 && lines.allSatisfy { $0.count <= 78 })
        #expect(lines[0] == "Per serving also: fiber 14 g (2 of 9 ingredients)")
        #expect(lines.joined(separator: " ").contains("sodium 1235 mg"))
    }

    @Test func storedSumsAreNotTrusted() {
        let sum = NutrientSum(values: NutrientValues([.fiber: 3, .sodium: 100, .iron: 2]), counts: [.fiber: 9, .sodium: -1], parts: 4)
        #expect(sum.values == NutrientValues([.fiber: 3]))
        #expect(sum.count(.fiber) == 4 && !sum.isPartial(.fiber))
    }

    @Test func everyProviderIsAskedForTheNutrientsAsNullableRequiredNumbers() throws {
        let item = try #require(MealPrompt.schema["properties"]?["items"]?["items"])
        let required = try #require(item["required"]?.arrayValue).compactMap(\.stringValue)
        let properties = try #require(item["properties"]?.objectValue).map(\.0)
        #expect(Set(required) == Set(properties))
        for key in ["fiber", "sugars", "saturated_fat", "sodium"] {
            #expect(required.contains(key))
            #expect(item["properties"]?[key]?["type"] == .array([.string("number"), .string("null")]))
        }
        #expect(item["properties"]?["sodium"]?["description"]?.stringValue?.hasPrefix("milligrams") == true)
        #expect(item["additionalProperties"] == .bool(false))
        #expect(MealPrompt.system.contains("sodium in milligrams"))
    }
}

/// The answer cache across the change: answers stored before nutrients were asked are still hits.
@Suite struct MealNutrientCacheTests {
    static let oldAnswer = #"{"title":"Milk and toast","items":[{"name":"milk","grams":200,"calories":122,"protein":6.6,"carbs":9.2,"fat":6.6,"confidence":0.9,"source":"database","matched_id":"usda:746782"},{"name":"toast","grams":30,"calories":80,"protein":3,"carbs":15,"fat":1,"confidence":0.8,"source":"estimate","matched_id":null}],"total":{"calories":202,"protein":9.6,"carbs":24.2,"fat":7.6},"confidence":0.85}"#

    @Test func anOldCachedAnswerIsStillAHitAndTheIndexStillGroundsIt() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let milk = GroundingFood(id: "usda:746782", name: "Milk, whole", kcal: 61, protein: 3.3, carbs: 4.6, fat: 3.3,
                                 nutrients: NutrientValues([.sugars: 4.8, .sodium: 43]))
        let estimator = MealEstimator(chain: makeChain(server, kinds: [.openai], cacheDirectory: directory),
                                      grounding: FakeGrounding(foods: [milk]))
        let description = "200 ml milk and a slice of toast"
        let (request, _) = MealEstimator(chain: estimator.chain).request(description: description)
        AnswerCache(cacheDirectory: directory, now: { 1_000_000 }).store(try JSONParser.parse(Self.oldAnswer), for: request,
                                                                         provider: "openai", model: ProviderKind.openai.defaultModel)
        let meal = try estimator.estimate(description: description)
        #expect(meal.cached && server.requests.isEmpty)
        #expect(meal.items[0].nutrients == NutrientValues([.sugars: 9.6, .sodium: 86]))
        #expect(meal.items[1].nutrients.isEmpty)
        #expect(meal.nutrientTotal.count(.sodium) == 1)
    }
}
