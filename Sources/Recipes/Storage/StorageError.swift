import FoodlogSupport

/// A recipe or allergy file could not be read or written, or an id names nothing.
public enum StorageError: UserFacingError, Equatable {
    case cannotCreate(path: String, reason: String)
    case writeFailed(path: String, reason: String)
    case readFailed(path: String, reason: String)
    case damaged(path: String, reason: String)
    /// Too large, or not a regular file (`problem` as `CappedFile.Outcome.problem` words it).
    case unusable(path: String, problem: String)
    case invalidID(String)
    case notFound(id: String)
    case ambiguous(id: String, matches: [String])
    case badAllergyLine(path: String, line: Int, text: String)

    public var message: String {
        switch self {
        case .cannotCreate(let path, let reason):
            return "cannot create \(path): \(reason); check the directory's permissions or set XDG_DATA_HOME"
        case .writeFailed(let path, let reason):
            return "cannot write \(path): \(reason); check free space and permissions"
        case .readFailed(let path, let reason):
            return "cannot read \(path): \(reason); check its permissions"
        case .damaged(let path, let reason):
            return "\(path) is damaged (\(reason)); move it aside to continue"
        case .unusable(let path, let problem):
            return "\(path) \(problem); move it aside to continue"
        case .invalidID(let id):
            return "'\(id)' is not a recipe id; ids are letters and digits, as 'foodlog recipes' lists them"
        case .notFound(let id):
            return "no recipe with id '\(id)'; 'foodlog recipes' lists them"
        case .ambiguous(let id, let matches):
            return "'\(id)' matches several recipes (\(matches.joined(separator: ", "))); give more of the id"
        case .badAllergyLine(let path, let line, let text):
            return "\(path) line \(line): unknown allergy '\(text)'; remove it with 'foodlog allergy rm \(text)' or fix the file"
        }
    }

    public var exitCode: ExitCode {
        switch self {
        case .cannotCreate: return .cannotCreate
        case .writeFailed, .readFailed: return .ioError
        case .damaged, .unusable: return .dataError
        case .invalidID, .ambiguous: return .usage
        case .notFound: return .noInput
        case .badAllergyLine: return .config
        }
    }
}
