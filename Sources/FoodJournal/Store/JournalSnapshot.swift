/// What a read of the journal found: the entries, and the damaged lines that were skipped.
public struct JournalSnapshot: Sendable {
    public var entries: [JournalEntry] = []
    public var damaged: [DamagedLine] = []

    public init(entries: [JournalEntry] = [], damaged: [DamagedLine] = []) {
        self.entries = entries
        self.damaged = damaged
    }
}
