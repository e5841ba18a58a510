import Foundation
import Testing
import FoodIndex
@testable import FoodlogCommands
@testable import FoodJournal
import FoodlogSupport

/// The history cache against a scratch journal and the embedded index: written once, read while
/// the journal is unchanged, rebuilt after a change or its deletion, and anything unusable in its
/// place (damaged, huge, a FIFO, a directory) ignored without a hang.
@Suite("Your foods first: the cache file")
struct HistoryCacheTests {
    let dir = ScratchDirectory()
    let clock = TestClock.november22(hour: 12)
    let index: ProductIndex

    init() throws { index = try ProductIndex(directory: IndexLocation.embeddedDirectory) }

    var journal: Journal { let clock = self.clock; return Journal(dataDirectory: dir.file("data"), zone: .fixed(0), now: { clock.now() }) }
    var cachePath: String { dir.file("cache/foodlog/history") }

    /// Logs the index's top generic match for `query`, as `add QUERY --grams 100` does.
    @discardableResult
    func log(_ query: String, hour: Int = 9) throws -> Product {
        let product = try #require(try index.search(query, options: SearchOptions(limit: 1, kind: .generic)).first?.product)
        try journal.add(NewEntry(time: Fixtures.at(hour: hour), name: product.name, amount: Amount(grams: 100),
                                 nutrients: Nutrients(kcal: product.kcal ?? 0), source: .generic, reference: product.code))
        return product
    }

    func load() -> FoodHistory { HistoryLoader.load(journal: journal, cachePath: cachePath, index: index) }

    @Test func theWrittenDownTokenizerFingerprintIsTheTokenizers() {
        let computed = HistoryLoader.fingerprint(of: HistoryLoader.tokenizerProbe)
        #expect(HistoryLoader.tokenizerFingerprint == computed,
                "the tokenizer changed: set HistoryLoader.tokenizerFingerprint to 0x\(String(computed, radix: 16))")
        #expect(HistoryLoader.fingerprint(of: HistoryLoader.tokenizerProbe + " kale") != computed, "the probe's terms are hashed")
    }

    @Test func builtOnceThenReadUntilTheJournalChanges() throws {
        let nuggets = try log("chicken nuggets")
        let first = load()
        #expect(first.items.map(\.code) == [nuggets.code])
        #expect(first.items.first?.docID == nuggets.docID)
        let written = try #require(dir.bytes("cache/foodlog/history"))
        // Unchanged journal: the file is what is used. A hand-made weight proves it was read, not rebuilt.
        var lines = String(decoding: written, as: UTF8.self).components(separatedBy: "\n")
        lines[5] = "5.0" + lines[5].drop { $0 != "\t" }
        try lines.joined(separator: "\n").write(toFile: cachePath, atomically: true, encoding: .utf8)
        #expect(load().items.first?.log2Weight == 5)
        // A new entry changes the journal: rebuilt, and the hand-made weight is gone.
        let rice = try log("rice", hour: 10)
        let rebuilt = load()
        #expect(Set(rebuilt.items.map(\.code)) == [nuggets.code, rice.code])
        #expect(rebuilt.items.allSatisfy { $0.log2Weight < 1 })
    }

    @Test func rebuiltAfterARemovalAnUndoAndTheCacheDeleted() throws {
        let nuggets = try log("chicken nuggets")
        #expect(load().items.count == 1)
        let entry = try #require(try journal.entries(from: Fixtures.day, to: Fixtures.day).entries.first)
        try journal.remove(entry.id)
        #expect(load().items.isEmpty)
        _ = try journal.undo()
        #expect(load().items.map(\.code) == [nuggets.code])
        try FileManager.default.removeItem(atPath: cachePath)
        #expect(load().items.map(\.code) == [nuggets.code])
        #expect(FileManager.default.fileExists(atPath: cachePath))
    }

    @Test func aDamagedHugeOrSpecialCacheIsIgnoredSafely() throws {
        let nuggets = try log("chicken nuggets")
        try dir.write("cache/foodlog/history", "foodlog-history 1\ntokenizer zz\n\u{0}\u{1}garbage")
        #expect(load().items.map(\.code) == [nuggets.code])
        #expect(HistoryCodec.decode(try #require(dir.bytes("cache/foodlog/history")).map { $0 }) != nil)  // rewritten whole

        try Data(count: HistoryFiles.maximumBytes + 1).write(to: URL(fileURLWithPath: cachePath))
        #expect(load().items.map(\.code) == [nuggets.code])

        try FileManager.default.removeItem(atPath: cachePath)
        #expect(mkfifo(cachePath, 0o600) == 0)
        let started = Date()
        #expect(load().items.map(\.code) == [nuggets.code])  // no writer ever comes: a read would block forever
        #expect(Date().timeIntervalSince(started) < 5)

        try FileManager.default.removeItem(atPath: cachePath)
        try FileManager.default.createDirectory(atPath: cachePath + "/inside", withIntermediateDirectories: true)
        #expect(load().items.map(\.code) == [nuggets.code])  // a directory in its place: history for this process only
    }

    @Test func anUnwritableCacheDirectoryStillRanks() throws {
        let nuggets = try log("chicken nuggets")
        try dir.write("cache/foodlog", "a file where the directory should be")
        #expect(load().items.map(\.code) == [nuggets.code])
    }

    @Test func anotherIndexResolvesTheCodesAgain() throws {
        let nuggets = try log("chicken nuggets")
        _ = load()
        let bytes = try #require(dir.bytes("cache/foodlog/history"))
        let other = String(decoding: bytes, as: UTF8.self)
            .replacingOccurrences(of: "\nindex \(String(index.indexID, radix: 16))\n", with: "\nindex 1\n")
            .replacingOccurrences(of: "\t\(nuggets.docID)\t", with: "\t3\t")
        try other.write(toFile: cachePath, atomically: true, encoding: .utf8)
        #expect(load().items.first?.docID == nuggets.docID)
    }

    @Test func theFingerprintSeesEveryChangeToTheMonthsARebuildReads() throws {
        let journalDirectory = dir.file("j")
        try dir.write("j/2026-11.jsonl", "a\n")
        try dir.write("j/2024-01.jsonl", "old\n")
        try dir.write("j/goals.jsonl", "g\n")
        func stamp() -> UInt64 { HistoryFiles.journalStamp(journalDirectory, firstMonth: "2025-10") }
        let first = stamp()
        #expect(stamp() == first)
        try dir.write("j/2026-11.jsonl", "a\nb\n")
        let appended = stamp()
        #expect(appended != first)
        try dir.write("j/goals.jsonl", "g\ng\n")
        #expect(stamp() == appended, "goals do not change what was eaten")
        try dir.write("j/2024-01.jsonl", "old\nedited\n")
        #expect(stamp() == appended, "a month older than a rebuild reads does not change the history")
        try dir.write("j/2023-05.jsonl", "x\n")
        let created = stamp()
        #expect(created != appended, "a new month file, old or not, is seen")
        try FileManager.default.removeItem(atPath: dir.file("j/2023-05.jsonl"))
        #expect(stamp() == appended)
        try FileManager.default.removeItem(atPath: dir.file("j/2026-11.jsonl"))
        try dir.write("j/2026-11.jsonl", "a\nc\n")  // same size, a new file
        #expect(stamp() != appended)
        #expect(HistoryFiles.journalStamp(dir.file("missing"), firstMonth: "2025-10") == HistoryFiles.journalStamp(dir.file("missing2"), firstMonth: "2000-01"))
    }

    @Test func noJournalIsAnEmptyHistory() {
        #expect(load().items.isEmpty)
    }
}
