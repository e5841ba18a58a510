import CLIKit
import FoodIndex
import FoodJournal
import FoodlogSupport

/// `foodlog show CODE`: the nutrition label of one food of the local index, by barcode or by its
/// `usda-…` code, with no network.
public enum ShowCommand: Command {
    public static let spec = CommandSpec(
        path: ["show"], abstract: "print the nutrition label of a food in the local index (barcode or usda code)",
        usage: "CODE",
        options: [Options.json],
        discussion: """
        CODE is a barcode (UPC-A and EAN-13 forms match) or the usda-... code 'foodlog search' shows.
        Per 100 g, and per serving when the serving's weight is known; energy and macros, then each
        nutrient the index holds with its percent of the FDA daily value. Offline: for products the
        index does not have, 'foodlog product BARCODE' asks Open Food Facts. Examples:
          foodlog show 3017620422003
          foodlog show usda-25b8be0b47639a68 --json
        """)

    enum Options {
        static let json: Option<Bool> = .flag("json", help: "Print the food as JSON (see docs/journal.md, 'foodlog show').")
    }

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        guard let code = arguments.positionals.first else { throw arguments.missing("a barcode or usda code, e.g. 3017620422003") }
        guard arguments.positionals.count == 1 else { throw arguments.unexpected(arguments.positionals[1]) }
        let location = IndexLocation.resolve(option: nil, environment: context.environment, paths: context.paths)
        let index = try ProductIndex(directory: location.directory)
        guard let product = try find(code, in: index) else { throw ShowError.notFound(code: code) }
        if arguments[Options.json] {
            context.print(json(product).rendered())
        } else {
            for line in lines(product, console: context.console) { context.print(line) }
        }
        return .success
    }

    /// The product with this code: a barcode through the index's barcode table, a `usda-` code
    /// (which has none) by reading the records in order.
    static func find(_ code: String, in index: ProductIndex) throws -> Product? {
        let compact = String(code.filter { $0 != " " })
        if Barcode.looksLikeBarcode(compact) { return try index.product(barcode: compact) }
        let wanted = compact.lowercased()
        guard wanted.hasPrefix("usda-"), wanted.count <= 40 else { throw ShowError.invalidCode(code: code) }
        for docID in 0..<index.productCount {
            let product = try index.product(docID)
            if product.code.lowercased() == wanted { return product }
        }
        return nil
    }

    static func label(_ product: Product) -> NutritionLabel {
        NutritionLabel(kcal: product.kcal, protein: product.protein, carbs: product.carbs, fat: product.fat,
                       nutrients: product.nutrients, servingGrams: product.servingGrams)
    }

    static func lines(_ product: Product, console: Console) -> [String] {
        var title = product.name
        if let brand = product.brand, !brand.isEmpty { title += " (\(brand))" }
        var facts = [product.code, product.kind.name]
        if let serving = product.servingSize ?? product.servingGrams.map({ NumberText.rounded($0, places: 1) + " g" }) {
            facts.append("serving " + serving)
        }
        if product.kcalEstimated { facts.append("kcal from the macros") }
        return [console.style(TextExcerpt.escaped(title, limit: 78), .bold), TextExcerpt.escaped(facts.joined(separator: " · "), limit: 78)]
            + label(product).lines(console: console)
    }

    static func json(_ product: Product) -> JSONValue {
        .object([("code", .string(product.code)), ("name", .string(product.name)), ("brand", product.brand.map(JSONValue.string) ?? .null),
                 ("kind", .string(product.kind.name)), ("serving_size", product.servingSize.map(JSONValue.string) ?? .null),
                 ("serving_grams", .rounded(product.servingGrams, places: 1)),
                 ("per_100g", .object([("kcal", .rounded(product.kcal, places: 1)), ("kcal_estimated", .bool(product.kcalEstimated)),
                                       ("protein", .rounded(product.protein, places: 2)), ("carbs", .rounded(product.carbs, places: 2)),
                                       ("fat", .rounded(product.fat, places: 2)),
                                       ("nutrients", NutrientRendering.json(product.nutrients))]))])
    }
}
