/// Short random ids for entries and events: 8 characters of lowercase Crockford base32 (40
/// random bits), easy to type and read aloud (no i, l, o, u). Uniqueness within a journal file is
/// checked under its write lock; across files, 40 bits make a clash vanishingly rare, and a clash
/// would show as an "ambiguous id" error, never as a wrong edit.
public enum EntryID {
    static let alphabet = Array("0123456789abcdefghjkmnpqrstvwxyz")
    public static let length = 8

    /// A new random id.
    public static func make<R: RandomNumberGenerator>(using generator: inout R) -> String {
        var bits = generator.next() & ((1 << 40) - 1)
        var characters: [Character] = []
        for _ in 0..<length {
            characters.append(alphabet[Int(bits & 31)])
            bits >>= 5
        }
        return String(characters)
    }

    /// A new id from the system's random source.
    public static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        return make(using: &generator)
    }

    /// Whether `text` could be (a prefix of) an id.
    public static func isPlausible(_ text: String) -> Bool {
        !text.isEmpty && text.count <= length && text.lowercased().allSatisfy { alphabet.contains($0) }
    }
}
