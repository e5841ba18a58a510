import Testing
import FoodIndex
@testable import FoodlogCommands
@testable import FoodJournal
import FoodlogSupport

/// Frecency, query matching, the cache file's text and the merge of your foods with the index's
/// results: pure parts, no files.
@Suite("Your foods first: frecency, matching, cache text")
struct FoodHistoryTests {
    static let now = LocalDate(year: 2026, month: 11, day: 22).dayNumber * 86_400 + 12 * 3600

    static func entry(_ code: String?, _ name: String, daysAgo: Double, source: EntrySource = .generic) -> JournalEntry {
        let time = TimeZoneRule.fixed(0).localTime(at: now - Int(daysAgo * 86_400))
        return JournalEntry(id: "e", time: time, meal: .lunch, name: name, nutrients: Nutrients(kcal: 100), source: source, reference: code)
    }

    static func build(_ entries: [JournalEntry]) -> FoodHistory {
        FoodHistory.build(entries: entries, now: now, indexID: 7, terms: Tokenizer.terms, resolve: { code, _ in code.count })
    }

    @Test func frecencyHalvesEveryThirtyDaysAndAddsUpEachTimeEaten() throws {
        let history = Self.build([Self.entry("a", "Oats", daysAgo: 0), Self.entry("b", "Milk", daysAgo: 30),
                                  Self.entry("b", "Milk", daysAgo: 30), Self.entry("c", "Tea", daysAgo: 60)])
        let weights = history.items.map { history.weight(of: $0, now: Self.now) }
        #expect(history.items.map(\.code) == ["a", "b", "c"])
        #expect(abs(weights[0] - 1) < 1e-9)
        #expect(abs(weights[1] - 1) < 1e-9)   // twice, a month ago: as heavy as once today
        #expect(abs(weights[2] - 0.25) < 1e-9)
        // Thirty days later every weight has halved; the order is the same.
        let later = Self.now + 30 * 86_400
        #expect(abs(history.weight(of: history.items[0], now: later) - 0.5) < 1e-9)
        #expect(history.items[1].count == 2)
    }

    @Test func frequentBeatsOnceAndRecentBeatsOld() {
        let daily = (0..<20).map { Self.entry("daily", "Yogurt, Greek, plain, nonfat", daysAgo: Double($0)) }
        let history = Self.build(daily + [Self.entry("once", "Yogurt, plain, whole milk", daysAgo: 0.5),
                                          Self.entry("old", "Yogurt, fruit", daysAgo: 40)])
        #expect(history.items.map(\.code) == ["daily", "once", "old"])
    }

    @Test func foodsWithoutCodeOrLongAgoAreLeftOut() {
        let history = Self.build([Self.entry(nil, "protein bar", daysAgo: 0, source: .manual),
                                  Self.entry("ai", "lasagna", daysAgo: 0, source: .ai),
                                  Self.entry("stale", "Eggnog", daysAgo: 61),
                                  Self.entry("future", "Bread", daysAgo: -400)])
        #expect(history.items.map(\.code) == ["future"])
        // An entry dated ahead counts as eaten now, not as a weight of 2^13.
        #expect(abs(history.weight(of: history.items[0], now: Self.now) - 1) < 1e-9)
    }

    @Test func theLatestNameIsKeptAndTheResolverGivesTheProductNumber() {
        let history = Self.build([Self.entry("usda-1", "Old name", daysAgo: 3), Self.entry("usda-1", "New name", daysAgo: 1)])
        #expect(history.items.first?.name == "New name")
        #expect(history.items.first?.terms == ["new", "name"])
        #expect(history.items.first?.docID == 6)
    }

    @Test func aFoodMatchesOnlyWhenEveryWordDoes() {
        let history = Self.build([Self.entry("nug", "Chicken nuggets, NFS", daysAgo: 1), Self.entry("nog", "Eggnog", daysAgo: 1),
                                  Self.entry("egg", "Egg, whole, raw", daysAgo: 2)])
        func codes(_ query: String, prefix: Bool) -> [String] {
            history.matching(Tokenizer.terms(query), prefix: prefix, now: Self.now, limit: 10).map(\.code)
        }
        #expect(codes("chicken", prefix: false) == ["nug"])
        #expect(codes("chicken nuggets", prefix: false) == ["nug"])  // plural folds
        #expect(codes("chicken breast", prefix: false).isEmpty)      // a different food: yours stays out
        #expect(codes("rice", prefix: false).isEmpty)
        #expect(codes("egg", prefix: false) == ["egg"])              // whole words: not your eggnog
        #expect(codes("chicken nug", prefix: true) == ["nug"])       // while typing, the last word is a start
        #expect(codes("chicken nug", prefix: false).isEmpty)
        #expect(codes("", prefix: true).isEmpty)
    }

