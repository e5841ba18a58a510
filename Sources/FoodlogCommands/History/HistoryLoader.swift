import FoodIndex
import FoodJournal
import FoodlogSupport

/// The history a command ranks with: read from the cache file when it was built from the journal
/// as it is now, with this tokenizer, for this index; otherwise rebuilt from the journal (product
/// numbers already known are carried over) and written back. Per search that costs one fingerprint
/// of the journal files and one read of a small file; the journal is read only when it changed.
enum HistoryLoader {
    /// `$XDG_CACHE_HOME/foodlog/history`.
    static func cachePath(_ paths: FoodlogPaths) -> String { StateFile.history.path(under: paths.cache) }

    static func load(journal: Journal, cachePath: String, index: ProductIndex) -> FoodHistory {
        let now = journal.currentTime().epochSeconds
        let stamp = HistoryFiles.journalStamp(journal.directory, firstMonth: firstDay(journal, now: now).monthKey)
        let tokenizer = tokenizerFingerprint
        var known: [String: Int] = [:]
        if let bytes = HistoryFiles.read(cachePath), let (cached, header) = HistoryCodec.decode(bytes),
           header.tokenizer == tokenizer, cached.indexID == index.indexID {
            if header.journal == stamp { return cached }
            for item in cached.items { known[item.code] = item.docID }
        }
        guard let entries = try? recentEntries(journal, now: now) else {
            // An unreadable journal ranks nothing first; the commands reading it say why.
            return FoodHistory(reference: now, indexID: index.indexID, items: [])
        }
        var searcher: Searcher?  // one for every name looked up, made only if one is
        let history = FoodHistory.build(entries: entries, now: now, indexID: index.indexID, terms: Tokenizer.terms) { code, name in
            if let docID = known[code] { return docID >= 0 ? docID : nil }
            let lookup = searcher ?? Searcher(index: index)
            searcher = lookup
            return resolve(code: code, name: name, searcher: lookup)
        }
        HistoryFiles.write(HistoryCodec.encode(history, header: .init(tokenizer: tokenizer, journal: stamp)), to: cachePath)
        return history
    }

    /// Days of entries read to build the history. An entry 400 days old weighs 2^(-400/30), under
    /// 1/10 000: a food eaten every day of the four years before adds less than 0.005 to a weight
    /// (the smallest that counts is 0.25), so older months are never read and a rebuild after an
    /// add costs a year of entries however long the journal grows.
    static let daysRead = 400

    /// The first day a rebuild reads.
    static func firstDay(_ journal: Journal, now: Int) -> LocalDate { journal.zone.localTime(at: now).date.adding(days: -daysRead) }

    /// Every entry in effect from `daysRead` days ago on (later dates too).
    static func recentEntries(_ journal: Journal, now: Int) throws -> [JournalEntry] {
        let months = journal.months()
        guard let last = months.last.flatMap({ LocalDate($0 + "-01") }) else { return [] }
        let first = firstDay(journal, now: now)
        guard first <= last.adding(days: 31) else { return [] }
        return try journal.entries(from: first, to: last.adding(days: 31)).entries
    }

    /// The product number of `code` in `index`: by barcode, else among the results for its name.
    static func resolve(code: String, name: String, searcher: Searcher) -> Int? {
        if Barcode.looksLikeBarcode(code), let product = try? searcher.index.product(barcode: code), product.code == code {
            return product.docID
        }
        let hits = (try? searcher.search(name, options: SearchOptions(limit: 30, prefix: false, fuzzy: false))) ?? []
        return hits.first { $0.product.code == code }?.product.docID
    }

    /// Changes when the tokenizer splits or folds text differently, so terms cached by an older
    /// foodlog are made again: `fingerprint(of: tokenizerProbe)`, written down rather than
    /// computed by every search (folding the probe's accents, fullwidth and look-alike letters
    /// cost each process the Unicode tables it otherwise never touches). A test recomputes it, so
    /// a tokenizer change that leaves this number behind fails there.
    static let tokenizerFingerprint: UInt64 = 0xC346_6718_6940_FFF5

    /// Text that exercises what the tokenizer does: case, accents, digits, stop words, plurals,
    /// fullwidth letters, an invisible character and a look-alike letter.
    static let tokenizerProbe = "Crème Brûlée, EGGS & bananas 100g: the Tomatoes; ｆｕｌｌ al\u{200B}monds pe\u{430}nuts Straße Æble"

    /// The hash of the terms the tokenizer makes of `probe`.
    static func fingerprint(of probe: String) -> UInt64 {
        FNV1a.hash(Tokenizer.terms(probe).joined(separator: "|").utf8)
    }

    /// The products of the history items that match `query`, heaviest first, at most `limit`:
    /// only items the index still has under the same code, and of `kind` when given.
    static func products(_ history: FoodHistory, query: String, prefix: Bool, kind: ProductKind?, limit: Int,
                         index: ProductIndex, now: Int) -> [Product] {
        var products: [Product] = []
        for item in history.matching(Tokenizer.terms(query), prefix: prefix, now: now, limit: FoodHistory.capacity) where item.docID >= 0 {
            guard let product = try? index.product(item.docID), product.code == item.code else { continue }
            if let kind, product.kind != kind { continue }
            products.append(product)
            if products.count == limit { break }
        }
        return products
    }
}
