import FoodlogSupport

/// Runs queries against one index, reusing its scratch memory between queries.
///
/// Scoring is term-at-a-time into per-candidate slots sized to the query's work, never to the
/// index. The slots are made in product order (from the one list creating them, or from the
/// creating words' postings gathered and sorted), so the other words merge with them, galloping
/// over the candidates between their postings: no hash table, no sorted copy. Shortcuts keep
/// common queries cheap, and all are exact (they return what scoring every matching product
/// would, which a test checks):
/// - a one-word query scores each posting on its own into a bounded heap, with no slots at all,
///   reading its alternatives (the word, its completions, its typo neighbours) from the one with
///   the highest possible score down, and stopping when the best so far beat the next one's bound;
///   within a list, blocks are read highest header bound first (block-max: highest frequency,
///   shortest length, the factors some posting of it may earn), and a block of 128 postings whose
///   bound cannot beat the best 100 distinct products so far is skipped without being decoded;
/// - a query of several words first creates candidates only from its rarest word and lets the
///   other words update them; if the best of those beat the most any product lacking that word
///   could score (`ScoringModel.upperBound`), the rest are never looked at. Otherwise every word
///   creates candidates;
/// - candidates matching two or more words are ranked first; when their best beat the most a
///   one-word match can score, the one-word matches are never scored.
/// The best `Ranking.rerankPool` candidates are then re-ranked with the popularity prior from
/// their features and, when a query word was typed as a plural, `TypedSpelling`, and ordered by
/// match tier, repeats and phrase from their names (`RerankOrder`, which reads only the names that
/// may place; a name or brand met twice in one query is worked out once, `NameReadings`). A
/// `Searcher` is not thread-safe; make one per thread. Made once and reused, it is what search as
/// you type needs: each posting list's, record block's and text block's checksum is verified once
/// (`CheckedBlocks`), the vocabulary slices its typo scans meet twice are kept (`FuzzySlices`),
/// and `prepareForSession` pages its memory in before the first key.
public final class Searcher {
    public let index: ProductIndex
    private let slotDocs = ScratchBuffer<UInt32>()
    private let slotLengths = ScratchBuffer<UInt8>()
    private let slotFlags = ScratchBuffer<UInt8>()
    /// Per slot: how many groups it matches (capped at 255); and the slots matching two or more,
    /// in the order they got there, so ranking can look at those first.
    private let slotMatches = ScratchBuffer<UInt8>()
    private let multiSlots = ScratchBuffer<Int32>()
    /// The postings of the creating groups' lists, gathered to be taken in product order
    /// (`createFromGathered`).
    private let gatheredPostings = ScratchBuffer<UInt64>()
    /// The slots of `blockHits`' postings.
    private let blockHitSlots = ScratchBuffer<Int32>()
    /// Positions in a decoded block of the postings of candidates (merge of the block with the
    /// slots), so an updating word looks at only those.
    private let blockHits = ScratchBuffer<Int32>()
    private var multiCount = 0
    /// Per slot and group: the chosen alternative's contribution, its choice key, and an info byte
    /// (alternative index + 1 in the low 6 bits, first word in bit 6, in the name's head in bit 7).
    private let cellScores = ScratchBuffer<Float>()
    private let cellKeys = ScratchBuffer<Float>()
    private let cellInfo = ScratchBuffer<UInt8>()
    private var slotCount = 0
    /// Terms whose posting lists passed their checksum in this searcher: the mapping is read-only,
    /// so a list checked once need not be checked on every keystroke of a session.
    private var verifiedTerms = IntegerSet()
    /// Blocks (term << 32 | block) of lists read only in part that passed their checksum here.
    private var verifiedBlocks = IntegerSet()
    /// Record and text dictionary blocks whose checksum passed in this searcher: the re-rank
    /// reads names and brands from them, and the results' products.
    private var checkedRecords: CheckedBlocks
    private var checkedTexts: CheckedBlocks
    /// Scores every matching product, skipping no shortcut (tests compare both ways).
    var exhaustive = false
    /// How often the bound-based shortcuts fired, and how often the slots were gathered from
    /// several lists, so tests can tell they were exercised.
    private(set) var shortcuts = (alternativesSkipped: 0, singleMatchesSkipped: 0, blocksSkipped: 0, slotsGathered: 0)

    /// The vocabulary slices this searcher's typo scans read more than once (`FuzzySlices`).
    private let fuzzySlices = FuzzySlices()
    /// Reused for every posting list a query reads.
    private let cursor = PostingCursor()
    /// The best distinct products of the posting-by-posting path, reused by every query.
    private let distinctHeap = DistinctTopK()
    /// The open list's blocks in the order the posting-by-posting path reads them.
    private let blockOrder = ScratchBuffer<UInt64>()

