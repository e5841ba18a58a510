import FoodIndex
import Recipes

/// Looks recipe ingredients up among the generic (USDA) foods of the product index, accepting a
/// hit only when its name covers the ingredient (`FoodNameMatch`) and it has all four values.
struct RecipeFoodMatching: IngredientNutrition {
    let index: ProductIndex
    /// Hits examined per ingredient.
    static let candidates = 8

    func match(_ ingredient: String) -> FoodMatch? {
        let query = FoodNameMatch.keyWords(ingredient).joined(separator: " ")
        guard !query.isEmpty,
              let hits = try? index.search(query, options: SearchOptions(limit: Self.candidates, kind: .generic, fuzzy: false))
        else { return nil }
        for hit in hits {
            let product = hit.product
            guard FoodNameMatch.covers(ingredient: ingredient, food: product.name),
                  let kcal = product.kcal, !product.kcalEstimated,
                  let protein = product.protein, let carbs = product.carbs, let fat = product.fat else { continue }
            return FoodMatch(id: product.code, name: product.name, kcalPer100g: kcal, proteinPer100g: protein,
                             carbsPer100g: carbs, fatPer100g: fat, nutrientsPer100g: product.nutrients)
        }
        return nil
    }
}
