/// Image formats foodlog recognises, read from the bytes (magic numbers), never from a file name.
public enum ImageFormat: String, Sendable, CaseIterable, Equatable {
    case jpeg, png, webp, gif, heic

    /// The MIME type providers expect.
    public var mimeType: String {
        switch self {
        case .jpeg: return "image/jpeg"
        case .png: return "image/png"
        case .webp: return "image/webp"
        case .gif: return "image/gif"
        case .heic: return "image/heic"
        }
    }

    /// A name for people: `JPEG`, `HEIC`.
    public var displayName: String {
        switch self {
        case .jpeg: return "JPEG"
        case .png: return "PNG"
        case .webp: return "WebP"
        case .gif: return "GIF"
        case .heic: return "HEIC"
        }
    }

    /// Detects the format from the first bytes, or nil for anything else.
    public static func sniff(_ bytes: [UInt8]) -> ImageFormat? {
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && Array(bytes[offset..<(offset + prefix.count)]) == prefix
        }
        if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return .gif }
        if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) { return .webp }
        // ISO base media file: box size, then "ftyp" and a brand naming HEIF/HEIC.
        if starts(Array("ftyp".utf8), at: 4), bytes.count >= 12 {
            let brand = String(decoding: bytes[8..<12], as: UTF8.self)
            let heifBrands: Set<String> = ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1", "avif"]
            if heifBrands.contains(brand) && brand != "avif" { return .heic }
        }
        return nil
    }
}
