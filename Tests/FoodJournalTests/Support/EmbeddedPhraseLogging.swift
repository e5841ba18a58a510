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
}
