import CLIKit
import FoodJournal
import FoodlogSupport

/// `foodlog add`: log food from manual numbers, a favorite, a search, a barcode, or plain words.
public enum AddCommand: Command {
    public static let spec = CommandSpec(
        path: ["add"], abstract: "log food: numbers, a favorite, a search, a barcode, or plain words",
        usage: "WORDS...|-", positionals: .dynamic("food"),
        options: JournalArguments.nutrientOptions + JournalArguments.amountOptions
            + [Options.fav, Options.pick, Options.interactive, Options.barcode] + Options.when.all + [Options.json, Options.quiet, HistorySetting.option]
            + NutrientOptions.entry.all,
        discussion: """
        Five ways to log, chosen by the options:
          foodlog add "protein bar" --kcal 210 --protein 20 --carbs 22 --fat 7   numbers you know (for the amount eaten;
                                                                                 also --fiber, --sodium, ... any nutrient)
          foodlog add --fav shake [--servings 2]                                 a favorite (or its name's start)
          foodlog add --barcode 3017620422003 [--grams 30 | --servings 2]        a product by barcode (one serving by default)
          foodlog add greek yogurt --grams 170 [--pick]                          the top search match, weighed
          foodlog add "2 eggs, 150g chicken breast and a cup of rice"             plain words, offline, no AI
          echo "a banana" | foodlog add -                                        the words from standard input
        Plain words understand g, kg, ml, l, oz, lb, fl oz, cup, tbsp, tsp, slice, piece, scoop, pint, shot,
        serving (or bag) and plain counts. A food said without an amount is one serving ("pad thai", "a tuna
        sandwich"); "with" joins two foods ("a bagel with cream cheese": the addition is a spread's tablespoon
        or two, a side's serving) unless the index names the combination. Cooking words (steamed, boiled,
        grilled, fried, baked) choose the cooked food. Weights come from the household table (a large egg is
        50 g), then usual portions by kind of food (a cup of cooked broccoli 156 g, a medium croissant
        57 g), then the product's serving, then a usual serving of the dish; a glass is 8 fl oz, a can or
        bottle of a drink 12 fl oz, a plate has no standard weight.
        A food is taken only when its name holds every word said and nothing that makes it another food (a
        seasoning, a juice, a powder are not what was named). If any item cannot be matched nothing is
        logged, and the message names the closest foods and how to log one (--grams, more words, or add -i);
        on a terminal you choose among them instead.
        Foods you logged before come first when they match every word (--no-history: the index alone).
        A barcode missing from the local index is looked up on Open Food Facts (cached; see 'foodlog product').
        Prints one line per entry with its id (for 'foodlog edit' and 'foodlog rm').
        """)

    enum Options {
        static let fav: Option<String?> = .text("fav", short: "f", value: "NAME", completion: .dynamic("fav"), help: "Log a saved favorite (see 'foodlog fav').")
        static let pick: Option<Bool> = .flag("pick", short: "p", help: "Choose among the search matches (needs a terminal).")
        static let interactive: Option<Bool> = .flag("interactive", short: "i", help: "Search as you type (on a terminal); Enter asks the amount and logs it, Esc cancels.")
        static let barcode: Option<String?> = .text("barcode", short: "b", value: "CODE", help: "Log a product by barcode: the local index, else Open Food Facts.")
        static let when = JournalArguments.WhenOptions(
            date: .text("date", short: "d", value: "D", help: "Day eaten: " + JournalArguments.dateHelp + "."),
            at: .text("at", value: "HH:MM", help: "Time eaten (24-hour clock; default now)."),
            meal: .choice("meal", short: "m", value: "MEAL", help: "breakfast, lunch, dinner or snack (default: from the time)."))
        static let json: Option<Bool> = .flag("json", help: "Print the logged entries as a JSON array.")
        static let quiet: Option<Bool> = .flag("quiet", short: "q", help: "Print nothing on success.")
    }

    /// Finds a product the local index does not have, by its barcode, or throws why it cannot.
    public typealias RemoteBarcodeLookup = (String) throws -> CatalogFood

