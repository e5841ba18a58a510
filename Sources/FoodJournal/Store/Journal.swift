import FoodlogSupport

/// The food journal: `$XDG_DATA_HOME/foodlog/journal/`, one JSON Lines file of events per
/// calendar month of the entries (`2026-11.jsonl`), plus `goals.jsonl` and `favorites.jsonl`.
///
/// Monthly files keep `foodlog today` and `foodlog add` fast after years of use (they touch one
/// small file) while every file stays plain text to grep, diff and back up. An edit or removal is
/// written to the file of the entry it changes, so each month replays on its own.
public struct Journal {
    /// The journal directory (`<data>/journal`).
    public let directory: String
    /// How wall-clock times are computed.
    public let zone: TimeZoneRule
    let now: () -> Double
    let calls: Syscalls

    public static let goalsFile = "goals.jsonl"
    public static let favoritesFile = "favorites.jsonl"

    /// - Parameters:
    ///   - dataDirectory: `$XDG_DATA_HOME/foodlog`; the journal lives in its `journal` folder.
    ///   - zone: the user's time zone rule.
    ///   - now: seconds since the epoch (injected for tests).
    ///   - calls: the write/fsync system calls (injected to simulate a full disk).
    public init(dataDirectory: String, zone: TimeZoneRule = .system, now: @escaping () -> Double,
                calls: Syscalls = .system) {
        self.directory = StateFile.journal.directory(under: dataDirectory)
        self.zone = zone
        self.now = now
        self.calls = calls
    }

    /// The wall-clock time now.
    public func currentTime() -> LocalTime { zone.localTime(at: Int(saturating: now().rounded(.down))) }

    /// Today in the user's zone.
    public func today() -> LocalDate { currentTime().date }

    func file(_ name: String) -> EventFile { EventFile(directory: directory, name: name, calls: calls) }

    func monthFile(_ month: String) -> EventFile { file(month + ".jsonl") }

    var recordedNow: Int { Int(saturating: (now() * 1000).rounded(.down)) }

    /// Month keys (`YYYY-MM`) that have a file, oldest first.
    public func months() -> [String] {
        var names: [String] = []
        for name in PathString.names(in: directory) {
            guard name.hasSuffix(".jsonl"), name.count == 13 else { continue }
            let key = String(name.prefix(7))
            if LocalDate(key + "-01") != nil { names.append(key) }
        }
        return names.sorted()
    }

    // MARK: - Adding

    /// Logs a new entry and returns it with its id. Durable when this returns.
    @discardableResult
    public func add(_ new: NewEntry) throws(JournalError) -> JournalEntry {
        try new.checkPlausible()
        var added: JournalEntry?
        let recorded = recordedNow
        try monthFile(new.time.date.monthKey).append { contents throws(JournalError) in
            var id = EntryID.make()
            while contents.contains(id) { id = EntryID.make() }
            let entry = new.entry(id: id)
            added = entry
            return EventCoding.line(for: JournalEvent(id: id, recordedMilliseconds: recorded, change: .add(entry)))
        }
        guard let added else { throw .writeFailed(path: monthFile(new.time.date.monthKey).path, reason: "no entry was made") }
        return added
    }

    // MARK: - Reading

    /// Entries of the days `from...to`, ordered by time, with every damaged line met on the way.
    public func entries(from: LocalDate, to: LocalDate) throws(JournalError) -> JournalSnapshot {
        var snapshot = JournalSnapshot()
        var month = LocalDate(year: from.year, month: from.month, day: 1)
        while month <= to {
            let loaded = try monthFile(month.monthKey).load()
            snapshot.damaged += loaded.damaged
            for entry in Journal.replay(loaded) where entry.date >= from && entry.date <= to {
                snapshot.entries.append(entry)
            }
            month = month.month == 12 ? LocalDate(year: month.year + 1, month: 1, day: 1)
                : LocalDate(year: month.year, month: month.month + 1, day: 1)
        }
        // By time; entries at the same minute keep the order they were logged in.
        snapshot.entries = snapshot.entries.enumerated()
            .sorted { ($0.element.time.epochSeconds, $0.offset) < ($1.element.time.epochSeconds, $1.offset) }
            .map(\.element)
        return snapshot
    }

    /// The entries a file's events leave in effect, in the order they were added.
    static func replay(_ loaded: LoadedEvents) -> [JournalEntry] {
        var order: [String] = []
        var entries: [String: JournalEntry] = [:]
        for event in loaded.effective {
            switch event.change {
            case .add(let entry):
                if entries[entry.id] == nil { order.append(entry.id) }
                entries[entry.id] = entry
            case .edit(let id, let changes):
                if let entry = entries[id] { entries[id] = changes.applied(to: entry) }
            case .remove(let id):
                entries[id] = nil
            default:
                continue
            }
        }
        return order.compactMap { entries[$0] }
    }
}
