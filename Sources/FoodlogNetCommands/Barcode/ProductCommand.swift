import CLIKit
import FoodlogCommands
import FoodlogSupport
import OpenFoodFacts

/// `foodlog product BARCODE`: a product's full details from Open Food Facts, cached for offline use.
public enum ProductCommand: Command {
    public static let spec = CommandSpec(
        CommandTable.product, usage: "BARCODE",
        options: [json, refresh, verbose],
        discussion: """
        Answers are cached under $XDG_CACHE_HOME/foodlog/products for 7 days, and used past that when
        Open Food Facts cannot be reached; with no cached copy, the local index is shown instead, with a note.
        UPC-A and EAN-13 forms of one code (036000291452, 0036000291452) are the same product.
        Exit codes: 66 not found, 65 no usable nutrition (the details are still printed), 69 unreachable,
        75 over the read limit (15 a minute), 64 not a barcode.
        Examples:
          foodlog product 3017620422003
          foodlog product 5449000011527 --json
        """)

    static let json: Option<Bool> = .flag("json", help: "Print one JSON object (see docs/journal.md, 'foodlog product').")
    static let refresh: Option<Bool> = .flag("refresh", help: "Ask Open Food Facts even if a fresh answer is cached.")
    static let verbose: Option<Bool> = .flag("verbose", short: "v", help: "Show where the answer comes from on stderr even when it is not a terminal.")

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        guard let code = arguments.positionals.first else {
            throw arguments.missing("barcode, e.g. 3017620422003")
        }
        guard arguments.positionals.count == 1 else { throw arguments.unexpected(arguments.positionals[1]) }
        guard let canonical = OFFBarcode.canonical(code) else { throw OFFError.invalidBarcode(code) }
        let lookup = OFFRuntime.lookup(context, verbose: arguments[verbose])
        let product: OFFProduct
        let source: ProductSource
        do {
            let found = try lookup.lookup(canonical, refresh: arguments[refresh])
            product = found.product
            OFFRuntime.noteLeftOut(product)
            switch found.origin {
            case .network: source = .network
            case .cache(let age): source = .cache(age: age)
            case .staleCache(let age, let reason):
                source = .staleCache(age: age)
                printError("foodlog: note: \(reason); showing the copy cached \(OFFRuntime.age(age))")
            }
        } catch {
            guard OFFRuntime.isOffline(error) || error == .notFound(barcode: canonical),
                  let local = OFFRuntime.indexProduct(canonical, context: context) else { throw error }
            let why = OFFRuntime.isOffline(error) ? error.message.replacingFirst(" and the product is not in the local index or cache; try again when online", with: "")
                : "Open Food Facts does not know \(canonical)"
            printError("foodlog: note: \(why); showing what the local index holds")
            product = local
            source = .index
        }
        if arguments[json] {
            context.print(ProductRendering.json(product, source: source).rendered())
        } else {
            for line in ProductRendering.lines(product, source: source, console: context.console) { context.print(line) }
        }
        guard product.hasUsableNutrition else {
            throw OFFError.noNutrition(barcode: product.code, name: product.displayName)
        }
        return .success
    }
}

extension String {
    /// The string with the first occurrence of `target` replaced.
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
