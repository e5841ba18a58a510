/// Every goal change, read once, to answer "what were the goals on day D" for a range of days.
public struct GoalBook: Sendable {
    let loaded: LoadedEvents

    /// Damaged lines of the goals file.
    public var damaged: [DamagedLine] { loaded.damaged }

    /// The goals in effect on `date` (see `Journal.goals(on:)`).
    public func goals(on date: LocalDate) -> Goals { Journal.goals(on: date, in: loaded) }
}

extension Journal {
    /// Reads the goals file once.
    public func goalBook() throws(JournalError) -> GoalBook { GoalBook(loaded: try file(Journal.goalsFile).load()) }
}
