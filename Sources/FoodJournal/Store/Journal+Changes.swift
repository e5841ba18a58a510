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
            return try move(located, changes: changes, to: time.date.monthKey)
        }
        var result = changes.applied(to: located.entry)
        let recorded = recordedNow
        try monthFile(located.month).append { contents throws(JournalError) in
            guard let current = Journal.replay(contents.events()).first(where: { $0.id == located.entry.id }) else {
                throw .noSuchEntry(id: id)
            }
            result = changes.applied(to: current)
            try Journal.checkEdit(from: current.implausibleFields, to: result.implausibleFields, name: result.name)
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

    /// An edit that moves an entry to another month: the entry, changed and with the same id, is
    /// added to the new month's file, then removed from the old one's, as one group for `undo`.
    /// Written in that order, a crash in between leaves the entry twice, never not at all.
    func move(_ located: Located, changes: EntryChanges, to month: String) throws(JournalError) -> JournalEntry {
        let group = EntryID.make()
        let recorded = recordedNow
        let moved = changes.applied(to: located.entry)
        try Journal.checkEdit(from: located.entry.implausibleFields, to: moved.implausibleFields, name: moved.name)
        var addID = ""
        try monthFile(month).append { contents throws(JournalError) in
            addID = Journal.freshID(in: contents)
            return EventCoding.line(for: JournalEvent(id: addID, recordedMilliseconds: recorded, change: .add(moved), group: group))
        }
        var removed = true
        try monthFile(located.month).append { contents throws(JournalError) in
            guard Journal.replay(contents.events()).contains(where: { $0.id == located.entry.id }) else {
                removed = false
                return nil
            }
            return EventCoding.line(for: JournalEvent(id: Journal.freshID(in: contents), recordedMilliseconds: recorded,
                                                      change: .remove(entry: located.entry.id), group: group))
        }
        if !removed {
            // Removed by another process meanwhile: take the copy back out, and say so.
            try monthFile(month).append { contents throws(JournalError) in
                EventCoding.line(for: JournalEvent(id: Journal.freshID(in: contents), recordedMilliseconds: recorded,
                                                   change: .undo(event: addID)))
            }
            throw .noSuchEntry(id: located.entry.id)
        }
        return moved
    }

    /// Refuses an edit that makes a number implausible (`--grams 9000` scaling 300 kcal to 27 000);
    /// a value that already was out of range may stay so, so the rest of the entry can be fixed.
    static func checkEdit(from before: [ImplausibleField], to after: [ImplausibleField], name: String) throws(JournalError) {
        let known = Set(before.map(\.field))
        if let added = after.first(where: { !known.contains($0.field) }) { throw .implausible(what: name, problem: added.problem) }
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
        // Another process may undo the same change between choosing and writing; then choose again.
        for _ in 0..<8 {
            guard let (target, members) = try latestChange() else { throw .nothingToUndo }
            var summary = ""
            var written = false
            // Removals first, so an interrupted undo of a move leaves the entry twice, not lost.
            let ordered = members.filter { if case .remove = $0.event.change { return true } else { return false } }
                + members.filter { if case .remove = $0.event.change { return false } else { return true } }
            for member in ordered {
                let recorded = recordedNow
                let done = try file(member.file).append { contents throws(JournalError) in
                    let loaded = contents.events()
                    guard loaded.effective.contains(where: { $0.id == member.event.id }) else { return nil }
                    if member.event.id == target.event.id || summary.isEmpty {
                        summary = Journal.describe(member.event, in: loaded)
                    }
                    return EventCoding.line(for: JournalEvent(id: Journal.freshID(in: contents), recordedMilliseconds: recorded,
                                                              change: .undo(event: member.event.id)))
                }
                written = written || done
            }
            if written {
                for member in members where members.count > 1 {
                    if case .add(let entry) = member.event.change { summary = "move of '\(entry.name)' (\(entry.id)) to \(entry.date)" }
                }
                return Undone(event: target.event, summary: summary)
            }
        }
        throw .nothingToUndo
    }

    /// The most recent change still in effect in any journal file (latest `recorded_ms`; within one
    /// file the later line among equal times), with every event of its group.
    func latestChange() throws(JournalError) -> (target: (file: String, event: JournalEvent),
                                                 members: [(file: String, event: JournalEvent)])? {
        var best: (file: String, event: JournalEvent)?
        var grouped: [String: [(file: String, event: JournalEvent)]] = [:]
        let names = months().map { $0 + ".jsonl" } + [Journal.goalsFile, Journal.favoritesFile]
        for name in names {
            for event in try file(name).load().effective {
                if let group = event.group { grouped[group, default: []].append((name, event)) }
                if let current = best, event.recordedMilliseconds < current.event.recordedMilliseconds
                    || (event.recordedMilliseconds == current.event.recordedMilliseconds && current.file != name) { continue }
                best = (name, event)
            }
        }
        guard let best else { return nil }
        return (best, best.event.group.flatMap { grouped[$0] } ?? [best])
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