    public init(index: ProductIndex) {
        self.index = index
        checkedRecords = CheckedBlocks(count: index.recordBlockCount)
        checkedTexts = CheckedBlocks(count: index.textBlockCount)
    }

    /// Pages in this searcher's scratch memory and the index's posting lists now, so the first
    /// keystrokes of a search-as-you-type session do not pay for page faults (about 2 ms per
    /// million products). A one-shot search should not call it: it only pays off over many queries.
    public func prepareForSession() {
        slotCount = 0
        prefaultSum = index.postingsPrefault()
    }

    /// Keeps the page reads of `prepareForSession` from being optimized away.
    private var prefaultSum: UInt8 = 0
    /// Keeps the re-rank's record touches (`ProductIndex.touchRecord`) from being optimized away.
    private var touchSum: UInt8 = 0

    /// Opens the posting list of `term` in the cursor; its checksums are checked as its blocks
    /// are read, until one pass has read them all (`finish`).
    private func openList(_ term: Int) throws(IndexError) {
        try index.openPostings(term, in: cursor, verify: !verifiedTerms.contains(UInt64(term)))
    }

    /// Decodes `block` of `term`'s open list, checking its checksum unless this searcher checked
    /// that block (or the whole list) before; 0 with the cursor's `failure` set on damage.
    @inline(__always)
    private func load(_ term: Int, block: Int) -> Int {
        let key = UInt64(term) << 32 | UInt64(block)
        let check = cursor.verifies && !verifiedBlocks.contains(key)
        let count = cursor.load(block, check: check)
        if check, count > 0 { verifiedBlocks.insert(key) }
        return count
    }

    /// Reports damage the cursor met in `term`'s list, and remembers a list read and checked whole.
    private func finish(_ term: Int) throws(IndexError) {
        try index.postingFailure(term, cursor)
        if cursor.fullyVerified { verifiedTerms.insert(UInt64(term)) }
    }

    /// The best products for `query`, best first. Barcode-looking queries return the product with
    /// that barcode when the index has it.
    public func search(_ query: String, options: SearchOptions = SearchOptions()) throws(IndexError) -> [SearchHit] {
        guard options.limit > 0 else { return [] }
        if Barcode.looksLikeBarcode(query), let product = try index.product(barcode: query.filter { $0 != " " }),
           options.kind == nil || options.kind == product.kind {
            return [SearchHit(product: product, score: 1, explanation: options.explain
                ? Explanation(terms: [], bm25: 0, factors: [("barcode match", 1)], finalScore: 1) : nil)]
        }
        let plan = try QueryPlan.make(query, index: index, options: options, fuzzySlices: fuzzySlices)
        guard !plan.groups.isEmpty else { return [] }
        let k1 = options.k1 ?? index.defaultK1
        let b = options.b ?? index.defaultB
        let model = ScoringModel(plan: plan, k1: k1, b: b, averageLength: index.averageLength, kind: options.kind)
        let pool = max(options.limit, Ranking.rerankPool)
        let shortcuts = !exhaustive && !options.explain
        let candidates: [(score: Double, id: UInt32)]
        if shortcuts, plan.groups.count == 1 {
            candidates = try oneWordCandidates(plan, model: model, pool: pool)
        } else {
            candidates = try slotCandidates(plan, model: model, pool: pool, skipping: shortcuts)
        }

        let spelling = TypedSpelling(query: query, planned: plan.groups.map(\.queryTerm))
        let tiers = MatchTiers(query: query, plan: plan, options: options, termName: { index.term(at: $0) })
        // Popularity is in the features array; the name and brand (tier, typed spelling, repeats)
        // cost a record read, so `RerankOrder.best` reads only the candidates that may place.
        // A hair above the largest factor, so rounding in the product never beats the bound.
        let spellingCeiling = spelling.maximumFactor * (1 + 1e-9)
        var rerank: [RerankOrder.Candidate] = []
        rerank.reserveCapacity(candidates.count)
        for (score, id) in candidates {
            let features = try index.features(Int(id))
            let prior = score * (1 + Double(features.popularity) / Ranking.popularityScale)
            rerank.append(.init(score: prior, ceiling: prior * spellingCeiling, docID: Int(id), popularity: features.popularity,
                                generic: features.flags & Posting.Flags.generic.rawValue != 0))
        }
        // What `--explain` shows of each read candidate; kept only when asked for.
        var found: [Int: (popularity: UInt8, spelling: Double)] = [:]
        var readings = NameReadings(tiers: tiers, spelling: spelling)
        let best = try RerankOrder.best(rerank, limit: options.limit, topTier: tiers.top,
                                        phrasePossible: !tiers.phrase.isEmpty && tiers.top != .partial,
                                        touch: { touchSum &+= index.touchRecord($0.docID) }) { candidate throws(IndexError) in
            let record = try index.nameCodesAndBrandText(candidate.docID, checked: &checkedRecords)
            let assessed = try readings.assess(codes: record.codes, brandText: record.brandText, generic: candidate.generic,
                                               name: { () throws(IndexError) in try index.name(codes: record.codes, of: candidate.docID) },
                                               brand: { () throws(IndexError) in
                                                   try index.brand(record.brandText, of: candidate.docID, checked: &checkedTexts)
                                               })
            if options.explain { found[candidate.docID] = (candidate.popularity, assessed.spelling) }
            return .init(tier: assessed.tier, phrase: assessed.phrase, identity: assessed.identity,
                         score: candidate.score * assessed.spelling, docID: candidate.docID)
        }
        var hits: [SearchHit] = []
        for entry in best {
            let product = try index.product(entry.docID, checkedRecords: &checkedRecords, checkedTexts: &checkedTexts)
            var hit = SearchHit(product: product, score: entry.score, explanation: nil)
            if options.explain, let (popularity, spellingFactor) = found[entry.docID] {
                hit.explanation = explain(UInt32(entry.docID), plan: plan, model: model, k1: k1, b: b,
                                          popularity: popularity, spelling: spellingFactor)
            }
            hits.append(hit)
        }
        return hits
    }

