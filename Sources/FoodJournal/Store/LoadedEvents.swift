/// The events of one journal file, as read, with every line that could not be read.
public struct LoadedEvents: Sendable {
    public var events: [JournalEvent]
    public var damaged: [DamagedLine]

    public init(events: [JournalEvent] = [], damaged: [DamagedLine] = []) {
        self.events = events
        self.damaged = damaged
    }

    /// Ids of events that a later `undo` reverted.
    public var undone: Set<String> {
        var ids = Set<String>()
        for event in events { if case .undo(let target) = event.change { ids.insert(target) } }
        return ids
    }

    /// Events still in effect, in file order: not undos and not undone.
    public var effective: [JournalEvent] {
        let undone = self.undone
        return events.filter { event in
            if case .undo = event.change { return false }
            return !undone.contains(event.id)
        }
    }
}
