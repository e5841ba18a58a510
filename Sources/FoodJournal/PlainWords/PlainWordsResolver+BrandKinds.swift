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
        (["dorito"], ["tortilla", "chip"]), (["lay"], ["potato", "chip"]), (["tostito"], ["tortilla", "chip"]),
        // Drinks.
        (["core", "power"], ["protein", "shake"]), (["glucerna"], ["nutritional", "shake"]), (["ensure"], ["nutritional", "shake"]),
        (["boost", "high"], ["nutritional", "shake"]), (["boost", "plus"], ["nutritional", "shake"]),
        (["boost", "nutritional"], ["nutritional", "shake"]), (["jamba"], ["smoothie"]), (["white", "claw"], ["hard", "seltzer"]),
        (["pbr"], ["beer"]), (["corona"], ["beer"]), (["heineken"], ["beer"]), (["modelo"], ["beer"]), (["stella"], ["beer"]),
        (["budweiser"], ["beer"]), (["fireball"], ["liqueur"]),
        // Chocolate.
        (["cadbury"], ["chocolate"]),
        // Meat made of plants: a Quorn nugget or a Beyond sausage is the meatless one.
        (["quorn"], ["meatless"]), (["gardein"], ["meatless"]), (["morningstar"], ["meatless"]), (["morning", "star"], ["meatless"]),
        (["tofurky"], ["meatless"]), (["beyond"], ["meatless"]), (["field", "roast"], ["meatless"]),
        // Breads.
        (["dave", "killer"], ["whole", "wheat", "bread"]),
    ]

    /// The brand `item` says (`brandKinds`), where its words start, and the kind of food it makes.
    static func saidBrand(_ item: ParsedItem) -> (words: [String], brand: [String], kind: [String], start: Int)? {
        let words = item.food.split(separator: " ").map(String.init)
        guard let (index, start) = PlainWordsParser.firstSaid(brandKinds.map(\.brand), in: words) else { return nil }
        return (words, brandKinds[index].brand, brandKinds[index].kind, start)
    }

    /// `item` said by a brand with the kind of food it makes said last ("yoplait light strawberry
    /// yogurt", "clif chocolate chip bar"), or nil when it says no brand.
    static func brandKinded(_ item: ParsedItem) -> ParsedItem? {
        guard let said = saidBrand(item) else { return nil }
        var kinded = item
        kinded.food = (said.words.filter { !said.kind.contains($0) } + said.kind).joined(separator: " ")
        return kinded
    }

    /// `item` without the words of the brand it says but for the kind of food it makes ("triple
    /// zero vanilla greek yogurt"), or nil when that leaves it unchanged or the kind alone.
    static func withoutBrand(_ item: ParsedItem) -> ParsedItem? {
        guard let said = saidBrand(item) else { return nil }
        var kept = said.words
        kept.removeSubrange(said.start..<(said.start + said.brand.count))
        kept = kept.filter { !said.kind.contains($0) } + said.kind
        guard kept != said.words, kept != said.kind else { return nil }
        var plain = item
        plain.food = kept.joined(separator: " ")
        return plain
    }

    /// The kind of food the brand `item` says makes, said alone ("hard seltzer" for "white claw black
    /// cherry", whose flavour the index does not name), or nil when it says no brand or the kind
    /// is a family too wide to stand for it (a bar, a bread).
    static func brandKindAlone(_ item: ParsedItem) -> ParsedItem? {
        guard let said = saidBrand(item), said.kind.count > 1 || !familyWords.contains(said.kind[0]) && said.kind != ["meatless"]
        else { return nil }
        var plain = item
        plain.food = said.kind.joined(separator: " ")
        return plain
    }

    /// Whether `name` holds the first word of the brand `item` says: the brand's own food ("PRINGLES").
    static func brandNamed(_ name: String, in item: ParsedItem) -> Bool {
        saidBrand(item).map { name.lowercased().contains($0.brand[0]) } ?? false
    }
}