    // MARK: One word

    /// Scores each posting of a one-word query directly: the product's score is its best posting's.
    private func oneWordCandidates(_ plan: QueryPlan, model: ScoringModel, pool: Int) throws(IndexError) -> [(score: Double, id: UInt32)] {
        try postingCandidates(of: 0, plan: plan, model: model, pool: pool, joining: [], skipSlots: false)
    }

    // MARK: Slots

    /// Candidates of a query of several words (or of any query when scoring exhaustively).
    ///
    /// With shortcuts, words are taken from the cheapest (fewest postings) up: the first words
    /// create candidates and every word updates them; once the best `pool` candidates beat the
    /// most a product matching none of the creating words could score, the search stops. When
    /// one word is left, the products that match only it are scored posting by posting instead.
    private func slotCandidates(_ plan: QueryPlan, model: ScoringModel, pool: Int, skipping: Bool) throws(IndexError) -> [(score: Double, id: UInt32)] {
        let groupCount = plan.groups.count
        let cost = plan.groups.map { group in group.alternatives.reduce(0) { $0 + index.documentFrequency($1.term) } }
        guard skipping, groupCount > 1 else {
            try accumulate(plan, model: model, creating: Array(0..<groupCount), expected: cost.reduce(0, +))
            return topSlots(model: model, pool: pool)
        }
        let order = (0..<groupCount).sorted { cost[$0] != cost[$1] ? cost[$0] < cost[$1] : $0 < $1 }
        var creating: [Int] = []
        for group in order.dropLast() {
            creating.append(group)
            try accumulate(plan, model: model, creating: creating, expected: creating.reduce(0) { $0 + cost[$1] })
            let candidates = topSlots(model: model, pool: pool)
            let rest = order.filter { !creating.contains($0) }
            if candidates.count == pool, let weakest = candidates.last?.score,
               weakest > model.upperBound(groups: rest, matchable: rest.count) {
                return candidates
            }
            if rest.count == 1 {
                return try postingCandidates(of: rest[0], plan: plan, model: model, pool: pool, joining: candidates, skipSlots: true)
            }
        }
        return topSlots(model: model, pool: pool)
    }

