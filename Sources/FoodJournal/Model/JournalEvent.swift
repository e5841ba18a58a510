/// One line of a journal file: a change, never rewritten. Edits, removals and undos are events
/// too, so the full history stays and `undo` works from any process.
public struct JournalEvent: Equatable, Sendable {
    /// Unique id of this event (for an `add`, also the new entry's id).
    public var id: String
    /// Milliseconds since the epoch when the event was written; orders events across files for `undo`.
    public var recordedMilliseconds: Int
    public var change: Change
    /// Events written together as one change (moving an entry to another month is an `add` in the
    /// new month's file and an `rm` in the old one's); `undo` reverts a group as a whole.
    public var group: String?

    public init(id: String, recordedMilliseconds: Int, change: Change, group: String? = nil) {
        self.id = id
        self.recordedMilliseconds = recordedMilliseconds
        self.change = change
        self.group = group
    }

    public enum Change: Equatable, Sendable {
        case add(JournalEntry)
        case edit(entry: String, changes: EntryChanges)
        case remove(entry: String)
        case undo(event: String)
        /// Goals from a day on (`goal set`).
        case goals(Goals, from: LocalDate)
        case favoriteAdd(Favorite)
        case favoriteRemove(name: String)
        /// Move to a 1-based position in the list.
        case favoriteMove(name: String, position: Int)
        case favoriteEdit(name: String, changes: FavoriteChanges)
    }

    /// The `op` word written on the line.
    public var operation: String {
        switch change {
        case .add: return "add"
        case .edit: return "edit"
        case .remove: return "rm"
        case .undo: return "undo"
        case .goals: return "goal"
        case .favoriteAdd: return "fav-add"
        case .favoriteRemove: return "fav-rm"
        case .favoriteMove: return "fav-move"
        case .favoriteEdit: return "fav-edit"
        }
    }
}
