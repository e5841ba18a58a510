/// The checksum of one term's entry across the term files: the term's bytes, its two
/// `term-offsets.fli` entries (its own and the next, which bound it), its document frequency and
/// its posting list checksum. Written by the builder, checked whenever a query compares or uses
/// the term.
public enum TermEntry {
    public static func checksum(term: [UInt8], vocabularyStart: UInt32, postingsStart: UInt64, vocabularyEnd: UInt32,
                                postingsEnd: UInt64, documentFrequency: UInt32, postingsCRC: UInt32) -> UInt32 {
        var bytes = term
        func put<T: FixedWidthInteger>(_ value: T) {
            withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
        }
        put(vocabularyStart)
        put(postingsStart)
        put(vocabularyEnd)
        put(postingsEnd)
        put(documentFrequency)
        put(postingsCRC)
        return CRC32C.checksum(bytes)
    }
}