    /// The best `pool` of `joining` and the products matching `group`, each scored on its own
    /// posting as a product matching that group alone. With `skipSlots`, products that are slots
    /// already (they match another group, and `joining` has their full score) are passed over.
    private func postingCandidates(of group: Int, plan: QueryPlan, model: ScoringModel, pool: Int,
                                   joining candidates: [(score: Double, id: UInt32)], skipSlots: Bool) throws(IndexError) -> [(score: Double, id: UInt32)] {
        let alternatives = plan.groups[group].alternatives
        let heap = distinctHeap
        heap.reset(capacity: pool)
        for candidate in candidates { heap.offer(score: candidate.score, id: candidate.id) }
        // Alternatives by the most one posting of theirs can score, best first: once the heap's
        // `pool` best distinct products all beat an alternative's bound, neither it nor any
        // after it can change the result, so they are never read.
        let bounds = alternatives.indices.map { model.postingBound(group: group, alternative: $0) }
        let order = alternatives.indices.sorted { bounds[$0] != bounds[$1] ? bounds[$0] > bounds[$1] : $0 < $1 }
        // The slots' products, in order: passing over a slot's posting is a merge step.
        let sortedSlots = skipSlots && slotCount > 0 ? slotDocs.pointer : nil
        for position in order {
            if heap.isFull, let weakest = heap.minimum, weakest > bounds[position] {
                shortcuts.alternativesSkipped += 1
                break
            }
            let alternative = alternatives[position]
            let weight = model.alternativeWeights[group][position]
            let allowFirst = model.firstWordAllowed[group][position]
            try openList(alternative.term)
            let blocks = cursor.blockCount
            let order = blocksByBound(group: group, alternative: position, model: model)
            for rank in 0..<blocks {
                let block = order.map { Int(UInt32(truncatingIfNeeded: $0[rank])) } ?? rank
                // Block-max skipping: a block whose bound is below the `pool`-th best distinct
                // product so far (the full heap's root) cannot change the result.
                if heap.isFull, let threshold = heap.minimum, let header = cursor.header(block),
                   model.blockBound(group: group, alternative: position, flags: header.boundFlags,
                                    lengths: header.boundLengths) < threshold {
                    shortcuts.blocksSkipped += 1
                    continue
                }
                let count = load(alternative.term, block: block)
                guard count > 0 else { break }
                let docs = cursor.docs, flagBytes = cursor.flags, features = cursor.features
                touchFeatures(of: docs, count: count, in: features)
                // The first slot at or after the block's first product (blocks come out of order).
                var next = 0
                for entry in 0..<count {
                    let doc = docs[entry]
                    if let sortedSlots {
                        next = Self.firstCandidate(sortedSlots, atLeast: doc, from: next, count: slotCount)
                        if next < slotCount, sortedSlots[next] == doc { continue }
                    }
                    let offset = Int(doc) &* ProductFeatures.size
                    let flags = flagBytes[entry] | features[offset &+ 1] & ProductFeatures.productFlags
                    guard model.admits(flags) else { continue }
                    let lengths = features[offset]
                    let contribution = model.contribution(weight: weight, flags: flags, lengths: lengths)
                    let score = model.fastScore(
                        bm25: Double(contribution), matched: 1,
                        headMatches: flags & Posting.Flags.inHead.rawValue != 0 ? 1 : 0, headLength: Int(lengths >> 5),
                        firstWord: allowFirst && flags & Posting.Flags.firstWord.rawValue != 0, flags: flags)
                    heap.offer(score: score, id: doc)
                }
            }
            try finish(alternative.term)
        }
        return heap.sorted()
    }

    /// The open list's blocks, highest block-max bound first (block number in the low 32 bits of
    /// each entry), or nil for a list of one block. Reading the most promising blocks first
    /// raises the heap's floor early, so more of the rest are skipped by their bound. The order
    /// changes no result: the heap keeps the best distinct products whatever order they come in,
    /// and each skip still compares the block's exact bound with the floor at that moment (the
    /// sort key is the bound as a Float, which may order near-equal bounds either way).
    private func blocksByBound(group: Int, alternative: Int, model: ScoringModel) -> UnsafeMutablePointer<UInt64>? {
        let blocks = cursor.blockCount
        guard blocks > 1 else { return nil }
        blockOrder.reserve(blocks)
        let keys = blockOrder.pointer
        for block in 0..<blocks {
            // A damaged header sorts first, so its load reports the damage.
            var bound = Float.infinity
            if let header = cursor.header(block) {
                bound = Float(model.blockBound(group: group, alternative: alternative, flags: header.boundFlags,
                                               lengths: header.boundLengths))
            }
            // Non-negative Floats order as their bit patterns; inverted, the highest sorts first.
            keys[block] = UInt64(~bound.bitPattern) << 32 | UInt64(block)
        }
        var buffer = UnsafeMutableBufferPointer(start: keys, count: blocks)
        buffer.sort()
        return keys
    }

