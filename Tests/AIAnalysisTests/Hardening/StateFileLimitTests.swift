import Foundation
import FoodlogSupport
import Testing
import TestSupport
@testable import AIAnalysis

/// What the answer cache, the queue and the daily call count do with a file that is too large, or
/// a FIFO or directory in its place: a miss with a note, or a one-line error. That the read is
/// capped and never blocks is `StateFileTests`' matrix, once for every state file.
@Suite(.timeLimit(.minutes(1))) struct StateFileLimitTests {
    final class Notes: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func add(_ line: String) { lock.withLock { lines.append(line) } }
        var all: [String] { lock.withLock { lines } }
    }

    static let request = StructuredRequest(system: "s", text: "two eggs", schemaName: "meal", schema: .object([]), promptVersion: "v1")

    func cacheFile(_ cache: AnswerCache) throws -> String {
        try FileManager.default.createDirectory(atPath: cache.directory, withIntermediateDirectories: true)
        return cache.path(forKey: AnswerCache.key(Self.request, provider: "openai", model: "m"))
    }

    @Test func anAnswerCacheFileThatIsAFIFOIsAMissWithANoteAndTheNextAnswerReplacesIt() throws {
        let directory = TemporaryDirectory("foodlog-ai-cache")
        defer { directory.remove() }
        let notes = Notes()
        let cache = AnswerCache(cacheDirectory: directory.path, now: { 1_000_000 }, note: { notes.add($0) })
        let file = try cacheFile(cache)
        #expect(mkfifo(file, 0o600) == 0)
        #expect(cache.lookup(Self.request, provider: "openai", model: "m") == nil)
        #expect(notes.all == ["cached AI answer \(file) is a FIFO (named pipe), not a regular file; ignored as not cached, remove it"])
        let answer: JSONValue = .object([("items", .array([]))])
        cache.store(answer, for: Self.request, provider: "openai", model: "m")
        #expect(cache.lookup(Self.request, provider: "openai", model: "m") == answer)
        #expect(notes.all.count == 1)
    }

    @Test func aQueuedEntryThatIsAFIFOOrHugeIsReportedInOneLine() throws {
        let directory = TemporaryDirectory("foodlog-queue")
        defer { directory.remove() }
        let queue = RequestQueue(dataDirectory: directory.path)
        let snap = try queue.add(QueuedRequest(kind: .snap, text: nil, image: jpegBytes, advanced: false, provider: nil), now: 1_000)
        let text = try queue.add(QueuedRequest(kind: .estimate, text: "two eggs", image: nil, advanced: false, provider: nil), now: 1_001)
        let photo = queue.directory + "/\(snap).photo"
        #expect(truncate(photo, off_t(RequestQueue.maxPhotoBytes + 1)) == 0)
        let tooLarge = QueueError.unusable(path: photo, problem: "is larger than 100 MB")
        #expect(throws: tooLarge) { try queue.load(snap) }
        #expect(tooLarge.message == "queued request \(photo) is larger than 100 MB; move it aside to continue")
        #expect(tooLarge.exitCode == .dataError)
        let entry = queue.directory + "/\(text).json"
        #expect(unlink(entry) == 0 && mkfifo(entry, 0o600) == 0)
        #expect(throws: QueueError.unusable(path: entry, problem: "is a FIFO (named pipe), not a regular file")) { try queue.load(text) }
        #expect(queue.ids() == [snap, text], "nothing queued is removed")
    }

    @Test func aClockGoneWrongStillQueuesTheRequest() throws {
        let directory = TemporaryDirectory("foodlog-queue")
        defer { directory.remove() }
        let queue = RequestQueue(dataDirectory: directory.path)
        for now in [Double.nan, .infinity, -.infinity, 1e300] {
            let id = try queue.add(QueuedRequest(kind: .estimate, text: "two eggs \(now)", image: nil, advanced: false, provider: nil), now: now)
            #expect(id.hasPrefix("0-"), "\(now)")
            #expect(try queue.load(id).text == "two eggs \(now)")
        }
        #expect(queue.ids().count == 4)
    }

    @Test func aRequestTooLargeToQueueIsRefusedBeforeAnythingIsWritten() throws {
        let directory = TemporaryDirectory("foodlog-queue")
        defer { directory.remove() }
        let queue = RequestQueue(dataDirectory: directory.path)
        // Control characters are escaped as \u00XX: six bytes each.
        let huge = String(repeating: "\u{1}", count: RequestQueue.maxEntryBytes / 6 + 1)
        #expect(throws: QueueError.tooLarge(limit: RequestQueue.maxEntryBytes)) {
            try queue.add(QueuedRequest(kind: .estimate, text: huge, image: nil, advanced: false, provider: nil), now: 1_000)
        }
        #expect(QueueError.tooLarge(limit: RequestQueue.maxEntryBytes).message
                == "the request is larger than the 16 MiB a queued request may hold; shorten the description")
        #expect(queue.ids().isEmpty)
    }

    @Test func aCallCountThatIsAFIFOCountsFromZeroWithANoteAndIsReplaced() throws {
        let directory = TemporaryDirectory("foodlog-budget")
        defer { directory.remove() }
        let notes = Notes()
        let path = directory.file("ai-calls")
        #expect(mkfifo(path, 0o600) == 0)
        let budget = DailyCallBudget(path: path, limit: 2, now: { 1_700_000_000 }, note: { notes.add($0) })
        #expect(budget.used() == 0)
        #expect(notes.all == ["AI call count \(path) is a FIFO (named pipe), not a regular file; counting from 0, remove it"])
        try budget.consume()
        #expect(Platform.fileType(path) == .regular)
        #expect(budget.used() == 1)
        try budget.consume()
        #expect(throws: ChainError.dailyLimitReached(limit: 2)) { try budget.consume() }
        #expect(notes.all.count == 1)
    }

    /// A count that cannot be written would let every call through: the cap fails closed instead.
    @Test func aCallCountThatCannotBeWrittenStopsTheCallWithOneLine() throws {
        let directory = TemporaryDirectory("foodlog-budget")
        defer { directory.remove() }
        let notes = Notes()
        let path = directory.file("ai-calls")
        #expect(mkdir(path, 0o700) == 0)
        let budget = DailyCallBudget(path: path, limit: 5, now: { 1_700_000_000 }, note: { notes.add($0) })
        let refused = ChainError.callCountUnwritable(path: path, reason: "it is a directory")
        for _ in 0..<3 { #expect(throws: refused) { try budget.consume() } }
        #expect(notes.all == ["AI call count \(path) is a directory, not a regular file; counting from 0, remove it"])
        #expect(refused.message == "cannot record the AI call count in \(path) (it is a directory), so the daily limit could not hold and no provider was called; remove or fix that path, or drop 'daily_limit' under [ai]")
        #expect(refused.exitCode == .cannotCreate)
    }

    @Test func aClockGoneWrongCountsWithoutTrapping() throws {
        let directory = TemporaryDirectory("foodlog-budget")
        defer { directory.remove() }
        for clock in [Double.nan, .infinity, -1e300] {
            let budget = DailyCallBudget(path: directory.file("ai-calls-\(clock)"), limit: 1, now: { clock })
            try budget.consume()
            #expect(budget.used() == 1, "\(clock)")
        }
    }
}
