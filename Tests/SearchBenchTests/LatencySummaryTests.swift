import Testing
@testable import search_bench

@Suite struct LatencySummaryTests {
    @Test func nearestRankPercentilesOfOneToHundred() {
        let summary = LatencySummary((1...100).reversed().map(Double.init))
        #expect(summary.count == 100)
        #expect(summary.p50 == 50)
        #expect(summary.p90 == 90)
        #expect(summary.p99 == 99)
        #expect(summary.max == 100)
        #expect(summary.mean == 50.5)
    }

    @Test func percentilesAreMeasuredValues() {
        // Nearest rank never interpolates: with 4 samples p50 is the 2nd and p99 the 4th.
        let summary = LatencySummary([40, 10, 30, 20])
        #expect(summary.p50 == 20)
        #expect(summary.p90 == 40)
        #expect(summary.p99 == 40)
    }

    @Test func singleSampleIsEveryPercentile() {
        let summary = LatencySummary([7.5])
        #expect([summary.p50, summary.p90, summary.p99, summary.max, summary.mean] == [7.5, 7.5, 7.5, 7.5, 7.5])
    }

    @Test func noSamplesGiveZeros() {
        let summary = LatencySummary([])
        #expect(summary.count == 0)
        #expect(summary.p99 == 0)
    }

    @Test func jsonRoundsToTheGivenPlaces() {
        let rendered = LatencySummary([1.23456]).json(places: 2).rendered()
        #expect(rendered == #"{"count":1,"p50":1.23,"p90":1.23,"p99":1.23,"max":1.23,"mean":1.23}"#)
    }
}