    /// Reads every alternative's postings; groups in `creating` add new candidates, the others
    /// only update candidates already there.
    ///
    /// The slots are made in product order: straight from the list when the creating groups have
    /// one list between them, else from all their postings gathered and sorted. The updating words
    /// then merge with the slots themselves (at 3M products a hash table and a sorted copy of the
    /// candidates were about half the fresh memory pages of a one-shot search of two common
    /// words, each page a fault and a cleared page).
    private func accumulate(_ plan: QueryPlan, model: ScoringModel, creating: [Int], expected: Int) throws(IndexError) {
        let groupCount = plan.groups.count
        let capacity = min(expected, index.productCount) + 1
        let gathered = creating.reduce(0) { $0 + plan.groups[$1].alternatives.count } > 1
        slotCount = 0
        slotDocs.reserve(capacity)
        slotLengths.reserve(capacity)
        slotFlags.reserve(capacity)
        slotMatches.reserve(capacity)
        multiSlots.reserve(capacity)
        multiCount = 0
        cellScores.reserve(capacity * groupCount)
        blockHits.reserve(PostingList.blockSize)
        blockHitSlots.reserve(PostingList.blockSize)
        cellKeys.reserve(capacity * groupCount)
        cellInfo.reserve(capacity * groupCount)
        var slots = SlotColumns(docs: slotDocs.pointer, lengths: slotLengths.pointer, flags: slotFlags.pointer,
                                matches: slotMatches.pointer, multi: multiSlots.pointer, scores: cellScores.pointer,
                                keys: cellKeys.pointer, info: cellInfo.pointer, groupCount: groupCount)
        defer {
            slotCount = slots.count
            multiCount = slots.multiCount
        }
        if gathered {
            shortcuts.slotsGathered += 1
            try createFromGathered(plan, groups: creating, model: model, capacity: capacity, into: &slots)
        }
        let docs = slots.docs
        for group in creating + (0..<groupCount).filter({ !creating.contains($0) }) {
            let creates = creating.contains(group)
            if creates, gathered { continue }
            let count = slots.count
            if !creates, count == 0 { break }
            for (position, alternative) in plan.groups[group].alternatives.enumerated() {
                let weight = model.alternativeWeights[group][position]
                let allowFirst = model.firstWordAllowed[group][position]
                let tag = UInt8(position + 1)
                try openList(alternative.term)
                var next = 0
                for block in 0..<cursor.blockCount {
                    // An updating word's block holding no candidate changes nothing: not read.
                    if !creates, let header = cursor.header(block) {
                        let first = block == 0 ? 0 : (cursor.header(block - 1)?.lastDoc ?? 0) &+ 1
                        next = Self.firstCandidate(docs, atLeast: first, from: next, count: count)
                        if next == count { break }
                        if docs[next] > header.lastDoc {
                            shortcuts.blocksSkipped += 1
                            continue
                        }
                    }
                    let loaded = load(alternative.term, block: block)
                    guard loaded > 0 else { break }
                    let blockDocs = cursor.docs, blockFlags = cursor.flags, features = cursor.features
                    if creates {
                        // The one creating list: each product once, in order, a new slot if admitted.
                        touchFeatures(of: blockDocs, count: loaded, in: features)
                        for entry in 0..<loaded {
                            let offset = Int(blockDocs[entry]) &* ProductFeatures.size
                            let flags = blockFlags[entry] | features[offset &+ 1] & ProductFeatures.productFlags
                            let length = features[offset]
                            guard model.admits(flags) else { continue }
                            guard slots.count < capacity else { throw index.corruptPostings(alternative.term) }
                            let slot = slots.create(blockDocs[entry], length: length, flags: flags)
                            slots.offer(slot: slot, group: group, tag: tag, flags: flags, allowFirst: allowFirst,
                                        contribution: model.contribution(weight: weight, flags: flags, lengths: length),
                                        factor: model.postingFactor(flags: flags, lengths: length, firstWordAllowed: allowFirst))
                        }
                        continue
                    }
                    // An updating word's block is merged with the slots; only candidates' postings
                    // are looked at, and a candidate's product bits and lengths are in its slot.
                    let hits = blockHits.pointer, hitSlots = blockHitSlots.pointer
                    let entries = Self.mergeCandidates(docs, from: &next, count: count, with: blockDocs,
                                                       loaded: loaded, hits: hits, hitSlots: hitSlots)
                    for step in 0..<entries {
                        let slot = Int(hitSlots[step])
                        let flags = blockFlags[Int(hits[step])] | slots.flags[slot] & ProductFeatures.productFlags
                        let length = slots.lengths[slot]
                        slots.offer(slot: slot, group: group, tag: tag, flags: flags, allowFirst: allowFirst,
                                    contribution: model.contribution(weight: weight, flags: flags, lengths: length),
                                    factor: model.postingFactor(flags: flags, lengths: length, firstWordAllowed: allowFirst))
                    }
                }
                try finish(alternative.term)
            }
        }
    }

