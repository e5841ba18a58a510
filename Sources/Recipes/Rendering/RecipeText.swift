import AIAnalysis
import FoodlogSupport

/// Recipes as people read them on a terminal.
public enum RecipeText {
    /// A full recipe: header, ingredients table, numbered steps, nutrition per serving (fiber,
    /// sugars, saturated fat and sodium where known, saying which rest on only some ingredients;
    /// `--json` has every known nutrient). Every
    /// string from the model or the user is escaped for the terminal (`TerminalText`).
    public static func recipe(_ stored: StoredRecipe, console: Console) -> [String] {
        let recipe = stored.recipe
        var lines = [console.style(TerminalText.escaped(recipe.name), .bold) + "  " + console.style("(id \(stored.id))", .dim)]
        lines.append("\(recipe.durationMinutes) min · \(recipe.difficulty.rawValue) · serves \(recipe.servings)")
        if stored.allergies.isEmpty {
            lines.append("No allergies given.")
        } else {
            lines.append(console.style("Checked free of: ", .green) + TerminalText.escaped(stored.allergies.map(\.name).joined(separator: ", ")))
        }
        if !stored.excluded.isEmpty {
            lines.append("Left out (allergens): " + TerminalText.escaped(stored.excluded.joined(separator: ", ")))
        }
        lines.append("")
        lines.append(console.style("Ingredients", .bold))
        var table = TextTable(headers: ["Amount", "Ingredient", "Grams", "kcal", "Source"],
                              alignments: [.right, .left, .right, .right, .left])
        for (index, ingredient) in recipe.ingredients.enumerated() {
            let line = index < stored.nutrition.ingredients.count ? stored.nutrition.ingredients[index] : nil
            let source: String
            if let name = line?.matchedName {
                source = line?.weightSource == .provider ? name + " (weight estimated)" : name
            } else {
                source = "estimated"
            }
            table.append([amount(ingredient), ingredient.name,
                          number(line?.macros.grams ?? ingredient.estimate.grams),
                          number(line?.macros.kcal ?? ingredient.estimate.kcal), source])
        }
        lines += table.render(maxWidths: [nil, 36, nil, nil, 40], headerStyle: { console.style($0, .dim) }).map { "  " + $0 }
        lines.append("")
        lines.append(console.style("Steps", .bold))
        for (index, step) in recipe.steps.enumerated() { lines.append("  \(index + 1). " + TerminalText.escaped(step)) }
        lines.append("")
        let per = stored.nutrition.perServing
        var nutrition = "Per serving: \(number(per.kcal)) kcal · protein \(number(per.protein)) g · carbs \(number(per.carbs)) g · fat \(number(per.fat)) g"
        if stored.nutrition.estimated {
            let guessed = stored.nutrition.ingredients.filter(\.estimated).map(\.ingredient)
            nutrition += console.style("  (estimated: " + TerminalText.escaped(guessed.joined(separator: ", ")) + ")", .yellow)
        }
        lines.append(nutrition)
        let sum = stored.nutrition.nutrientsPerServing
        lines += NutrientOutput.lines(NutrientOutput.phrases(sum, shown: MealPrompt.askedNutrients, partName: "ingredients"), lead: "Also per serving: ")
        return lines
    }

    /// The table of `foodlog recipes`.
    public static func list(_ recipes: [StoredRecipe], console: Console) -> [String] {
        var table = TextTable(headers: ["ID", "Created (UTC)", "Name", "Time", "Level", "Serves", "kcal/serv"],
                              alignments: [.left, .left, .left, .right, .left, .right, .right])
        for stored in recipes {
            table.append([stored.id, Timestamp.short(stored.createdAt), stored.recipe.name,
                          "\(stored.recipe.durationMinutes) min", stored.recipe.difficulty.rawValue,
                          String(stored.recipe.servings), number(stored.nutrition.perServing.kcal)])
        }
        return table.render(maxWidths: [nil, nil, 40], headerStyle: { console.style($0, .bold) })
    }

    /// "2 cups", "150 g", "1.5 tbsp", "3" (no unit).
    static func amount(_ ingredient: RecipeIngredient) -> String {
        let quantity = JSONValue.format((ingredient.quantity * 100).rounded() / 100)
        return ingredient.unit.isEmpty ? quantity : quantity + " " + ingredient.unit
    }

    static func number(_ value: Double) -> String { NumberText.rounded(value) }
}
