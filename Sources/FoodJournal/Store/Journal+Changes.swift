extension Journal {
    /// Where an entry lives: its month file and its current state.
    public struct Located: Sendable {
        public var month: String
        public var entry: JournalEntry
    }

    /// Finds an entry by its id or a unique prefix of it (case-insensitive), newest months first.
    public func locate(_ rawID: String) throws(JournalError) -> Located {
        let id = rawID.lowercased()
        guard EntryID.isPlausible(id) else { throw .noSuchEntry(id: rawID) }
        var matches: [Located] = []
        for month in months().reversed() {
            for entry in Journal.replay(try monthFile(month).load()) where entry.id.hasPrefix(id) {
                matches.append(Located(month: month, entry: entry))
            }
            if id.count == EntryID.length, !matches.isEmpty { break }
        }
        guard let first = matches.first else { throw .noSuchEntry(id: rawID) }
        guard matches.count == 1 else { throw .ambiguousEntry(id: rawID, matches: matches.map(\.entry.id)) }
        return first
    }

    /// Changes an entry; the edit is an event, so `undo` can revert it. Returns the entry as it is now.
    @discardableResult
    public func edit(_ id: String, changes: EntryChanges) throws(JournalError) -> JournalEntry {
        let located = try locate(id)
        if let time = changes.time, time.date.monthKey != located.month {
            throw .crossMonthMove(id: located.entry.id, from: located.month, to: time.date.monthKey)
        }
        var result = changes.applied(to: located.entry)
        let recorded = recordedNow
        try monthFile(located.month).append { contents throws(JournalError) in
            guard let current = Journal.replay(contents.events()).first(where: { $0.id == located.entry.id }) else {
                throw .noSuchEntry(id: id)
            }
            result = changes.applied(to: current)
            return EventCoding.line(for: JournalEvent(id: Journal.freshID(in: contents), recordedMilliseconds: recorded,
                                                      change: .edit(entry: current.id, changes: changes)))
        }
        return result
    }

    /// Removes an entry (as an `rm` event: the history keeps it, and `undo` brings it back).
    @discardableResult
    public func remove(_ id: String) throws(JournalError) -> JournalEntry {
        let located = try locate(id)
        let recorded = recordedNow
        try monthFile(located.month).append { contents throws(JournalError) in
            guard Journal.replay(contents.events()).contains(where: { $0.id == located.entry.id }) else {
                throw .noSuchEntry(id: id)
            }
            return EventCoding.line(for: JournalEvent(id: Journal.freshID(in: contents), recordedMilliseconds: recorded,
                                                      change: .remove(entry: located.entry.id)))
        }
        return located.entry
    }

    static func freshID(in contents: EventFile.Contents) -> String {
        var id = EntryID.make()
        while contents.contains(id) { id = EntryID.make() }
        return id
    }

    // MARK: - Undo

    /// A change `undo` reverted, described for people.
    public struct Undone: Sendable {
        public var event: JournalEvent
        /// One line such as `add of 'protein bar' (k3f9x2ab) on 2026-11-22`.
        public var summary: String
    }

    /// Reverts the most recent change still in effect, in any journal file (entries, goals or
    /// favorites), by appending an `undo` event. Repeated calls walk further back.
    @discardableResult
    public func undo() throws(JournalError) -> Undone {
        var best: (file: String, event: JournalEvent, index: Int)?
        let names = months().map { $0 + ".jsonl" } + [Journal.goalsFile, Journal.favoritesFile]
        for name in names {
            let effective = try file(name).load().effective
            for (index, event) in effective.enumerated() {
                // Latest by time; within one file, equal times go to the later line.
                if let current = best, event.recordedMilliseconds < current.event.recordedMilliseconds
                    || (event.recordedMilliseconds == current.event.recordedMilliseconds && current.file != name) { continue }
                best = (name, event, index)
            }
        }
        guard let target = best else { throw .nothingToUndo }
        var summary = ""
        let recorded = recordedNow
        try file(target.file).append { contents throws(JournalError) in
            let loaded = contents.events()
            guard loaded.effective.contains(where: { $0.id == target.event.id }) else { throw .nothingToUndo }
            summary = Journal.describe(target.event, in: loaded)
            return EventCoding.line(for: JournalEvent(id: Journal.freshID(in: contents), recordedMilliseconds: recorded,
                                                      change: .undo(event: target.event.id)))
        }
        return Undone(event: target.event, summary: summary)
    }

    static func describe(_ event: JournalEvent, in loaded: LoadedEvents) -> String {
        func entryName(_ id: String) -> String {
            for candidate in loaded.events {
                if case .add(let entry) = candidate.change, entry.id == id { return "'\(entry.name)' (\(id))" }
            }
            return id
        }
        switch event.change {
        case .add(let entry): return "add of '\(entry.name)' (\(entry.id)) on \(entry.date)"
        case .edit(let id, _): return "edit of \(entryName(id))"
        case .remove(let id): return "removal of \(entryName(id))"
        case .undo(let id): return "undo of \(id)"
        case .goals(_, let from): return "goal change from \(from)"
        case .favoriteAdd(let favorite): return "favorite add of '\(favorite.name)'"
        case .favoriteRemove(let name): return "favorite removal of '\(name)'"
        case .favoriteMove(let name, _): return "favorite move of '\(name)'"
        case .favoriteEdit(let name, _): return "favorite edit of '\(name)'"
        }
    }
}
