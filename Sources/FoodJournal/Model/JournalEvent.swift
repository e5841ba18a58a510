/// One line of a journal file: a change, never rewritten. Edits, removals and undos are events
/// too, so the full history stays and `undo` works from any process.
public struct JournalEvent: Equatable, Sendable {
    /// Unique id of this event (for an `add`, also the new entry's id).
    public var id: String
    /// Milliseconds since the epoch when the event was written; orders events across files for `undo`.
    public var recordedMilliseconds: Int
    public var change: Change

    public init(id: String, recordedMilliseconds: Int, change: Change) {
        self.id = id
        self.recordedMilliseconds = recordedMilliseconds
        self.change = change
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

/// A line of a journal file that could not be read: reported, never silently dropped.
public struct DamagedLine: Equatable, Sendable, CustomStringConvertible {
    /// The file, relative to the journal directory (`2026-11.jsonl`).
    public var file: String
    /// 1-based line number.
    public var line: Int
    public var reason: String

    public init(file: String, line: Int, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    public var description: String { "\(file) line \(line): \(reason)" }
}
