import Testing
import FoodIndex
@testable import FoodJournal
@testable import FoodlogCommands

/// A suite that logs plain words through the real resolution path (`foodlog add "PHRASE"` without
/// a terminal) on the embedded index and the usual portions by kind, at 08:00 on one fixed day.
protocol EmbeddedPhraseLogging {
    var catalog: IndexCatalog { get }
    var portions: UsualPortions { get }
}

extension EmbeddedPhraseLogging {
    /// The catalog of the index shipped in `IndexData/`.
    static func embeddedCatalog() throws -> IndexCatalog {
        IndexCatalog(index: try ProductIndex(directory: IndexLocation.embeddedDirectory))
    }

    /// What `foodlog add PHRASE` would log, or the error it would print.
    func log(_ phrase: String) throws -> [NewEntry] {
        let time = LocalTime(date: LocalDate(year: 2026, month: 11, day: 25), hour: 8, minute: 0, utcOffset: 0)
        return try AddCommand.plainWordEntries(phrase, time: time, meal: nil, catalog: catalog, portions: portions)
    }

    /// An entry's grams to a tenth, as `foodlog add` prints them; -1 for an entry with no weight.
    func grams(_ entry: NewEntry) -> Double { ((entry.amount.grams ?? -1) * 10).rounded() / 10 }

    /// Entries as a failed expectation shows them: each name and its grams.
    func describe(_ entries: [NewEntry]) -> String {
        entries.map { "\($0.name) \($0.amount.grams ?? -1) g" }.joined(separator: "; ")
    }

    /// Logs `phrase` and expects one entry whose name starts with `prefix`; returns it.
    @discardableResult
    func expectOne(_ phrase: String, named prefix: String) throws -> NewEntry? {
        let entries = try log(phrase)
        #expect(entries.count == 1 && entries[0].name.hasPrefix(prefix), "\(phrase): \(describe(entries))")
        return entries.count == 1 ? entries[0] : nil
    }
}
