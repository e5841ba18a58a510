/// Stands in for the person at the terminal in `add`'s questions: gives the answers in order
/// (nil once they run out, as at end of input) and records every menu line and prompt shown.
final class ScriptedAnswers {
    var answers: [String?]
    var shown: [String] = []
    init(_ answers: [String?]) { self.answers = answers }
    func ask(_ menu: [String], _ prompt: String) -> String? {
        shown += menu + [prompt]
        return answers.isEmpty ? nil : answers.removeFirst()
    }
}
