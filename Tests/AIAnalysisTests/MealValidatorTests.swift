import FoodlogSupport
import Testing
@testable import AIAnalysis

@Suite struct MealValidatorTests {
    func validate(_ text: String, references: [GroundingFood] = []) throws -> Result<MealEstimate, AttemptFailure> {
        MealValidator.estimate(from: try JSONParser.parse(text), references: references, provider: "p", model: "m", cached: false)
    }

    func item(_ name: String = "egg", grams: Any = 50, calories: Any = 70, protein: Any = 6, carbs: Any = 0.5, fat: Any = 5,
              confidence: Any = 0.9, source: String = "estimate", matched: String = "null") -> String {
        #"{"name":"\#(name)","grams":\#(grams),"calories":\#(calories),"protein":\#(protein),"carbs":\#(carbs),"fat":\#(fat),"confidence":\#(confidence),"source":"\#(source)","matched_id":\#(matched)}"#
    }

    func meal(_ items: [String], total: String = #"{"calories":70,"protein":6,"carbs":0.5,"fat":5}"#, confidence: Any = 0.9) -> String {
        #"{"title":"Breakfast","items":[\#(items.joined(separator: ","))],"total":\#(total),"confidence":\#(confidence)}"#
    }

    @Test func aConsistentAnswerIsAccepted() throws {
        let estimate = try validate(meal([item()])).get()
        #expect(estimate.title == "Breakfast")
        #expect(estimate.total == Macros(calories: 70, protein: 6, carbs: 0.5, fat: 5))
        #expect(!estimate.totalMismatch)
        #expect(estimate.notes.isEmpty)
    }

