import FoodlogSupport

/// Why a build stopped. The output directory is left as it was: a build writes to a temporary
/// directory beside it (`Staging`) and moves the finished files into place only at the end.
public enum BuildError: UserFacingError, Equatable {
    case cannotOpenInput(path: String, reason: String)
    case emptyInput
    case headerTooLong(limit: Int)
    case noProducts(rows: Int, skipped: String, hint: String)
    case unknownFormat(firstLine: String)
    case missingColumn(String, format: String)
    case filterColumnMissing(option: String, column: String)
    case readFailed(reason: String)
    case cannotCreateOutput(path: String, reason: String)
    case writeFailed(path: String, reason: String)
    case tooLarge(String)

    public var message: String {
        switch self {
        case .cannotOpenInput(let path, let reason):
            return "cannot open input \(path): \(reason); check the path, or use --input - to read standard input"
        case .emptyInput:
            return "the input is empty; pass an Open Food Facts export (tab-separated) or a USDA FoodData Central CSV"
        case .headerTooLong(let limit):
            return "the input's first line is longer than \(limit >> 20) MiB, so it is not a header; pass an Open Food Facts export (tab-separated) or a USDA FoodData Central CSV, decompressed"
        case .noProducts(let rows, let skipped, let hint):
            return "the input gave 0 products (\(rows) rows read, skipped: \(skipped)); \(hint); the existing index, if any, is untouched"
        case .unknownFormat(let firstLine):
            return "cannot tell the input format from its header '\(firstLine)'; expected an Open Food Facts export (tab-separated, with 'code' and 'product_name' columns) or a USDA FoodData Central CSV (starting 'foodName,data_type'); decompress .gz files first"
        case .missingColumn(let column, let format):
            return "the \(format) header has no '\(column)' column; is this the full export?"
        case .filterColumnMissing(let option, let column):
            return "\(option) needs the '\(column)' column, which this input does not have; drop the option"
        case .readFailed(let reason):
            return "reading the input failed: \(reason)"
        case .cannotCreateOutput(let path, let reason):
            return "cannot create \(path): \(reason); choose another --output directory"
        case .writeFailed(let path, let reason):
            return "writing \(path) failed: \(reason); the previous index, if any, is untouched"
        case .tooLarge(let what):
            return "the index would be too large: \(what)"
        }
    }

    public var exitCode: ExitCode {
        switch self {
        case .cannotOpenInput: return .noInput
        case .emptyInput, .headerTooLong, .noProducts, .unknownFormat, .missingColumn: return .dataError
        case .filterColumnMissing: return .usage
        case .readFailed, .writeFailed: return .ioError
        case .cannotCreateOutput: return .cannotCreate
        case .tooLarge: return .software
        }
    }
}