    /// In `foodlog`: a barcode missing from the local index hands the whole command line to
    /// `foodlog-net`, which links the network code and runs `run(_:context:remote:)`.
    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        try run(arguments, context: context, remote: { _ in try Runner.handOff(to: "foodlog-net", context: context) })
    }

    /// `foodlog add` with the lookup of barcodes missing from the local index supplied by the caller.
    public static func run(_ arguments: ParsedArguments, context: CommandContext, remote: RemoteBarcodeLookup) throws -> ExitCode {
        try perform(arguments, context: context, catalog: { try historyFirst(try IndexCatalog.open(context), arguments: arguments, context: context) },
                    barcode: { try BarcodeEntry.food($0, context: context, remote: remote) }, portions: { UsualPortions() })
    }

    /// The index catalog with your foods first, unless `--no-history` or the config turns that off.
    static func historyFirst(_ catalog: IndexCatalog, arguments: ParsedArguments, context: CommandContext) throws -> FoodCatalog {
        guard try HistorySetting.enabled(arguments, context: context) else { return catalog }
        return HistoryFirstCatalog.over(catalog, journal: JournalArguments.journal(context), cachePath: HistoryLoader.cachePath(context.paths))
    }

    /// `run` with the food catalog, the barcode lookup and the portions injected (tests pass
    /// hand-written ones).
    static func perform(_ arguments: ParsedArguments, context: CommandContext, catalog: () throws -> FoodCatalog,
                        barcode: (String) throws -> CatalogFood = { throw AddError.unknownBarcode($0) },
                        portions: () -> PortionSource = { UsualPortions() }) throws -> ExitCode {
        let journal = JournalArguments.journal(context)
        let meal = arguments[Options.when.meal]
        let time = try JournalArguments.entryTime(arguments, Options.when, journal: journal, meal: meal)
        let words = arguments.positionals == ["-"] ? try StandardInput.phrase(limit: 4096)
            : arguments.positionals.joined(separator: " ").trimmingSpaces.description
        let grams = arguments[JournalArguments.grams]
        let servings = arguments[JournalArguments.servings]
        if grams != nil, servings != nil { throw ArgumentError.conflicting("--grams", "--servings") }
        // The first number given (`--kcal`, `--fiber`...), named when it conflicts with another way to log.
        let number = JournalArguments.givenNumber(arguments)
        let manual = number != nil

        var entries: [NewEntry]
        if let code = arguments[Options.barcode] {
            if let number { throw ArgumentError.conflicting("--barcode", number) }
            if arguments[Options.fav] != nil { throw ArgumentError.conflicting("--barcode", "--fav") }
            if arguments[Options.pick] { throw ArgumentError.conflicting("--barcode", "--pick") }
            if !words.isEmpty { throw arguments.unexpected(arguments.positionals[0]) }
            entries = [try BarcodeEntry.entry(try barcode(code), grams: grams, servings: servings, time: time, meal: meal)]
        } else if let name = arguments[Options.fav] {
            if let number { throw ArgumentError.conflicting("--fav", number) }
            if !words.isEmpty { throw arguments.unexpected(arguments.positionals[0]) }
            entries = [try favoriteEntry(name, grams: grams, servings: servings, time: time, meal: meal, journal: journal)]
        } else if manual {
            if arguments[Options.pick] { throw ArgumentError.conflicting("--pick", "--kcal") }
            guard !words.isEmpty else { throw arguments.missing("a name for the food, e.g. \"protein bar\"") }
            guard let kcal = arguments[JournalArguments.kcal] else {
                throw arguments.missing("--kcal N (energy is required with manual numbers)")
            }
            entries = [NewEntry(time: time, meal: meal, name: words, amount: Amount(grams: grams, servings: servings),
                                nutrients: Nutrients(kcal: kcal, protein: arguments[JournalArguments.protein],
                                                     carbs: arguments[JournalArguments.carbs],
                                                     fat: arguments[JournalArguments.fat],
                                                     details: NutrientOptions.entry.values(arguments)),
                                source: .manual)]
        } else if arguments[Options.interactive] {
            if let number { throw ArgumentError.conflicting("--interactive", number) }
            guard TerminalSession.available(context.console) else { throw TerminalSession.NeedsTerminal(command: "add") }
            entries = [try interactiveEntry(words, grams: grams, servings: servings, time: time, meal: meal, catalog: try catalog())]
        } else if grams != nil || servings != nil || arguments[Options.pick] {
            guard !words.isEmpty else { throw arguments.missing("search words, e.g. 'greek yogurt'") }
            entries = [try searchEntry(words, grams: grams, servings: servings, pick: arguments[Options.pick], time: time,
                                       meal: meal, catalog: try catalog(), context: context)]
        } else {
            guard !words.isEmpty else {
                throw arguments.missing("what you ate, e.g. foodlog add \"2 eggs and a slice of toast\"")
            }
            let terminal = context.console.stdinIsTerminal && context.console.stderrIsTerminal
            let ask: (([String], String) -> String?)? = terminal ? { menu, prompt in askOnTerminal(menu, prompt) } : nil
            entries = try plainWordEntries(words, time: time, meal: meal, catalog: try catalog(), portions: portions(), ask: ask)
        }

        var logged: [JournalEntry] = []
        for entry in entries { logged.append(try journal.add(entry)) }
        if arguments[Options.json] {
            context.print(JSONValue.array(logged.map(JournalRendering.json)).rendered())
        } else if !arguments[Options.quiet] {
            for entry in logged { context.print("logged " + JournalRendering.line(entry)) }
        }
        return .success
    }

    static func favoriteEntry(_ name: String, grams: Double?, servings: Double?, time: LocalTime, meal: Meal?,
                              journal: Journal) throws -> NewEntry {
        let favorite = try FavoriteNames.matching(name, in: journal)
        var amount = favorite.amount
        var factor = 1.0
        if let servings {
            factor = servings
            amount = Amount(grams: favorite.amount.grams.map { $0 * servings }, servings: (favorite.amount.servings ?? 1) * servings)
        } else if let grams {
            guard let base = favorite.amount.grams, base > 0 else {
                throw ArgumentError.invalidValue(option: "grams", value: JSONValue.format(grams),
                                                 expected: "--servings N, as favorite '\(favorite.name)' has no weight")
            }
            factor = grams / base
            amount = Amount(grams: grams, servings: favorite.amount.servings.map { $0 * factor })
        }
        return NewEntry(time: time, meal: meal, name: favorite.name, amount: amount, nutrients: favorite.nutrients.scaled(by: factor),
                        source: favorite.source, confidence: favorite.confidence, reference: favorite.reference)
    }

    static func searchEntry(_ query: String, grams: Double?, servings: Double?, pick: Bool, time: LocalTime, meal: Meal?,
                            catalog: FoodCatalog, context: CommandContext) throws -> NewEntry {
        if pick && !(context.console.stdinIsTerminal && context.console.stderrIsTerminal) {
            throw AddError.pickNeedsTerminal
        }
        let matches = try catalog.search(query, kind: nil, limit: pick ? 9 : 1)
        guard !matches.isEmpty else { throw AddError.noMatch(query: query) }
        let food = pick ? try choose(from: matches, ask: askOnTerminal) : matches[0]
        let weight: Double
        if let grams {
            weight = grams
        } else {
            guard let serving = food.servingGrams, serving > 0 else { throw AddError.noServingSize(name: food.name) }
            weight = serving * (servings ?? 1)
        }
        return NewEntry(time: time, meal: meal, name: food.name, amount: Amount(grams: weight, servings: servings),
                        nutrients: food.nutrients(grams: weight), source: food.kind == .generic ? .generic : .index,
                        reference: food.id)
    }

    /// `add -i`: choose a food as you type, then the amount (grams, or Enter for one serving).
    static func interactiveEntry(_ query: String, grams: Double?, servings: Double?, time: LocalTime, meal: Meal?,
                                 catalog: FoodCatalog) throws -> NewEntry {
        catalog.prepareForSession()
        let history = catalog as? HistoryFirstCatalog
        var picker = InteractivePicker<CatalogFood>(query: query, search: { try catalog.search($0, kind: nil, limit: 10) }, label: { food in
            "\(food.name)  \(JournalRendering.number(food.per100g.kcal)) kcal/100 g" + (history?.recentIDs.contains(food.id) == true ? "  [recent]" : "")
        })
        guard let food = TerminalSession.pick(&picker, prompt: "add: ") else { throw AddError.cancelled }
        var weight = grams ?? servings.flatMap { count in food.servingGrams.map { $0 * count } }
        var attempts = 0
        while weight == nil {
            attempts += 1
            guard attempts <= 3 else { throw AddError.cancelled }
            let serving = food.servingGrams.map { " (Enter for one serving, \(JournalRendering.number($0, places: 1)) g)" } ?? ""
            guard let answer = askOnTerminal([food.name], "grams\(serving): ").map({ String($0.trimmingSpaces) }) else { throw AddError.cancelled }
            if answer.isEmpty, let servingGrams = food.servingGrams, servingGrams > 0 { weight = servingGrams; continue }
            if let number = Double(answer), number.isFinite, number > 0, number <= 100_000 { weight = number }
        }
        guard let weight else { throw AddError.cancelled }
        return NewEntry(time: time, meal: meal, name: food.name, amount: Amount(grams: weight, servings: servings),
                        nutrients: food.nutrients(grams: weight), source: food.kind == .generic ? .generic : .index,
                        reference: food.id)
    }

    /// Shows the menu and a prompt on standard error and reads one answer from standard input.
    static func askOnTerminal(_ menu: [String], _ prompt: String) -> String? {
        for line in menu { printError(line) }
        OutputStream.standardError.write(prompt)
        OutputStream.standardError.flush()
        return readLine()
    }

    /// A numbered choice: Enter takes the first, `q` cancels, three wrong answers cancel.
    static func choose(from matches: [CatalogFood], ask: ([String], String) -> String?) throws -> CatalogFood {
        var menu: [String] = []
        for (number, food) in matches.enumerated() {
            menu.append("  \(number + 1). \(TerminalText.escaped(food.name))  \(JournalRendering.number(food.per100g.kcal)) kcal/100 g"
                        + (food.servingGrams.map { ", serving \(JournalRendering.number($0, places: 1)) g" } ?? ""))
        }
        for attempt in 0..<3 {
            guard let raw = ask(attempt == 0 ? menu : [], "Choose 1-\(matches.count) (Enter for 1, q to cancel): ") else {
                throw AddError.cancelled
            }
            let answer = String(raw.trimmingSpaces)
            if answer.isEmpty { return matches[0] }
            if answer.lowercased() == "q" { throw AddError.cancelled }
            if let number = Int(answer), (1...matches.count).contains(number) { return matches[number - 1] }
        }
        throw AddError.cancelled
    }

    /// The most foods one description may name: a day's eating, several times over.
    static let maxFoodsPerPhrase = 40

    /// The most words one description may hold: forty foods of ten words each. A longer one is no
    /// meal's description (20 000 repeats of "pizza" were one food of that name, logged).
    static let maxWordsPerPhrase = 400

    /// Plain words to entries. An item that matches no food exactly is never logged silently:
    /// without `ask` (not on a terminal) the command fails naming the closest foods; with it, each
    /// such item's candidates are shown and the one chosen is logged (Enter takes the first, `q`
    /// logs nothing), as `estimate --log` shows an estimate before logging it.
    static func plainWordEntries(_ text: String, time: LocalTime, meal: Meal?, catalog: FoodCatalog,
                                 portions: PortionSource = UsualPortions(), ask: (([String], String) -> String?)? = nil) throws -> [NewEntry] {
        let words = text.split(whereSeparator: \.isWhitespace).count
        guard words <= maxWordsPerPhrase else { throw AddError.tooManyWords(count: words, limit: maxWordsPerPhrase) }
        let parsed: [ParsedItem]
        do {
            parsed = try PlainWordsParser.parse(text)
        } catch {
            throw AddError.unparsed(fragment: error.fragment, reason: error.reason)
        }
        // Only joining words and separators ("with with", "and, and"): logging nothing and
        // succeeding would hide the mistake.
        guard !parsed.isEmpty else { throw AddError.unparsed(fragment: text, reason: "names no food") }
        // Each food is matched on its own: a pasted list of hundreds would take seconds and log
        // what no meal is.
        guard parsed.count <= maxFoodsPerPhrase else { throw AddError.tooManyFoods(count: parsed.count, limit: maxFoodsPerPhrase) }
        let items = try PlainWordsResolver.split(parsed, catalog: catalog)
        guard items.count <= maxFoodsPerPhrase else { throw AddError.tooManyFoods(count: items.count, limit: maxFoodsPerPhrase) }
        var (resolved, unresolved) = try PlainWordsResolver.resolve(items, catalog: catalog, portions: portions, splitting: false)
        if let ask, !unresolved.isEmpty, unresolved.allSatisfy({ !$0.candidates.isEmpty }) {
            for weak in unresolved {
                printError("foodlog: '\(AddError.quoted(weak.item.text))': \(TextExcerpt.escaped(weak.reason, limit: 200)); which food did you mean?")
                let food = try choose(from: weak.candidates, ask: ask)
                guard let item = PlainWordsResolver.resolve(weak.item, as: food, portions: portions) else { throw AddError.unresolved([weak]) }
                resolved.append(item)
            }
            unresolved = []
        }
        guard unresolved.isEmpty else { throw AddError.unresolved(unresolved) }
        // In the order said, each item's foods together (an item read as several, "a tuna sandwich
        // a bag of crisps", keeps their order); a resolved item is never dropped, even one the
        // order cannot place.
        var remaining = resolved
        let ordered = items.flatMap { (item: ParsedItem) -> [ResolvedItem] in
            let foods = remaining.filter { $0.item == item }
            remaining.removeAll { $0.item == item }
            return foods
        }
        return (ordered + remaining).map { $0.newEntry(time: time, meal: meal) }
    }
}