    @Test func aFoodLoggedOnceLongAgoNoLongerMatches() {
        let history = Self.build([Self.entry("roll", "Chicken, chicken roll, roasted", daysAgo: 50)])
        #expect(history.matching(["chicken"], prefix: false, now: Self.now, limit: 5).count == 1)
        #expect(history.matching(["chicken"], prefix: false, now: Self.now + 20 * 86_400, limit: 5).isEmpty)
    }

    @Test func theCacheTextRoundTripsAndRefusesAnythingElse() throws {
        var history = Self.build([Self.entry("usda-1", "Tab\there, new\nline, back\\slash", daysAgo: 1), Self.entry("123", "Ok", daysAgo: 2)])
        history.items[1].docID = -1
        let header = HistoryCodec.Header(tokenizer: 0xABC, journal: 0xFEDCBA9876543210)
        let bytes = HistoryCodec.encode(history, header: header)
        let decoded = try #require(HistoryCodec.decode(bytes))
        #expect(decoded.history == history)
        #expect(decoded.header == header)
        #expect(HistoryCodec.decode(Array(bytes.dropLast())) == nil)          // cut short
        #expect(HistoryCodec.decode(Array(bytes.dropLast(10))) == nil)
        #expect(HistoryCodec.decode(Array("foodlog-history 2\n".utf8) + bytes.dropFirst(18)) == nil)
        #expect(HistoryCodec.decode(Array("garbage\n".utf8)) == nil)
        #expect(HistoryCodec.decode([]) == nil)
        var damaged = bytes
        if let tab = damaged.lastIndex(of: 0x09) { damaged[tab] = 0x20 }
        #expect(HistoryCodec.decode(damaged) == nil)
    }

    static func product(_ code: String, _ name: String) -> Product {
        Product(code: code, name: name, kind: .generic, kcal: 100)
    }

    @Test func yoursGoFirstOnceEachAtMostHalfTheList() {
        let hits = ["a", "b", "c", "d"].map { SearchHit(product: Self.product($0, $0), score: 10) }
        let merged = HistoryFirstSearch.merge(history: [Self.product("c", "c"), Self.product("z", "z")], hits: hits, limit: 10)
        #expect(merged.map(\.hit.product.code) == ["c", "z", "a", "b", "d"])
        #expect(merged.map(\.recent) == [true, true, false, false, false])
        #expect(merged[0].hit.score == 10)  // the index's score is kept
        #expect(merged[1].hit.score == 0)
        #expect(HistoryFirstSearch.maximumFirst(1) == 1)
        #expect(HistoryFirstSearch.maximumFirst(3) == 2)
        #expect(HistoryFirstSearch.maximumFirst(10) == 5)
        #expect(HistoryFirstSearch.maximumFirst(100) == 5)
        let many = (0..<8).map { Self.product("h\($0)", "h") }
        #expect(HistoryFirstSearch.merge(history: many, hits: hits, limit: 4).filter(\.recent).count == 2)
    }

    @Test func theCatalogDecoratorPutsYoursFirstOnlyWhenTheyMatch() throws {
        let mine = CatalogFood(id: "4000000000001", name: "Acme Greek Yogurt", kind: .product, per100g: Nutrients(kcal: 97))
        var asked: [(String, Bool)] = []
        let catalog = HistoryFirstCatalog(base: TableCatalog()) { query, _, prefix, _ in
            asked.append((query, prefix))
            return FoodHistory.matches(Tokenizer.terms(mine.name), Tokenizer.terms(query), prefix: prefix) ? [mine] : []
        }
        #expect(try catalog.search("yogurt", kind: nil, limit: 3).first == mine)
        #expect(try catalog.search("yogurt", kind: nil, limit: 3).filter { $0 == mine }.count == 1)
        #expect(try catalog.search("banana", kind: nil, limit: 3).first?.id == "usda:banana")
        #expect(try catalog.search("yog", kind: nil, limit: 3).first != mine)
        catalog.prepareForSession()
        #expect(try catalog.search("yog", kind: nil, limit: 3).first == mine)
        #expect(asked.last?.1 == true)
        #expect(catalog.recentIDs == [mine.id])
    }
}
