import FoodlogSupport

/// What the re-rank takes from its candidates' names and brands (tier, phrase, repeat identity,
/// typed-spelling factor), worked out once per distinct name and brand of one query.
///
/// Open Food Facts lists the same product many times over (`RerankOrder`): in the benchmark's
/// queries half the names the re-rank reads repeat one read before in the same query, and the
/// brands it reads for a missing word are nearly all the same few. Everything taken from a name
/// depends on its text alone, and a brand only adds the query words it holds, so a repeat is
/// answered from this table without decoding, splitting or comparing its words again. Names
/// are told apart by their symbol codes (the same text always encodes to the same codes; a text
/// met under other codes is only worked out twice). The record is still read (and checked) for
/// every candidate: only the work on its text is shared.
struct NameReadings {
    /// What one name gives.
    struct Reading {
        /// `MatchTiers.identity(of:)` of its words.
        var identity: Int
        /// The query words the name alone holds.
        var findings: MatchTiers.Findings
        /// Whether its words hold the query as a phrase; nil until a tier above `.partial` asks.
        var phrase: Bool?
        /// `TypedSpelling.factor(words:)` of its words.
        var spelling: Double
    }

    /// A candidate's tier, phrase, identity and typed-spelling factor (`MatchTiers.assess`).
    struct Assessment {
        var tier: MatchTier
        var phrase: Bool
        var identity: Int
        var spelling: Double
    }

    let tiers: MatchTiers
    let spelling: TypedSpelling
    /// The readings so far, found by the FNV-1a hash of the name's codes; the codes (in the
    /// index's mapping, which outlives a query) are kept to tell a collision, which is not stored.
    private var names = IntegerMap<(codes: UnsafeRawBufferPointer, reading: Reading)>(minimumCapacity: Ranking.rerankReads)
    private var brands = IntegerMap<MatchTiers.Findings>()
    /// One array for the words of every name and brand split.
    private var words: [String] = []

    init(tiers: MatchTiers, spelling: TypedSpelling) {
        self.tiers = tiers
        self.spelling = spelling
        words.reserveCapacity(16)
    }

    /// What `tiers.assess(nameWords:brandWords:generic:)` and `spelling.factor(words:)` give for
    /// a product whose name has symbol codes `codes` and whose brand is dictionary text
    /// `brandText`: the name is decoded (`name` called) the first time its codes are met, and the
    /// brand looked at (`brand` called, once per distinct brand) only when the name lacks a query word.
    mutating func assess(codes: UnsafeRawBufferPointer, brandText: UInt64, generic: Bool,
                         name: () throws(IndexError) -> String,
                         brand: () throws(IndexError) -> String?) throws(IndexError) -> Assessment {
        let key = Self.key(codes)
        var reading = try read(codes, key: key, name)
        var findings = reading.findings
        var tier = tiers.tier(of: findings)
        if tier == .partial, tiers.top != .partial {
            // The tier needs only whether every bit is set, so the brand's own findings joined to
            // the name's give the tier the name's taken on into the brand would.
            let held = try brandFindings(brandText, brand)
            findings.found |= held.found
            findings.spelled |= held.spelled
            tier = tiers.tier(of: findings)
        }
        var phrase = false
        if !tiers.phrase.isEmpty, tier != .partial {
            if generic {
                phrase = true
            } else if let known = reading.phrase {
                phrase = known
            } else {
                MatchTiers.words(of: try name(), into: &words)
                phrase = tiers.holdsPhrase(words[...])
                reading.phrase = phrase
                if let stored = names[key], Self.same(stored.codes, codes) { names.set((stored.codes, reading), for: key) }
            }
        }
        return Assessment(tier: tier, phrase: phrase, identity: reading.identity, spelling: reading.spelling)
    }

    /// The FNV-1a hash of `codes`.
    private static func key(_ codes: UnsafeRawBufferPointer) -> UInt64 { FNV1a.hash(codes) }

    /// Whether two code sequences hold the same bytes.
    private static func same(_ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }

    /// The reading of the name with `codes` (whose `key` it is), from the table or worked out
    /// from the decoded `name` and added to it (unless other codes hold its key).
    private mutating func read(_ codes: UnsafeRawBufferPointer, key: UInt64, _ name: () throws(IndexError) -> String) throws(IndexError) -> Reading {
        let known = names[key]
        if let known, Self.same(known.codes, codes) { return known.reading }
        MatchTiers.words(of: try name(), into: &words)
        var findings = MatchTiers.Findings()
        tiers.find(in: words, &findings)
        let phrase: Bool? = !tiers.phrase.isEmpty && tiers.tier(of: findings) != .partial ? tiers.holdsPhrase(words[...]) : nil
        let reading = Reading(identity: MatchTiers.identity(of: words), findings: findings, phrase: phrase,
                              spelling: spelling.isEmpty ? 1 : spelling.factor(words: words))
        if known == nil { names.set((codes, reading), for: key) }
        return reading
    }

    /// The query words brand text `id` holds, from the table or read with `text`.
    private mutating func brandFindings(_ id: UInt64, _ text: () throws(IndexError) -> String?) throws(IndexError) -> MatchTiers.Findings {
        if let known = brands[id] { return known }
        MatchTiers.words(of: try text() ?? "", into: &words)
        var findings = MatchTiers.Findings()
        tiers.find(in: words, &findings)
        brands.set(findings, for: id)
        return findings
    }
}
