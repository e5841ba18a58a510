import FoodlogSupport

/// A photo to send, with its format already established from its bytes.
public struct ImageInput: Sendable, Equatable {
    public var bytes: [UInt8]
    public var format: ImageFormat

    /// Checks the bytes; `source` names where they came from (a path or "standard input") for
    /// the error message.
    public init(bytes: [UInt8], source: String) throws(ImageError) {
        guard !bytes.isEmpty else { throw .empty(source: source) }
        guard bytes.count <= ImageInput.maxBytes else { throw .tooLarge(source: source, bytes: bytes.count) }
        guard let format = ImageFormat.sniff(bytes) else { throw .notAnImage(source: source) }
        self.bytes = bytes
        self.format = format
    }

    /// The largest photo foodlog reads: above what any provider accepts inline (Gemini's 100 MB
    /// of base64), so reading stops there instead of filling memory.
    public static let maxBytes = StateFile.photoCap

    /// The SHA-256 of the bytes, hex: the photo's identity for the cache.
    public var digest: String { SHA256.hash(bytes).hex }
}

/// A photo that cannot be used at all, before any provider is asked.
public enum ImageError: UserFacingError, Equatable {
    case empty(source: String)
    case notAnImage(source: String)
    case unreadable(source: String, reason: String)
    /// Larger than any provider takes inline (`ImageInput.maxBytes`).
    case tooLarge(source: String, bytes: Int)

    public var message: String {
        switch self {
        case .empty(let source):
            return "\(source) is empty; pass a JPEG, PNG, WebP, GIF or HEIC photo"
        case .notAnImage(let source):
            return "\(source) is not a JPEG, PNG, WebP, GIF or HEIC image; pass a photo file (the type is read from its bytes, not its name)"
        case .unreadable(let source, let reason):
            return "cannot read \(source): \(reason); check the path and its permissions"
        case .tooLarge(let source, let bytes):
            return "\(source) is \(bytes / 1_000_000) MB, more than any provider takes (\(ImageInput.maxBytes / 1_000_000) MB); shrink it, e.g. 'convert in.jpg -resize 1568x1568 out.jpg'"
        }
    }

    public var exitCode: ExitCode {
        switch self {
        case .unreadable: return .noInput
        case .empty, .notAnImage, .tooLarge: return .dataError
        }
    }
}