    /// Creates the slots of the creating `groups`, whose lists may list the same product: every
    /// posting of theirs is gathered as (product << 32 | group << 16 | alternative << 8 | flags),
    /// sorted (a few sorted runs: about linear), and taken in product order, so a product's
    /// postings are consecutive and its slot is the last one made. Within a product and group the
    /// alternatives come in plan order, as reading the lists one after another takes them (the
    /// first of equal keys wins); groups fill cells of their own, so their order changes nothing.
    private func createFromGathered(_ plan: QueryPlan, groups: [Int], model: ScoringModel, capacity: Int,
                                    into slots: inout SlotColumns) throws(IndexError) {
        let room = groups.reduce(0) { total, group in
            plan.groups[group].alternatives.reduce(total) { $0 + index.documentFrequency($1.term) }
        }
        gatheredPostings.reserve(room)
        let postings = gatheredPostings.pointer
        var total = 0
        for group in groups {
            for (position, alternative) in plan.groups[group].alternatives.enumerated() {
                try openList(alternative.term)
                let tag = UInt64(group) << 16 | UInt64(position) << 8
                for block in 0..<cursor.blockCount {
                    let loaded = load(alternative.term, block: block)
                    guard loaded > 0 else { break }
                    guard total + loaded <= room else { throw index.corruptPostings(alternative.term) }
                    let blockDocs = cursor.docs, blockFlags = cursor.flags
                    for entry in 0..<loaded {
                        postings[total &+ entry] = UInt64(blockDocs[entry]) << 32 | tag | UInt64(blockFlags[entry])
                    }
                    total += loaded
                }
                try finish(alternative.term)
            }
        }
        var buffer = UnsafeMutableBufferPointer(start: postings, count: total)
        buffer.sort()
        let features = cursor.features
        var current = UInt32.max
        var slot = -1
        for at in 0..<total {
            let posting = postings[at]
            let doc = UInt32(truncatingIfNeeded: posting >> 32)
            let group = Int(truncatingIfNeeded: posting >> 16 & 0xFF)
            let position = Int(truncatingIfNeeded: posting >> 8 & 0xFF)
            let postingFlags = UInt8(truncatingIfNeeded: posting)
            if doc != current {
                current = doc
                slot = -1
            }
            let flags: UInt8
            let length: UInt8
            if slot >= 0 {
                flags = postingFlags | slots.flags[slot] & ProductFeatures.productFlags
                length = slots.lengths[slot]
            } else {
                let term = plan.groups[group].alternatives[position].term
                let offset = Int(doc) &* ProductFeatures.size
                guard offset &+ 1 < features.count else { throw index.corruptPostings(term) }
                flags = postingFlags | features[offset &+ 1] & ProductFeatures.productFlags
                length = features[offset]
                guard model.admits(flags) else { continue }
                guard slots.count < capacity else { throw index.corruptPostings(term) }
                slot = slots.create(doc, length: length, flags: flags)
            }
            let allowFirst = model.firstWordAllowed[group][position]
            let weight = model.alternativeWeights[group][position]
            slots.offer(slot: slot, group: group, tag: UInt8(position + 1), flags: flags, allowFirst: allowFirst,
                        contribution: model.contribution(weight: weight, flags: flags, lengths: length),
                        factor: model.postingFactor(flags: flags, lengths: length, firstWordAllowed: allowFirst))
        }
    }

    /// Reads the features byte of each of a decoded block's `count` products before the block is
    /// scored: those reads are independent of each other, so their cache misses overlap, and the
    /// scoring loop that follows (whose reads wait on its own work) finds them cached.
    @inline(__always)
    private func touchFeatures(of docs: UnsafeMutablePointer<UInt32>, count: Int, in features: UnsafeRawBufferPointer) {
        var sum: UInt8 = 0
        for entry in 0..<count {
            let offset = Int(docs[entry]) &* ProductFeatures.size
            if offset < features.count { sum &+= features[offset] }
        }
        touchSum &+= sum
    }

    /// Merges one decoded block (`loaded` > 0 postings in product order) with the candidates
    /// (the slots' products, ascending, so a candidate's position is its slot) from `next` on:
    /// writes the block position and slot of each candidate the block lists to `hits` and
    /// `hitSlots`, leaves `next` at the first candidate past the block's last product, and
    /// returns how many it wrote.
    ///
    /// Walks the postings and gallops over the candidates between them, so a short list merged
    /// with many candidates (a word's rare completion against a common word's products) costs
    /// its postings times a logarithm, not the candidates. The innermost loop of an updating
    /// word, kept apart from `accumulate` so its few values stay in registers.
    @inline(never)
    private static func mergeCandidates(
        _ candidates: UnsafeMutablePointer<UInt32>, from next: inout Int, count: Int, with blockDocs: UnsafeMutablePointer<UInt32>,
        loaded: Int, hits: UnsafeMutablePointer<Int32>, hitSlots: UnsafeMutablePointer<Int32>) -> Int {
        var entries = 0
        var at = next
        for position in 0..<loaded {
            let doc = blockDocs[position]
            at = firstCandidate(candidates, atLeast: doc, from: at, count: count)
            if at == count { break }
            if candidates[at] == doc {
                hits[entries] = Int32(truncatingIfNeeded: position)
                hitSlots[entries] = Int32(truncatingIfNeeded: at)
                entries &+= 1
                at &+= 1
            }
        }
        next = at
        return entries
    }

