import Testing
import FoodlogSupport

/// FNV-1a 64 against the published test vectors (Fowler, Noll and Vo), and the running forms the
/// callers use: bytes added in pieces, and a hash carried on over a number's eight bytes.
@Suite struct FNV1aTests {
    @Test(arguments: [
        ("", 0xcbf2_9ce4_8422_2325 as UInt64),
        ("a", 0xaf63_dc4c_8601_ec8c),
        ("foobar", 0x8594_4171_f739_67e8),
    ])
    func publishedVectors(text: String, expected: UInt64) {
        #expect(FNV1a.hash(text.utf8) == expected)
    }

    @Test func piecesAndNumbersHashAsTheirBytes() {
        var pieces = FNV1a()
        pieces.add("foo".utf8)
        pieces.add(UInt8(ascii: "b"))
        pieces.add("ar".utf8)
        #expect(pieces.value == FNV1a.hash("foobar".utf8))

        var carried = FNV1a(value: FNV1a.hash("x".utf8))
        carried.add(0x0807_0605_0403_0201 as UInt64)
        #expect(carried.value == FNV1a.hash([UInt8(ascii: "x"), 1, 2, 3, 4, 5, 6, 7, 8]))
    }
}
