import CLIKit
import FoodJournal
import FoodlogCommands
import FoodlogSupport
import OpenFoodFacts

/// `foodlog add` as `foodlog-net` runs it: the same command, with barcodes the local index does not
/// hold looked up on Open Food Facts (cached, within the read limit). `foodlog` hands a command
/// line here only when its own index lacks the barcode.
public enum NetAddCommand: Command {
    public static let spec = AddCommand.spec

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        try AddCommand.run(arguments, context: context, remote: { code in try remoteFood(code, context: context) })
    }

    /// The product from Open Food Facts as a loggable food; offline, a cached copy of any age.
    static func remoteFood(_ code: String, context: CommandContext) throws -> CatalogFood {
        let found = try OFFRuntime.lookup(context, verbose: false).lookup(code)
        if case .staleCache(let age, let reason) = found.origin {
            printError("foodlog: note: \(reason); using the copy cached \(OFFRuntime.age(age))")
        }
        OFFRuntime.noteLeftOut(found.product)
        return try food(found.product)
    }

    /// A product as a food the journal can log (with its known nutrients beyond macros), or
    /// `noNutrition` when it has no energy value.
    static func food(_ product: OFFProduct) throws(OFFError) -> CatalogFood {
        guard let kcal = product.per100.kcal else { throw .noNutrition(barcode: product.code, name: product.displayName) }
        return CatalogFood(id: product.code, name: product.displayName, kind: .product,
                           per100g: Nutrients(kcal: kcal, protein: product.per100.protein, carbs: product.per100.carbs,
                                              fat: product.per100.fat, details: product.nutrients),
                           servingGrams: product.servingGrams)
    }
}
