import FoodIndex
import FoodlogSupport

/// `search-bench decode`: the cost of reading one product record, as the searcher does for each
/// result it shows: products chosen by a fixed pseudo-random sequence (the same every run), each
/// read through `ProductIndex.product` (block offset, block checksum, record decode, texts).
enum DecodeBench {
    struct Result {
        var products: Int
        var reads: Int
        var nanosecondsPerRead: [Double]
    }

    static func run(index path: String, reads: Int, rounds: Int) throws(IndexError) -> Result {
        let index = try ProductIndex(directory: path)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let docIDs = (0..<reads).map { _ -> Int in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(max(index.productCount, 1)))
        }
        var perRead: [Double] = []
        guard index.productCount > 0 else { return Result(products: 0, reads: 0, nanosecondsPerRead: []) }
        var sink = 0
        for _ in 0..<rounds {
            let started = Platform.monotonicNanoseconds()
            for docID in docIDs {
                sink &+= try index.product(docID).name.utf8.count
            }
            perRead.append(Double(Platform.monotonicNanoseconds() - started) / Double(reads))
        }
        if sink == 42 { print("") }
        return Result(products: index.productCount, reads: reads, nanosecondsPerRead: perRead)
    }

    static func json(_ result: Result) -> JSONValue {
        let sorted = result.nanosecondsPerRead.sorted()
        let median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        return .object([
            ("products", .integer(result.products)),
            ("reads_per_round", .integer(result.reads)),
            ("ns_per_read_rounds", .array(result.nanosecondsPerRead.map { .rounded($0, places: 1) })),
            ("ns_per_read_median", .rounded(median, places: 1)),
        ])
    }
}
