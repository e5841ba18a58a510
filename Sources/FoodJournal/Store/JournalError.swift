import FoodlogSupport

/// Everything that can go wrong with the journal, each as one line naming the problem and the fix.
public enum JournalError: UserFacingError, Equatable {
    case cannotCreateDirectory(path: String, reason: String)
    case cannotOpen(path: String, reason: String, permission: Bool)
    case cannotRead(path: String, reason: String)
    case writeFailed(path: String, reason: String)
    case noSuchEntry(id: String)
    case ambiguousEntry(id: String, matches: [String])
    case nothingToUndo
    case noSuchFavorite(name: String)
    case favoriteExists(name: String)
    /// A number outside its plausible range (`PlausibleRange`) in what was about to be written.
    case implausible(what: String, problem: OutOfRange)

    public var message: String {
        switch self {
        case .cannotCreateDirectory(let path, let reason):
            return "cannot create the journal directory \(path) (\(reason)); check its permissions or point XDG_DATA_HOME elsewhere"
        case .cannotOpen(let path, let reason, _):
            return "cannot open the journal file \(path) (\(reason)); check its permissions; nothing was changed"
        case .cannotRead(let path, let reason):
            return "cannot read the journal file \(path) (\(reason)); check the disk and its permissions"
        case .writeFailed(let path, let reason):
            return "could not write to the journal file \(path) (\(reason)); the journal was left as it was; free some space or fix the permissions and try again"
        case .noSuchEntry(let id):
            return "no journal entry with id '\(Self.quoted(id))'; 'foodlog log --from DATE --to DATE' lists entries with their ids"
        case .ambiguousEntry(let id, let matches):
            return "id '\(Self.quoted(id))' matches \(matches.count) entries (\(matches.prefix(4).joined(separator: ", "))); give more characters of the id"
        case .nothingToUndo:
            return "nothing to undo: every change in the journal has already been undone"
        case .noSuchFavorite(let name):
            return "no favorite named '\(Self.quoted(name))'; 'foodlog fav list' shows them"
        case .favoriteExists(let name):
            return "a favorite named '\(Self.quoted(name))' already exists; use 'foodlog fav edit' to change it or choose another name"
        case .implausible(let what, let problem):
            return "\(what): \(problem); nothing was written; check the amount and the numbers"
        }
    }

    public var exitCode: ExitCode {
        switch self {
        case .cannotCreateDirectory: return .cannotCreate
        case .cannotOpen(_, _, let permission): return permission ? .noPermission : .ioError
        case .cannotRead, .writeFailed: return .ioError
        case .noSuchEntry, .ambiguousEntry, .noSuchFavorite, .favoriteExists, .implausible: return .dataError
        case .nothingToUndo: return .failure
        }
    }

    /// An id or name the user typed, as quoted in the message: escaped and cut
    /// (`TextExcerpt.escaped`), so a pasted megabyte stays one short line.
    static func quoted(_ text: String) -> String { TextExcerpt.escaped(text, limit: 80) }
}
