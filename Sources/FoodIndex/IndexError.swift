import FoodlogSupport

/// Why an index cannot be opened or read. Every case names the file and what to do about it; the
/// index is never half-used after one of these.
public indirect enum IndexError: UserFacingError, Equatable {
    case noIndex(directory: String)
    case missingFile(IndexFileKind)
    case unreadable(IndexFileKind, reason: String)
    /// The path is a FIFO, a device, a directory...: refused before it is opened.
    case notRegularFile(IndexFileKind, type: String)
    case truncated(IndexFileKind)
    case sizeMismatch(IndexFileKind, expected: UInt64, actual: UInt64)
    case badMagic(IndexFileKind)
    case unsupportedVersion(IndexFileKind, found: UInt32)
    case corruptHeader(IndexFileKind)
    case mixedBuild(IndexFileKind)
    /// The pointer file (`IndexLayout.pointerName`) is not one generation name.
    case badPointer(path: String, detail: String)
    /// The pointer names a generation directory that is not there.
    case missingGeneration(pointer: String, generation: String)
    /// The files of a generation carry another index id than its name.
    case generationMismatch(generation: String, found: UInt64)
    /// An index written by an older foodlog (format version `found`, before the generation
    /// layout); `command` rebuilds it.
    case oldFormat(directory: String, found: UInt32, command: String)
    case inconsistent(IndexFileKind, detail: String)
    case checksumMismatch(IndexFileKind, detail: String)
    /// One of the above, in the index directory given.
    case located(directory: String, IndexError)

    private static let fix = "rebuild it with index-builder, or point --index at a good index"

    /// The command that rebuilds the index in `directory`: from the embedded index's own source
    /// when the directory has it (`IndexData/source`), else from the export it was built from.
    public static func rebuildCommand(for directory: String) -> String {
        let source = PathString.join(directory, "source/usda-fdc-subset.csv.gz")
        if PathString.exists(source) {
            return "gzip -dc \(source) | swift run index-builder --input - --output \(directory)"
        }
        return "index-builder --input EXPORT --output \(directory) (EXPORT: the Open Food Facts or USDA file it was built from)"
    }

    public var message: String {
        switch self {
        case .located(let directory, let inner): return inner.describe(in: directory)
        default: return describe(in: nil)
        }
    }

    private func describe(in directory: String?) -> String {
        func file(_ kind: IndexFileKind) -> String {
            directory.map { PathString.join($0, kind.fileName) } ?? kind.fileName
        }
        switch self {
        case .badPointer(let path, let detail):
            return "index pointer \(path) is damaged (\(detail)); \(IndexError.fix)"
        case .missingGeneration(let pointer, let generation):
            return "index pointer \(pointer) names \(generation), which is missing; \(IndexError.fix)"
        case .generationMismatch(let generation, let found):
            return "index files in \(generation) belong to build \(IndexLayout.generationName(indexID: found)), not the one their directory names; \(IndexError.fix)"
        case .oldFormat(let directory, let found, let command):
            return "the index in \(directory) has format version \(found), written by an older foodlog, which this one does not read; rebuild it: \(command)"
        case .noIndex(let directory):
            return "no index in \(directory); build one with 'index-builder --input FILE --output \(directory)' or pass --index DIR"
        case .missingFile(let kind):
            return "index file \(file(kind)) is missing; \(IndexError.fix)"
        case .unreadable(let kind, let reason):
            return "cannot read index file \(file(kind)): \(reason); check its permissions"
        case .notRegularFile(let kind, let type):
            return "index file \(file(kind)) is \(type), not a regular file; \(IndexError.fix)"
        case .truncated(let kind):
            return "index file \(file(kind)) is truncated; \(IndexError.fix)"
        case .sizeMismatch(let kind, let expected, let actual):
            let what = actual < expected ? "truncated" : "longer than its header says"
            return "index file \(file(kind)) is \(what) (\(actual) bytes, expected \(expected)); \(IndexError.fix)"
        case .badMagic(let kind):
            return "\(file(kind)) is not a foodlog \(kind.fileName) file (wrong magic bytes); \(IndexError.fix)"
        case .unsupportedVersion(let kind, let found):
            return "index file \(file(kind)) has format version \(found), this foodlog reads version \(FileHeader.currentVersion); rebuild the index with this version's index-builder"
        case .corruptHeader(let kind):
            return "index file \(file(kind)) has a damaged header (checksum mismatch); \(IndexError.fix)"
        case .mixedBuild(let kind):
            return "index file \(file(kind)) belongs to a different build than vocabulary.fli (index ids differ); \(IndexError.fix)"
        case .inconsistent(let kind, let detail):
            return "index file \(file(kind)) is inconsistent (\(detail)); \(IndexError.fix)"
        case .checksumMismatch(let kind, let detail):
            return "index file \(file(kind)) is corrupted (\(detail)); run 'foodlog index verify' and \(IndexError.fix)"
        case .located(let directory, let inner):
            return inner.describe(in: directory)
        }
    }

    public var exitCode: ExitCode {
        switch self {
        case .noIndex, .missingFile, .notRegularFile, .missingGeneration: return .noInput
        case .unreadable: return .noPermission
        case .located(_, let inner): return inner.exitCode
        default: return .dataError
        }
    }

    /// Whether a file or the generation directory is not there (what a replacement that removed
    /// the generation being opened looks like).
    var isMissing: Bool {
        switch self {
        case .missingFile, .missingGeneration, .noIndex: return true
        case .located(_, let inner): return inner.isMissing
        default: return false
        }
    }

    /// The file the problem is in, if it is about one file.
    public var file: IndexFileKind? {
        switch self {
        case .noIndex, .badPointer, .missingGeneration, .generationMismatch, .oldFormat: return nil
        case .missingFile(let kind), .unreadable(let kind, _), .notRegularFile(let kind, _), .truncated(let kind), .sizeMismatch(let kind, _, _),
             .badMagic(let kind), .unsupportedVersion(let kind, _), .corruptHeader(let kind), .mixedBuild(let kind),
             .inconsistent(let kind, _), .checksumMismatch(let kind, _):
            return kind
        case .located(_, let inner): return inner.file
        }
    }
}
