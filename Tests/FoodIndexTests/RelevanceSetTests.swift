import Testing
import FoodIndex
import FoodlogSupport
import TestSupport

/// The checked-in relevance set (Relevance/staples.tsv): everyday words and the plain foods people
/// mean by them, as exact names of the embedded USDA index. Reports top-1 and top-3 and holds the
/// ranking to a floor, so a change that loses staples fails here. `Tools/bench/relevance.py` prints
/// the same figures beside SQLite FTS5's.
@Suite struct RelevanceSetTests {
    /// (query, acceptable names) per line of staples.tsv.
    static func staples() -> [(query: String, acceptable: Set<String>)] {
        let path = PathString.join(SharedData.packageRoot, "Tests/FoodIndexTests/Relevance/staples.tsv")
        guard let bytes = TemporaryDirectory.read(path) else { return [] }
        var result: [(String, Set<String>)] = []
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") where !line.hasPrefix("#") {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard columns.count == 2 else { continue }
            let names = columns[1].split(separator: " | ").map(String.init)
            result.append((String(columns[0]), Set(names)))
        }
        return result
    }

    @Test func theSetIsThere() {
        #expect(Self.staples().count >= 80)
    }

    @Test func staplesOpenWithThePlainFood() throws {
        let index = try ProductIndex(directory: IndexLocation.embeddedDirectory)
        let searcher = Searcher(index: index)
        let staples = Self.staples()
        var top1 = 0
        var top3 = 0
        var misses: [String] = []
        for (query, acceptable) in staples {
            let names = try searcher.search(query, options: SearchOptions(limit: 3)).map(\.product.name)
            if let first = names.first, acceptable.contains(first) { top1 += 1 } else { misses.append("\(query) → \(names.first ?? "nothing")") }
            if names.contains(where: acceptable.contains) { top3 += 1 }
        }
        print("relevance set: top-1 \(top1)/\(staples.count), top-3 \(top3)/\(staples.count); misses: \(misses.joined(separator: "; "))")
        #expect(top1 >= RelevanceSetTests.top1Floor, "top-1 \(top1) fell below \(RelevanceSetTests.top1Floor): \(misses)")
        #expect(top3 >= RelevanceSetTests.top3Floor, "top-3 \(top3) fell below \(RelevanceSetTests.top3Floor)")
    }

    /// The figures the ranking reaches today, as floors.
    static let top1Floor = 119
    static let top3Floor = 119
}
