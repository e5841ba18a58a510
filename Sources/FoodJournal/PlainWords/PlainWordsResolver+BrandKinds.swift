/// Brands said for the kind of food they make: "yoplait light strawberry" is a yogurt, "clif bar
/// chocolate chip" a bar, "2 slices digiorno pepperoni" a pizza. People name the brand and the
/// flavour and leave out the food; the index names the food, often last, after the brand.
extension PlainWordsResolver {
    /// A brand, as its words are read (singular, "dave's" as "dave"), and the kind of food it makes.
    static let brandKinds: [(brand: [String], kind: [String])] = [
        // Yogurts.
        (["yoplait"], ["yogurt"]), (["oiko"], ["greek", "yogurt"]), (["oikos"], ["greek", "yogurt"]),
        (["chobani"], ["greek", "yogurt"]), (["fage"], ["greek", "yogurt"]), (["siggi"], ["yogurt"]),
        (["activia"], ["yogurt"]),
        // Bars.
        (["clif"], ["bar"]), (["larabar"], ["bar"]), (["quest", "bar"], ["protein", "bar"]),
        (["rxbar"], ["protein", "bar"]), (["luna", "bar"], ["bar"]),
        // Frozen pizzas.
        (["digiorno"], ["pizza"]), (["totino"], ["pizza"]), (["totinos"], ["pizza"]), (["red", "baron"], ["pizza"]),
        (["tombstone"], ["pizza"]),
        // Crisps.
        (["dorito"], ["tortilla", "chip"]), (["tostito"], ["tortilla", "chip"]),
        // Drinks.
        (["core", "power"], ["protein", "shake"]), (["glucerna"], ["nutritional", "shake"]), (["ensure"], ["nutritional", "shake"]),
        (["boost", "high"], ["nutritional", "shake"]), (["boost", "plus"], ["nutritional", "shake"]),
        (["boost", "nutritional"], ["nutritional", "shake"]), (["pbr"], ["beer"]), (["jamba"], ["smoothie"]), (["corona"], ["beer"]), (["heineken"], ["beer"]),
        (["modelo"], ["beer"]), (["stella"], ["beer"]), (["budweiser"], ["beer"]), (["white", "claw"], ["hard", "seltzer"]),
        // Breads.
        (["dave", "killer"], ["whole", "wheat", "bread"]),
    ]

    /// `item` said by a brand (`brandKinds`) with the kind of food it makes said last ("yoplait light
    /// strawberry yogurt", "clif chocolate chip bar"), or nil when it says no brand.
    static func brandKinded(_ item: ParsedItem) -> ParsedItem? {
        let words = item.food.split(separator: " ").map(String.init)
        guard let (_, kind) = brandKinds.first(where: { brand, _ in
            words.indices.contains { words[$0...].starts(with: brand) }
        }) else { return nil }
        var kinded = item
        kinded.food = (words.filter { !kind.contains($0) } + kind).joined(separator: " ")
        return kinded
    }

    /// `item` without the words of the brand it says (`brandKinds`) but for the kind of food it
    /// makes ("triple zero vanilla greek yogurt"), or nil when that leaves it unchanged.
    static func withoutBrand(_ item: ParsedItem) -> ParsedItem? {
        let words = item.food.split(separator: " ").map(String.init)
        guard let (brand, kind) = brandKinds.first(where: { brand, _ in
            words.indices.contains { words[$0...].starts(with: brand) }
        }), let start = words.indices.first(where: { words[$0...].starts(with: brand) }) else { return nil }
        var kept = words
        kept.removeSubrange(start..<(start + brand.count))
        kept = kept.filter { !kind.contains($0) } + kind
        guard kept != words, kept != kind else { return nil }
        var plain = item
        plain.food = kept.joined(separator: " ")
        return plain
    }

    /// The kind of food the brand `item` says makes, said alone ("hard seltzer" for "white claw black
    /// cherry", whose flavour the index does not name), or nil when it says no brand or the kind
    /// is a family too wide to stand for it (a bar, a bread).
    static func brandKindAlone(_ item: ParsedItem) -> ParsedItem? {
        let words = item.food.split(separator: " ").map(String.init)
        guard let (_, kind) = brandKinds.first(where: { brand, _ in words.indices.contains { words[$0...].starts(with: brand) } }),
              kind.count > 1 || !familyWords.contains(kind[0]) else { return nil }
        var plain = item
        plain.food = kind.joined(separator: " ")
        return plain
    }

    /// Whether `name` holds the first word of a brand `item` says (`brandKinds`): the brand's own food.
    static func brandNamed(_ name: String, in item: ParsedItem) -> Bool {
        let words = item.food.split(separator: " ").map(String.init)
        guard let (brand, _) = brandKinds.first(where: { brand, _ in words.indices.contains { words[$0...].starts(with: brand) } })
        else { return false }
        return name.lowercased().contains(brand[0])
    }
}
