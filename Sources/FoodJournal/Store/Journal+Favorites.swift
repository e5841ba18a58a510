extension Journal {
    /// The favorites in the user's order, with damaged lines of the favorites file.
    public func favorites() throws(JournalError) -> (favorites: [Favorite], damaged: [DamagedLine]) {
        let loaded = try file(Journal.favoritesFile).load()
        return (Journal.replayFavorites(loaded), loaded.damaged)
    }

    /// The favorite with this name (case-insensitive).
    public func favorite(named name: String) throws(JournalError) -> Favorite {
        guard let found = try favorites().favorites.first(where: { Favorite.key($0.name) == Favorite.key(name) }) else {
            throw .noSuchFavorite(name: name)
        }
        return found
    }

    /// Saves a favorite at the end of the list; its name must be new.
    public func addFavorite(_ favorite: Favorite) throws(JournalError) {
        if let first = favorite.implausibleFields.first { throw .implausible(what: favorite.name, problem: first.problem) }
        try changeFavorites(.favoriteAdd(favorite)) { list throws(JournalError) in
            if list.contains(where: { Favorite.key($0.name) == Favorite.key(favorite.name) }) {
                throw .favoriteExists(name: favorite.name)
            }
        }
    }

    /// Deletes a favorite; returns it.
    @discardableResult
    public func removeFavorite(named name: String) throws(JournalError) -> Favorite {
        var removed: Favorite?
        try changeFavorites(.favoriteRemove(name: name)) { list throws(JournalError) in
            removed = try Journal.find(name, in: list)
        }
        guard let removed else { throw .noSuchFavorite(name: name) }
        return removed
    }

    /// Moves a favorite to a 1-based position (clamped to the list); returns the position it got.
    @discardableResult
    public func moveFavorite(named name: String, to position: Int) throws(JournalError) -> Int {
        var final = position
        try changeFavorites(.favoriteMove(name: name, position: position)) { list throws(JournalError) in
            _ = try Journal.find(name, in: list)
            final = min(max(position, 1), list.count)
        }
        return final
    }

    /// Changes a favorite; returns it as it is now.
    @discardableResult
    public func editFavorite(named name: String, changes: FavoriteChanges) throws(JournalError) -> Favorite {
        var result: Favorite?
        try changeFavorites(.favoriteEdit(name: name, changes: changes)) { list throws(JournalError) in
            let current = try Journal.find(name, in: list)
            if let newName = changes.name, Favorite.key(newName) != Favorite.key(current.name),
               list.contains(where: { Favorite.key($0.name) == Favorite.key(newName) }) {
                throw .favoriteExists(name: newName)
            }
            let changed = changes.applied(to: current)
            try Journal.checkEdit(from: current.implausibleFields, to: changed.implausibleFields, name: changed.name)
            result = changed
        }
        guard let result else { throw .noSuchFavorite(name: name) }
        return result
    }

    private func changeFavorites(_ change: JournalEvent.Change,
                                 check: ([Favorite]) throws(JournalError) -> Void) throws(JournalError) {
        let recorded = recordedNow
        try file(Journal.favoritesFile).append { contents throws(JournalError) in
            try check(Journal.replayFavorites(contents.events()))
            return EventCoding.line(for: JournalEvent(id: Journal.freshID(in: contents), recordedMilliseconds: recorded,
                                                      change: change))
        }
    }

    static func find(_ name: String, in list: [Favorite]) throws(JournalError) -> Favorite {
        guard let found = list.first(where: { Favorite.key($0.name) == Favorite.key(name) }) else {
            throw .noSuchFavorite(name: name)
        }
        return found
    }

    static func replayFavorites(_ loaded: LoadedEvents) -> [Favorite] {
        var list: [Favorite] = []
        func index(_ name: String) -> Int? { list.firstIndex { Favorite.key($0.name) == Favorite.key(name) } }
        for event in loaded.effective {
            switch event.change {
            case .favoriteAdd(let favorite):
                if index(favorite.name) == nil { list.append(favorite) }
            case .favoriteRemove(let name):
                if let at = index(name) { list.remove(at: at) }
            case .favoriteMove(let name, let position):
                if let at = index(name) {
                    let item = list.remove(at: at)
                    list.insert(item, at: min(max(position - 1, 0), list.count))
                }
            case .favoriteEdit(let name, let changes):
                if let at = index(name) { list[at] = changes.applied(to: list[at]) }
            default:
                continue
            }
        }
        return list
    }
}
