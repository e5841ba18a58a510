import Foundation
import FoodJournal
import Recipes

/// Converts recipe quantities in cups, spoons and pieces to grams through the journal's
/// household-measures table (facts from USDA SR28), so that "4 eggs" or "2 tbsp olive oil" are
/// weighed rather than estimated. Only the unit's spelling is mapped here; the table is the journal's.
struct RecipeHouseholdMeasures: Recipes.HouseholdMeasures {
    /// Unit spellings a recipe answer uses, beyond `FoodUnit`'s raw values.
    static let spellings: [String: FoodUnit] = [
        "": .count, "whole": .count, "each": .count, "pieces": .piece, "pc": .piece, "pcs": .piece,
        "cups": .cup, "c": .cup, "tbsp": .tablespoon, "tbs": .tablespoon, "tablespoons": .tablespoon,
        "tsp": .teaspoon, "teaspoons": .teaspoon, "slices": .slice, "fl oz": .fluidOunce,
        "ml": .milliliter, "l": .liter, "litre": .liter, "millilitre": .milliliter,
    ]

    func grams(quantity: Double, unit: String, food: String) -> Double? {
        let key = unit.lowercased().trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: ".")))
        guard let foodUnit = FoodUnit(rawValue: key) ?? Self.spellings[key],
              let household = FoodJournal.HouseholdMeasures.food(named: food.lowercased()),
              let perUnit = FoodJournal.HouseholdMeasures.grams(of: household, unit: foodUnit, size: nil) else { return nil }
        return quantity * perUnit
    }
}
