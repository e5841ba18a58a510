import Testing
@testable import FoodIndex
import TestSupport

/// The typo scan finds the same neighbours whether it reads the vocabulary or a slice a searcher
/// kept (`FuzzySlices`): the first meeting of some first bytes, the second (which keeps the
/// slice), every later one, and after the slices were dropped for room.
@Suite struct FuzzySlicesTests {
    static let names = ["Chicken breast", "Chickpeas in brine", "Chicory coffee", "Chocolate chip cookies", "Cheddar cheese",
                        "Cherry tomatoes", "Chili con carne", "Chives, fresh", "Chicken thighs", "Chick peas", "Cookies, oatmeal",
                        "Coconut milk", "Cocoa powder", "Corn flakes", "Couscous", "Crackers", "Cream cheese", "Crème fraîche",
                        "Yogurt, Greek", "Yoghurt drink", "Yogurt, vanilla", "Yam, baked", "Pasta, penne", "Pastrami",
                        "Pastry, puff", "Peanut butter", "Pecans", "Pepper, bell, red", "Pepperoni", "Pesto"]

    static let words = ["chiken", "chikpeas", "chickn", "chocolat", "chedar", "chery", "cookie", "cokies", "cocoa", "cocnut",
                        "yogurt", "yoghurt", "yougurt", "pasta", "pastr", "peperoni", "pesot", "peanut", "cheese", "cream",
                        "crakers", "cous", "chives", "chilli", "chicory", "pe", "c"]

    func neighbours(_ found: [(index: Int, distance: Int)]) -> [[Int]] {
        found.map { [$0.index, $0.distance] }.sorted { $0.lexicographicallyPrecedes($1) }
    }

    @Test func slicesGiveTheScansAnswerEveryTimeAndAfterBeingDropped() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let index = try TestIndexes.build(TestIndexes.named(Self.names), in: directory)
        for termLimit in [1 << 20, 12] {
            let slices = FuzzySlices(termLimit: termLimit)
            for round in 0..<3 {
                for word in Self.words {
                    for limit in [1, 2] {
                        let key = Array(word.utf8)
                        let scanned = try index.fuzzyCandidates(key, maxDistance: limit)
                        let sliced = try index.fuzzyCandidates(key, maxDistance: limit, slices: slices)
                        #expect(neighbours(sliced) == neighbours(scanned), "\(word) ±\(limit), round \(round), limit \(termLimit)")
                    }
                }
            }
        }
        // The words do find neighbours, so the comparison is not of empty lists.
        #expect(try !index.fuzzyCandidates(Array("chiken".utf8), maxDistance: 1).isEmpty)
    }

    @Test func aSliceIsKeptOnlyFromItsSecondMeetingAndGroupsTermsByLength() throws {
        let slices = FuzzySlices()
        var reads = 0
        let extents: [(index: Int, start: UInt64, length: Int)] = [(7, 70, 3), (8, 80, 5), (9, 90, 3), (10, 100, 4)]
        #expect(slices.slice([0x63, 0x68]) { reads += 1; return extents } == nil)
        #expect(reads == 0)
        let slice = try #require(slices.slice([0x63, 0x68]) { reads += 1; return extents })
        #expect(reads == 1)
        #expect(slice.range(ofLength: 3).map { slice.terms[$0].index } == [7, 9])
        #expect(slice.range(ofLength: 4).map { slice.terms[$0].start } == [100])
        #expect(slice.range(ofLength: 5).count == 1 && slice.range(ofLength: 6).isEmpty && slice.range(ofLength: -1).isEmpty)
        _ = slices.slice([0x63, 0x68]) { reads += 1; return extents }
        #expect(reads == 1)
        // One byte and two are different slices.
        #expect(slices.slice([0x63]) { reads += 1; return extents } == nil)
    }

    @Test func aStartPastThirtyTwoBitsIsNotKept() {
        #expect(FuzzySlices.make([(1, UInt64(UInt32.max) + 1, 4)]) == nil)
        #expect(FuzzySlices.make([(Int(UInt32.max) + 1, 0, 4)]) == nil)
        #expect(FuzzySlices.make([])?.terms.isEmpty == true)
    }
}