    /// The first position from `start` (below `count`) whose product is `doc` or later, or
    /// `count`: one comparison when it is `start`, else a gallop then a binary search, so passing
    /// over `n` candidates costs about 2 log n comparisons.
    @inline(__always)
    private static func firstCandidate(_ candidates: UnsafeMutablePointer<UInt32>, atLeast doc: UInt32,
                                       from start: Int, count: Int) -> Int {
        guard start < count, candidates[start] < doc else { return start }
        var low = start
        var step = 1
        var high = start &+ 1
        while high < count, candidates[high] < doc {
            low = high
            step &<<= 1
            high = low &+ step
        }
        if high > count { high = count }
        // The answer is in low + 1 ... high: doc(low) < doc, and doc(high) >= doc or high == count.
        low &+= 1
        while low < high {
            let middle = (low &+ high) >> 1
            if candidates[middle] < doc { low = middle &+ 1 } else { high = middle }
        }
        return low
    }

    /// The best `pool` slots by score before popularity, best first. Slots matching two or more
    /// groups are ranked first; when their `pool` best all beat the most a one-group match can
    /// score, the slots matching one group (most of them, for two common words) are never scored.
    private func topSlots(model: ScoringModel, pool: Int) -> [(score: Double, id: UInt32)] {
        if !exhaustive, multiCount >= pool, model.groupCount > 1 {
            var heap = TopK(capacity: pool)
            for position in 0..<multiCount { insert(slot: Int(multiSlots.pointer[position]), model: model, into: &heap) }
            let best = heap.sorted()
            if let weakest = best.last, weakest.score > model.singleMatchBound() {
                shortcuts.singleMatchesSkipped += 1
                return best
            }
        }
        var heap = TopK(capacity: pool)
        for slot in 0..<slotCount { insert(slot: slot, model: model, into: &heap) }
        return heap.sorted()
    }

    /// Scores one slot and offers it to the heap.
    @inline(__always)
    private func insert(slot: Int, model: ScoringModel, into heap: inout TopK) {
        let groupCount = model.groupCount
        let scores = cellScores.pointer, info = cellInfo.pointer
        var bm25 = 0.0
        var matched = 0
        var head = 0
        var first = false
        let base = slot * groupCount
        for cell in base..<(base + groupCount) where scores[cell] > 0 {
            bm25 += Double(scores[cell])
            matched += 1
            if info[cell] & 0x80 != 0 { head += 1 }
            if info[cell] & 0x40 != 0 { first = true }
        }
        let lengths = slotLengths.pointer[slot]
        let score = model.fastScore(bm25: bm25, matched: matched, headMatches: head, headLength: Int(lengths >> 5),
                                    firstWord: first, flags: slotFlags.pointer[slot])
        heap.insert(score: score, id: slotDocs.pointer[slot])
    }

    // MARK: Explanation

    private func explain(_ docID: UInt32, plan: QueryPlan, model: ScoringModel, k1: Double, b: Double, popularity: UInt8,
                         spelling: Double) -> Explanation? {
        let slot = Self.firstCandidate(slotDocs.pointer, atLeast: docID, from: 0, count: slotCount)
        guard slot < slotCount, slotDocs.pointer[slot] == docID else { return nil }
        let groupCount = plan.groups.count
        var terms: [Explanation.TermContribution] = []
        var contributions: [Float] = []
        var head = 0
        var first = false
        let length = Int(slotLengths.pointer[slot] & 31)
        for (group, entry) in plan.groups.enumerated() {
            let cell = slot * groupCount + group
            let byte = cellInfo.pointer[cell]
            contributions.append(cellScores.pointer[cell])
            guard byte & 0x3F > 0 else { continue }
            if byte & 0x80 != 0 { head += 1 }
            if byte & 0x40 != 0 { first = true }
            let alternative = entry.alternatives[Int(byte & 0x3F) - 1]
            var tf = 1
            var inName = true
            try? index.forEachPosting(alternative.term) { posting in
                if posting.docID == docID {
                    tf = posting.flags.frequency
                    inName = posting.flags.contains(.inName)
                }
            }
            let norm = BM25.normalizedTF(Double(tf), length: Double(max(length, 1)), averageLength: index.averageLength, k1: k1, b: b)
            terms.append(.init(queryTerm: entry.queryTerm, matchedTerm: index.term(at: alternative.term) ?? "?",
                               match: alternative.kind.label, idf: alternative.idf, termFrequency: tf, length: length,
                               lengthNormalizedTF: norm, weight: alternative.weight * (inName ? 1 : Ranking.brandOnlyWeight),
                               score: Double(cellScores.pointer[cell])))
        }
        var (score, bm25, factors) = model.score(contributions: contributions, headMatches: head,
                                                 headLength: Int(slotLengths.pointer[slot] >> 5), firstWord: first,
                                                 flags: slotFlags.pointer[slot])
        if popularity > 0 {
            let factor = 1 + Double(popularity) / Ranking.popularityScale
            factors.append(("popularity", factor))
            score *= factor
        }
        if spelling != 1 {
            factors.append(("typed spelling", spelling))
            score *= spelling
        }
        return Explanation(terms: terms, bm25: bm25, factors: factors, finalScore: score)
    }
}

