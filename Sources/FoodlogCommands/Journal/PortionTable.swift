import FoodIndex
import FoodJournal
import FoodlogSupport

/// USDA SR28 household portions (`portions.tsv` beside the embedded index, made by
/// `IndexData/source/make-portions.py`): what plain-word logging weighs a cup, a slice or one item
/// of the food it chose with. A food SR28 does not name itself (most survey foods, "Broccoli,
/// cooked, NS as to fat") borrows the portions of the SR28 food whose name holds all of its words
/// and the fewest others ("Broccoli, cooked, boiled, drained, without salt"), starting with the
/// same word. A missing or unreadable file is an empty table: weights then come from the household
/// table and serving sizes, as before the file existed. The file is read on the first question
/// (`add "2 eggs"` never reads it), and the words of its names are indexed on the first food
/// that has no portions of its own.
final class PortionTable: PortionSource, @unchecked Sendable {
    /// The file's name, in an index directory.
    static let fileName = "portions.tsv"
    /// Far above the committed file (about 0.5 MB); a larger file is not read.
    static let sizeLimit = 8 << 20

    /// The file's text, until it is parsed.
    private var load: (() -> String)?
    private var portionsByName: [String: [FoodPortion]] = [:]
    /// The names in file order, until their words are indexed.
    private var pendingNames: [String] = []
    /// Each named food's words (without neutral ones), for borrowing.
    private var names: [(name: String, words: Set<String>, head: String, kind: Set<String>)] = []
    /// Indexes into `names` by their first word, and by every word.
    private var namesByHead: [String: [Int]] = [:]
    private var namesByWord: [String: [Int]] = [:]
    /// What each food without portions of its own borrowed, once worked out.
    private var borrowed: [String: [FoodPortion]] = [:]

    /// The table beside `directory`'s index, else the installed or the embedded one's.
    static func open(indexDirectory directory: String) -> PortionTable {
        for candidate in [directory] + [IndexLocation.installedDirectory].compactMap({ $0 }) + [IndexLocation.embeddedDirectory] {
            let path = PathString.join(candidate, fileName)
            if PathString.exists(path) {
                return PortionTable { CappedFile.read(path, limit: sizeLimit).bytes.map { String(decoding: $0, as: UTF8.self) } ?? "" }
            }
        }
        return PortionTable(text: "")
    }

    /// A table whose text `load` reads when first asked.
    init(loading load: @escaping () -> String) { self.load = load }

    /// The table the `add` command's index would use (`FOODLOG_INDEX`, the user's, the embedded one).
    static func open(_ context: CommandContext) -> PortionTable {
        open(indexDirectory: IndexLocation.resolve(option: nil, environment: context.environment, paths: context.paths).directory)
    }

    /// Parses `name TAB unit TAB size TAB grams` lines; lines that do not fit are skipped.
    convenience init(text: String) {
        self.init(loading: { text })
    }

    private func parse(_ text: String) {
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 4, let unit = FoodUnit(rawValue: String(fields[1])),
                  let grams = DecimalText.parse(String(fields[3])), grams > 0, grams < 10_000 else { continue }
            let name = String(fields[0]).lowercased()
            if portionsByName[name] == nil { pendingNames.append(name) }
            portionsByName[name, default: []].append(FoodPortion(unit: unit, size: fields[2].isEmpty ? nil : String(fields[2]), grams: grams))
        }
    }

    private func indexNames() {
        for name in pendingNames {
            let words = PortionTable.words(name)
            guard let head = PortionTable.head(name) else { continue }
            namesByHead[head, default: []].append(names.count)
            for word in words { namesByWord[word, default: []].append(names.count) }
            names.append((name, words, head, PortionTable.kindWords(name)))
        }
        pendingNames = []
    }

    func portions(ofFoodNamed name: String) -> [FoodPortion] {
        if let load {
            self.load = nil
            parse(load())
        }
        let key = name.lowercased()
        if let own = portionsByName[key] ?? borrowed[key] { return own }
        if !pendingNames.isEmpty { indexNames() }
        let found = borrow(key)
        borrowed[key] = found
        return found
    }

    private func borrow(_ key: String) -> [FoodPortion] {
        let wanted = PortionTable.words(key)
        guard let head = PortionTable.head(key), !wanted.isEmpty else { return [] }
        // Same first word first ("Pie, apple" from "Pie, apple, prepared from recipe"); else any
        // name with all the words and at most two more ("Trail mix" from "Snacks, trail mix, regular").
        if let found = closest(among: namesByHead[head] ?? [], wanted: wanted, maximumExtra: Int.max) { return found }
        let rarest = wanted.min { (namesByWord[$0]?.count ?? 0) < (namesByWord[$1]?.count ?? 0) }
        return closest(among: rarest.flatMap { namesByWord[$0] } ?? [], wanted: wanted, maximumExtra: 2) ?? []
    }

    /// The portions of every name holding all of `wanted`, closest name first, so that a unit
    /// the closest food lacks comes from the next ("Sweet potato, frozen, cooked, baked" has cups
    /// only; "Sweet potato, cooked, baked in skin" a medium one).
    private func closest(among indexes: [Int], wanted: Set<String>, maximumExtra: Int) -> [FoodPortion]? {
        // A name whose first part makes it another food ("Corn pudding") is not a donor for corn.
        let found = indexes.filter {
            wanted.isSubset(of: names[$0].words) && names[$0].words.count - wanted.count <= maximumExtra
                && names[$0].kind.subtracting(wanted).isDisjoint(with: PhraseWords.otherFood)
        }
            .sorted { (names[$0].words.count, $0) < (names[$1].words.count, $1) }
        return found.isEmpty ? nil : found.flatMap { portionsByName[names[$0].name] ?? [] }
    }

    /// Words that say nothing about which food or which state it is in.
    static let neutral: Set<String> = [
        "nfs", "ns", "as", "to", "type", "of", "and", "or", "in", "the", "a", "with", "without", "salt", "added", "no", "fat",
        "made", "from", "commercially", "home", "recipe", "restaurant", "enriched", "unenriched", "regular",
        "plain", "raw", "fresh", "whole", "further", "specified", "eaten", "not", "on", "all", "variety", "varieties", "usda",
        "commodity", "solid", "liquid", "drained", "ready", "serve", "heat", "snack", "nf", "cafe",
    ]

    /// Ways of cooking that leave a food's portions alike: a cup of steamed broccoli weighs as
    /// much as a cup of boiled broccoli.
    static let cooked: Set<String> = ["cooked", "steamed", "boiled", "baked", "roasted", "grilled", "broiled", "stewed", "braised", "sauteed",
                                      "prepared"]

    static func words(_ name: String) -> Set<String> {
        Set(name.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { word -> String in
            let singular = PlainWordsParser.singular(String(word))
            return cooked.contains(singular) ? "cooked" : singular
        }).subtracting(neutral)
    }

    /// The words of the name's first part up to "with": what kind of food it is.
    static func kindWords(_ name: String) -> Set<String> {
        let first = name.split(separator: ",").first.map(String.init) ?? name
        let kind = first.split(separator: " with ").first.map(String.init) ?? first
        return words(kind)
    }

    /// The first word, singular: "Croissants, butter" is a croissant.
    static func head(_ name: String) -> String? {
        name.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).first.map { PlainWordsParser.singular(String($0)) }
    }
}
