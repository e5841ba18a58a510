extension Journal {
    /// Records goals from `from` on: given values replace, zero clears, absent ones stay.
    /// Returns the goals in effect on `from` afterwards.
    @discardableResult
    public func setGoals(_ change: Goals, from: LocalDate) throws(JournalError) -> Goals {
        var given = change
        for (_, path, _) in Goals.ranges where given[keyPath: path] == 0 { given[keyPath: path] = nil }
        for (nutrient, value) in given.details.known where value == 0 { given.details[nutrient] = nil }
        if let first = given.implausibleFields.first { throw .implausible(what: "goal", problem: first.problem) }
        let recorded = recordedNow
        var loadedAfter = LoadedEvents()
        try file(Journal.goalsFile).append { contents throws(JournalError) in
            let event = JournalEvent(id: Journal.freshID(in: contents), recordedMilliseconds: recorded,
                                     change: .goals(change, from: from))
            loadedAfter = contents.events()
            loadedAfter.events.append(event)
            return EventCoding.line(for: event)
        }
        return Journal.goals(on: from, in: loadedAfter)
    }

    /// The goals in effect on a day, with damaged lines of the goals file.
    public func goals(on date: LocalDate) throws(JournalError) -> (goals: Goals, damaged: [DamagedLine]) {
        let loaded = try file(Journal.goalsFile).load()
        return (Journal.goals(on: date, in: loaded), loaded.damaged)
    }

    /// The goals in effect on `date`: every `goal set` from that day or earlier, applied in the order
    /// written. Days before the first goal use the first goals set, so looking back at last week
    /// right after setting goals for the first time still shows progress.
    static func goals(on date: LocalDate, in loaded: LoadedEvents) -> Goals {
        var changes: [(from: LocalDate, recorded: Int, goals: Goals)] = []
        for event in loaded.effective {
            if case .goals(let goals, let from) = event.change { changes.append((from, event.recordedMilliseconds, goals)) }
        }
        guard let earliest = changes.map(\.from).min() else { return Goals() }
        let cutoff = max(date, earliest)
        return changes.filter { $0.from <= cutoff }
            .sorted { ($0.from, $0.recorded) < ($1.from, $1.recorded) }
            .reduce(Goals()) { $0.merged(with: $1.goals) }
    }
}
