import FoodlogSupport

/// How a meal estimate is shown: the `--json` object (stable keys, documented in docs/ai.md) and
/// the terminal table.
extension MealEstimate {
    /// The `--json` document. Keys and their order are part of the interface.
    public var jsonValue: JSONValue {
        func macros(_ m: Macros) -> [(String, JSONValue)] {
            [("calories", .rounded(m.calories, places: 0)), ("protein", .rounded(m.protein, places: 1)),
             ("carbs", .rounded(m.carbs, places: 1)), ("fat", .rounded(m.fat, places: 1))]
        }
        var members: [(String, JSONValue)] = [
            ("title", .string(title)),
            ("items", .array(items.map { item in
                .object([("name", .string(item.name)), ("grams", .rounded(item.grams, places: 0))] + macros(item.macros) + [
                    ("confidence", .rounded(item.confidence, places: 2)),
                    ("source", .string(item.source.rawValue)),
                    ("matched_id", item.matchedID.map { .string($0) } ?? .null),
                    ("nutrients", NutrientOutput.values(item.nutrients)),
                ])
            })),
            ("total", .object(macros(total) + [("nutrients", NutrientOutput.values(nutrientTotal.values)),
                                                ("nutrients_items", NutrientOutput.counts(nutrientTotal))])),
            ("confidence", .rounded(confidence, places: 2)),
            ("provider", .string(provider)),
            ("model", .string(model)),
            ("cached", .bool(cached)),
            ("total_mismatch", .bool(totalMismatch)),
        ]
        if let advanced {
            members.append(("advanced", .object([
                ("fat_protein_units", .rounded(advanced.fatProteinUnits, places: 1)),
                ("absorption_hours", .rounded(advanced.absorptionHours, places: 1)),
            ])))
        }
        return .object(members)
    }

    /// Lines for a terminal: title, item table with a total row, the meal's fiber, sugars,
    /// saturated fat and sodium where known, confidence and origin.
    public func tableLines(console: Console) -> [String] {
        var table = TextTable(headers: ["Item", "g", "kcal", "Protein", "Carbs", "Fat", "Conf.", "Source"],
                              alignments: [.left, .right, .right, .right, .right, .right, .right, .left])
        func grams(_ value: Double) -> String { JSONValue.format((value * 10).rounded() / 10) }
        for item in items {
            table.append([item.name, JSONValue.format(item.grams.rounded()), JSONValue.format(item.macros.calories.rounded()),
                          grams(item.macros.protein), grams(item.macros.carbs), grams(item.macros.fat),
                          percent(item.confidence), item.source == .database ? "database \(item.matchedID ?? "")" : "estimate"])
        }
        table.append(["Total", JSONValue.format(items.reduce(0) { $0 + $1.grams }.rounded()), JSONValue.format(total.calories.rounded()),
                      grams(total.protein), grams(total.carbs), grams(total.fat), percent(confidence), ""])
        var lines = [console.style(TerminalText.escaped(title), .bold)]
        lines += table.render(maxWidths: [32, nil, nil, nil, nil, nil, nil, 24], headerStyle: { console.style($0, .dim) })
        lines += NutrientOutput.lines(NutrientOutput.phrases(nutrientTotal, shown: MealPrompt.askedNutrients, partName: "items"), lead: "Also: ")
        if let advanced {
            lines.append("Fat/protein units: \(JSONValue.format(advanced.fatProteinUnits))   absorption: \(JSONValue.format(advanced.absorptionHours)) h")
        }
        var origin = TerminalText.escaped("\(provider) \(model)") + (cached ? " (cached)" : "")
        if confidence < 0.8 { origin += "  " + console.style("low confidence: check the numbers", .yellow) }
        lines.append(console.style(origin, .dim))
        return lines
    }

    private func percent(_ value: Double) -> String { JSONValue.format((value * 100).rounded()) + "%" }
}
