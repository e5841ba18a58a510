import FoodIndex
import FoodJournal
import FoodlogSupport

/// `foodlog add --barcode`: the product from the local index when it is there with an energy
/// value, otherwise from the remote lookup (Open Food Facts, in `foodlog-net`), and the entry for
/// the amount eaten.
enum BarcodeEntry {
    static func food(_ code: String, context: CommandContext, remote: AddCommand.RemoteBarcodeLookup) throws -> CatalogFood {
        let compact = String(code.filter { $0 != " " })
        guard Barcode.looksLikeBarcode(compact), let key = Barcode.key(compact), key < 100_000_000_000_000 else {
            throw AddError.invalidBarcode(code)
        }
        let location = IndexLocation.resolve(option: nil, environment: context.environment, paths: context.paths)
        if let index = try? ProductIndex(directory: location.directory),
           let product = try? index.product(barcode: compact), let food = IndexCatalog.food(product) {
            return food
        }
        return try remote(compact)
    }

    /// One serving when neither `--grams` nor `--servings` is given; grams when the serving size is unknown.
    static func entry(_ food: CatalogFood, grams: Double?, servings: Double?, time: LocalTime, meal: Meal?) throws -> NewEntry {
        let weight: Double
        if let grams {
            weight = grams
        } else {
            guard let serving = food.servingGrams, serving > 0 else { throw AddError.noServingSize(name: food.name) }
            weight = serving * (servings ?? 1)
        }
        return NewEntry(time: time, meal: meal, name: food.name,
                        amount: Amount(grams: weight, servings: grams == nil ? (servings ?? 1) : nil),
                        nutrients: food.nutrients(grams: weight), source: .barcode, reference: food.id)
    }
}
