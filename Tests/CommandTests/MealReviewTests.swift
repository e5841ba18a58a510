import FoodJournal
import Testing
@testable import FoodlogNetCommands

/// The terminal confirm step of `snap/estimate --log`, driven by scripted answers.
@Suite struct MealReviewTests {
    static let time = LocalTime(date: LocalDate(year: 2026, month: 11, day: 20), hour: 12, minute: 30, utcOffset: 0)
    static let items = [
        NewEntry(time: time, name: "chicken", amount: Amount(grams: 150), nutrients: Nutrients(kcal: 248, protein: 46.5, carbs: 0, fat: 5.4),
                 source: .ai, confidence: 0.9),
        NewEntry(time: time, name: "rice", amount: Amount(grams: 158), nutrients: Nutrients(kcal: 205, protein: 4.3, carbs: 44.5, fat: 0.4),
                 source: .ai, confidence: 0.85),
    ]

    final class Script {
        var answers: [String?]
        var prompts: [String] = []
        var told: [String] = []
        init(_ answers: [String?]) { self.answers = answers }
        func ask(_ prompt: String) -> String? {
            prompts.append(prompt)
            return answers.isEmpty ? nil : answers.removeFirst()
        }
        func tell(_ line: String) { told.append(line) }
    }

    func run(_ answers: [String?]) -> (MealReview.Outcome, Script) {
        let script = Script(answers)
        return (MealReview.review(Self.items, mealName: "lunch", ask: script.ask, tell: script.tell), script)
    }

    @Test func enterOrYesAccepts() {
        #expect(run([""]).0 == .log(Self.items))
        #expect(run(["Y"]).0 == .log(Self.items))
        let (_, script) = run([""])
        #expect(script.told == ["To log in lunch:", "  1. chicken  150 g  248 kcal  P 46.5 C 0 F 5.4  (confidence 90%)",
                                "  2. rice  158 g  205 kcal  P 4.3 C 44.5 F 0.4  (confidence 85%)"])
        #expect(script.prompts == ["Log them? [Y]es, [e]dit numbers, [n]o: "])
    }

    @Test func noQuitOrEndOfInputCancels() {
        #expect(run(["n"]).0 == .cancel)
        #expect(run(["q"]).0 == .cancel)
        #expect(run([nil]).0 == .cancel)
        #expect(run(["e", "", nil]).0 == .cancel)
    }

    @Test func editingGramsRescalesTheOtherNumbersThenAsksForEach() {
        // chicken: 300 g (doubles everything), keep kcal, protein 90; rice: keep all; then accept.
        let (outcome, script) = run(["e", "300", "", "90", "", "", "", "", "", "", "", ""])
        guard case .log(let edited) = outcome else { Issue.record("cancelled"); return }
        #expect(edited[0].amount.grams == 300)
        #expect(edited[0].nutrients == Nutrients(kcal: 496, protein: 90, carbs: 0, fat: 10.8))
        #expect(edited[1] == Self.items[1])
        #expect(script.prompts[1...5] == ["   grams [150]: ", "   kcal [496]: ", "   protein g [93]: ", "   carbs g [0]: ", "   fat g [10.8]: "])
        #expect(edited[0].confidence == 0.9 && edited[0].source == .ai)
    }

    @Test func unusableNumbersAreAskedAgainAndUnknownAnswersRepeatTheQuestion() {
        let (outcome, script) = run(["maybe", "e", "-5", "0", "120", "abc", "", "", "", "", "", "", "", "", "", "y"])
        guard case .log(let edited) = outcome else { Issue.record("cancelled"); return }
        #expect(script.told.contains("Answer y, e or n."))
        #expect(script.told.contains("   '-5' is not a number from 0.1 to 10000 g; Enter keeps 150"))
        #expect(script.told.contains("   '0' is not a number from 0.1 to 10000 g; Enter keeps 150"))
        #expect(edited[0].amount.grams == 120 && abs(edited[0].nutrients.kcal - 198.4) < 1e-9)
    }
}
