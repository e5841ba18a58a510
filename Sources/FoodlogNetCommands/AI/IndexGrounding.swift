import AIAnalysis
import FoodIndex

/// Grounds text estimates in the local product index: each phrase of the description is searched
/// and the best products offered to the model with their per-100 g values, nutrients beyond
/// macros included (they win over the model's for an item matched to the product).
struct IndexGrounding: FoodGrounding {
    let index: ProductIndex

    func foods(matching phrase: String, limit: Int) -> [GroundingFood] {
        let hits = (try? index.search(phrase, options: SearchOptions(limit: limit))) ?? []
        return hits.compactMap { hit in
            let product = hit.product
            guard product.kcal != nil || product.protein != nil else { return nil }
            let name = product.brand.map { "\(product.name) (\($0))" } ?? product.name
            return GroundingFood(id: product.code, name: name, kcal: product.kcal, protein: product.protein,
                                 carbs: product.carbs, fat: product.fat, nutrients: product.nutrients)
        }
    }
}