extension ProductIndex {
    /// Runs one query with a fresh `Searcher` (use a `Searcher` directly for many queries).
    public func search(_ query: String, options: SearchOptions = SearchOptions()) throws(IndexError) -> [SearchHit] {
        try Searcher(index: self).search(query, options: options)
    }
}

/// The per-candidate arrays of one `accumulate`, as pointers for its hot loops: a slot's product,
/// lengths byte, product flags and count of matched groups, the slots matching two or more
/// groups in the order they got there, and per slot and group the chosen alternative's
/// contribution, choice key and info byte.
private struct SlotColumns {
    let docs: UnsafeMutablePointer<UInt32>
    let lengths: UnsafeMutablePointer<UInt8>
    let flags: UnsafeMutablePointer<UInt8>
    let matches: UnsafeMutablePointer<UInt8>
    let multi: UnsafeMutablePointer<Int32>
    let scores: UnsafeMutablePointer<Float>
    let keys: UnsafeMutablePointer<Float>
    let info: UnsafeMutablePointer<UInt8>
    let groupCount: Int
    /// Slots made, and slots matching two or more groups.
    private(set) var count = 0
    private(set) var multiCount = 0

    init(docs: UnsafeMutablePointer<UInt32>, lengths: UnsafeMutablePointer<UInt8>, flags: UnsafeMutablePointer<UInt8>,
         matches: UnsafeMutablePointer<UInt8>, multi: UnsafeMutablePointer<Int32>, scores: UnsafeMutablePointer<Float>,
         keys: UnsafeMutablePointer<Float>, info: UnsafeMutablePointer<UInt8>, groupCount: Int) {
        self.docs = docs
        self.lengths = lengths
        self.flags = flags
        self.matches = matches
        self.multi = multi
        self.scores = scores
        self.keys = keys
        self.info = info
        self.groupCount = groupCount
    }

    /// Makes the next slot, for `doc`, with no group matched yet (the caller checked there is room).
    @inline(__always)
    mutating func create(_ doc: UInt32, length: UInt8, flags productFlags: UInt8) -> Int {
        let slot = count
        docs[slot] = doc
        lengths[slot] = length
        flags[slot] = productFlags
        matches[slot] = 0
        let base = slot &* groupCount
        for cell in base..<(base &+ groupCount) {
            scores[cell] = 0
            keys[cell] = 0
            info[cell] = 0
        }
        count &+= 1
        return slot
    }

    /// Records a posting of `group`'s alternative `tag` - 1 for `slot` when its choice key
    /// (contribution × factor) beats the group's best so far for that slot.
    @inline(__always)
    mutating func offer(slot: Int, group: Int, tag: UInt8, flags postingFlags: UInt8, allowFirst: Bool,
                        contribution: Float, factor: Float) {
        let key = contribution * factor
        let cell = slot &* groupCount &+ group
        guard key > keys[cell] else { return }
        if scores[cell] == 0, contribution > 0 {
            matches[slot] &+= 1
            if matches[slot] == 2 {
                multi[multiCount] = Int32(truncatingIfNeeded: slot)
                multiCount &+= 1
            }
        }
        keys[cell] = key
        scores[cell] = contribution
        var byte = tag
        if allowFirst, postingFlags & Posting.Flags.firstWord.rawValue != 0 { byte |= 0x40 }
        if postingFlags & Posting.Flags.inHead.rawValue != 0 { byte |= 0x80 }
        info[cell] = byte
    }
}