    @Test func aWrongTotalIsRecomputedAndFlagged() throws {
        let estimate = try validate(meal([item(), item("toast", grams: 30, calories: 80, protein: 3, carbs: 15, fat: 1)],
                                         total: #"{"calories":500,"protein":9,"carbs":15.5,"fat":6}"#)).get()
        #expect(estimate.total.calories == 150)
        #expect(estimate.totalMismatch)
        #expect(estimate.notes == ["the model's total calories (500) did not match its items (150); using the sum"])
    }

    @Test(arguments: [
        ("grams", "-1", "items[0].grams is negative (-1)"),
        ("calories", "\"many\"", "items[0].calories is missing or not a number"),
        ("confidence", "1.5", "items[0].confidence is outside 0...1 (1.5)"),
    ])
    func badItemValuesFailWithAPreciseReason(field: String, value: String, reason: String) throws {
        let text: String
        switch field {
        case "grams": text = meal([item(grams: value)])
        case "calories": text = meal([item(calories: value)])
        default: text = meal([item(confidence: value)])
        }
        guard case .failure(let failure) = try validate(text) else { Issue.record("accepted"); return }
        #expect(failure.reason == reason)
        #expect(failure.category == .badData)
    }

    @Test func overallConfidenceMustBeAFraction() throws {
        guard case .failure(let failure) = try validate(meal([item()], confidence: 87)) else { Issue.record("accepted"); return }
        #expect(failure.reason == "confidence is outside 0...1 (87)")
    }

    @Test func noItemsIsNotAMeal() throws {
        guard case .failure(let failure) = try validate(meal([])) else { Issue.record("accepted"); return }
        #expect(failure.reason == "found no food in the answer")
        #expect(failure.disposition == .nextProvider)
    }

    @Test func databaseMatchesTakeTheirNumbersFromTheIndex() throws {
        let rice = GroundingFood(id: "usda:168878", name: "Rice, white, cooked", kcal: 130, protein: 2.7, carbs: 28.2, fat: 0.3)
        let text = meal([item("rice", grams: 200, calories: 999, protein: 1, carbs: 1, fat: 1, source: "database", matched: "\"usda:168878\"")],
                        total: #"{"calories":260,"protein":5.4,"carbs":56.4,"fat":0.6}"#)
        let estimate = try validate(text, references: [rice]).get()
        #expect(estimate.items[0].source == .database)
        #expect(estimate.items[0].matchedID == "usda:168878")
        #expect(estimate.items[0].macros.calories == 260)
        #expect(abs(estimate.items[0].macros.carbs - 56.4) < 1e-9)
        #expect(!estimate.totalMismatch)
    }

    @Test func aValueTheDatabaseLacksStaysTheModels() throws {
        let strips = GroundingFood(id: "usda-715c", name: "Grilled chicken strips", kcal: 118, protein: 23.5, carbs: 1.2, fat: nil)
        let text = meal([item("chicken", grams: 100, calories: 150, protein: 20, carbs: 2, fat: 4, source: "database", matched: "\"usda-715c\"")],
                        total: #"{"calories":118,"protein":23.5,"carbs":1.2,"fat":4}"#)
        let estimate = try validate(text, references: [strips]).get()
        #expect(estimate.items[0].macros == Macros(calories: 118, protein: 23.5, carbs: 1.2, fat: 4))
        #expect(estimate.items[0].source == .database)
    }

    @Test func aMatchThatWasNotOfferedBecomesAnEstimate() throws {
        let text = meal([item(source: "database", matched: "\"made-up\"")])
        let estimate = try validate(text).get()
        #expect(estimate.items[0].source == .estimate)
        #expect(estimate.items[0].matchedID == nil)
        #expect(estimate.notes == ["'egg' claimed a database match that was not offered; kept as an estimate"])
    }

    @Test func advancedMetricsFollowTheWarsawTable() {
        #expect(AdvancedMetrics.from(Macros(calories: 0, protein: 0, carbs: 50, fat: 0)) == AdvancedMetrics(fatProteinUnits: 0, absorptionHours: 0))
        #expect(AdvancedMetrics.from(Macros(calories: 0, protein: 25, carbs: 0, fat: 0)) == AdvancedMetrics(fatProteinUnits: 1, absorptionHours: 3))
        #expect(AdvancedMetrics.from(Macros(calories: 0, protein: 20, carbs: 0, fat: 20)) == AdvancedMetrics(fatProteinUnits: 2.6, absorptionHours: 5))
        #expect(AdvancedMetrics.from(Macros(calories: 0, protein: 50, carbs: 0, fat: 40)).absorptionHours == 8)
    }

    @Test func jsonOutputHasTheDocumentedKeysInOrder() throws {
        var estimate = try validate(meal([item()])).get()
        estimate.advanced = AdvancedMetrics.from(estimate.total)
        let rendered = estimate.jsonValue.rendered()
        #expect(rendered == #"{"title":"Breakfast","items":[{"name":"egg","grams":50,"calories":70,"protein":6,"carbs":0.5,"fat":5,"confidence":0.9,"source":"estimate","matched_id":null,"nutrients":{}}],"total":{"calories":70,"protein":6,"carbs":0.5,"fat":5,"nutrients":{},"nutrients_items":{}},"confidence":0.9,"provider":"p","model":"m","cached":false,"total_mismatch":false,"advanced":{"fat_protein_units":0.7,"absorption_hours":3}}"#)
    }

    @Test func theTableShowsItemsTotalsAndALowConfidenceWarning() throws {
        let estimate = try validate(meal([item()], confidence: 0.5)).get()
        let lines = estimate.tableLines(console: Console(stdoutIsTerminal: true, stderrIsTerminal: true, stdinIsTerminal: true, useColor: false))
        #expect(lines[0] == "Breakfast")
        #expect(lines[1] == "Item    g  kcal  Protein  Carbs  Fat  Conf.  Source")
        #expect(lines[2] == "egg    50    70        6    0.5    5    90%  estimate")
        #expect(lines[3] == "Total  50    70        6    0.5    5    50%")
        #expect(lines.last == "p m  low confidence: check the numbers")
    }
}
