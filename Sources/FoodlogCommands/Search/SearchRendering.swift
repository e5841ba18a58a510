import FoodIndex
import FoodlogSupport

/// How search results look: a table for people, a stable JSON shape for scripts.
enum SearchRendering {
    /// One result as JSON. Keys are documented in the README and never renamed.
    static func json(_ ranked: RankedHit, explain: Bool) -> JSONValue {
        let hit = ranked.hit
        let product = hit.product
        var members: [(String, JSONValue)] = [
            ("code", .string(product.code)),
            ("name", .string(product.name)),
            ("brand", product.brand.map(JSONValue.string) ?? .null),
            ("kind", .string(product.kind.name)),
            ("kcal_100g", .rounded(product.kcal, places: 1)),
            ("kcal_estimated", .bool(product.kcalEstimated)),
            ("kcal_mismatch", .bool(product.kcalDisagreesWithMacros)),
            ("protein_100g", .rounded(product.protein)),
            ("carbs_100g", .rounded(product.carbs)),
            ("fat_100g", .rounded(product.fat)),
            ("serving_size", product.servingSize.map(JSONValue.string) ?? .null),
            ("serving_g", .rounded(product.servingGrams)),
            ("category", product.category.map(JSONValue.string) ?? .null),
            ("nutrients", .object(product.nutrients.known.map { nutrient, value in
                (nutrient.key, .rounded(value, places: String(NutrientAmounts.scale(nutrient)).count - 1))
            })),
            ("score", .rounded(hit.score, places: 4)),
            ("recent", .bool(ranked.recent)),
        ]
        if explain, let explanation = hit.explanation {
            members.append(("explain", .object([
                ("terms", .array(explanation.terms.map { term in
                    .object([
                        ("query", .string(term.queryTerm)), ("matched", .string(term.matchedTerm)),
                        ("match", .string(term.match)), ("idf", .rounded(term.idf, places: 4)),
                        ("tf", .integer(term.termFrequency)), ("length", .integer(term.length)),
                        ("tf_norm", .rounded(term.lengthNormalizedTF, places: 4)), ("weight", .rounded(term.weight, places: 4)),
                        ("score", .rounded(term.score, places: 4)),
                    ])
                })),
                ("bm25", .rounded(explanation.bm25, places: 4)),
                ("factors", .object(explanation.factors.map { ($0.name, .rounded($0.value, places: 4)) })),
            ])))
        }
        return .object(members)
    }

    /// Results as an aligned table, at most `limit` lines. Products identical in name, brand and
    /// nutrition collapse into one line (the code column says how many more); the brand column is
    /// left out when no result has a brand; estimated kcal are marked `~` and kcal that disagree
    /// with the macros `?`, each with a footnote; foods you logged before are marked `*` after their number.
    static func table(_ hits: [RankedHit], limit: Int, console: Console, explain: Bool) -> [String] {
        let rows = collapse(hits, limit: limit)
        let showBrand = rows.contains { !($0.ranked.hit.product.brand ?? "").isEmpty }
        var headers = ["#", "name", "brand", "kcal/100g", "P", "C", "F", "code"]
        var alignments: [TextTable.Alignment] = [.right, .left, .left, .right, .right, .right, .right, .left]
        var widths: [Int?] = [nil, nil, 20, nil, nil, nil, nil, nil]
        if !showBrand {
            headers.remove(at: 2)
            alignments.remove(at: 2)
            widths.remove(at: 2)
        }
        var table = TextTable(headers: headers, alignments: alignments)
        var anyEstimated = false
        var anyMismatch = false
        let anyRecent = rows.contains { $0.ranked.recent }
        for (position, row) in rows.enumerated() {
            let product = row.ranked.hit.product
            var kcal = number(product.kcal, places: 0)
            if product.kcalEstimated { kcal = "~" + kcal; anyEstimated = true }
            if product.kcalDisagreesWithMacros { kcal += "?"; anyMismatch = true }
            var cells = ["\(position + 1)" + (row.ranked.recent ? "*" : anyRecent ? " " : ""), TerminalText.escaped(product.name)]
            if showBrand { cells.append(product.brand.map(TerminalText.escaped) ?? (product.kind == .generic ? "(generic)" : "")) }
            cells += [kcal, number(product.protein, places: 1), number(product.carbs, places: 1), number(product.fat, places: 1),
                      TerminalText.escaped(product.code) + (row.more > 0 ? " (+\(row.more) same)" : "")]
            table.append(cells)
        }
        let wide = console.stdoutIsTerminal ? terminalWidth() : 200
        widths[1] = max(24, min(60, wide - (showBrand ? 70 : 50)))
        var lines = table.render(maxWidths: widths) { console.style($0, .bold) }
        if explain {
            var expanded: [String] = [lines[0]]
            for (position, row) in rows.enumerated() {
                expanded.append(lines[position + 1])
                if let explanation = row.ranked.hit.explanation { expanded += explainLines(explanation, console: console) }
            }
            lines = expanded
        }
        if anyRecent { lines.append(console.style("* you logged this before (your foods first; --no-history leaves them out)", .dim)) }
        if anyEstimated { lines.append(console.style("~ kcal estimated from protein, carbs and fat (4/4/9 kcal per g)", .dim)) }
        if anyMismatch {
            lines.append(console.style("? kcal disagree with protein, carbs and fat (4/4/9 kcal per g): maybe not per 100 g; check the label", .dim))
        }
        return lines
    }

    /// The hits with products that look the same (name and brand ignoring case, and the nutrition
    /// as shown) folded into their best-ranked one, at most `limit` of them.
    static func collapse(_ hits: [RankedHit], limit: Int) -> [(ranked: RankedHit, more: Int)] {
        var rows: [(ranked: RankedHit, more: Int)] = []
        var positions: [String: Int] = [:]
        for ranked in hits {
            let product = ranked.hit.product
            let key = [product.name.lowercased(), (product.brand ?? "").lowercased(), number(product.kcal, places: 0),
                       number(product.protein, places: 1), number(product.carbs, places: 1), number(product.fat, places: 1)]
                .joined(separator: "\u{1F}")
            if let position = positions[key] {
                rows[position].more += 1
            } else if rows.count < limit {
                positions[key] = rows.count
                rows.append((ranked, 0))
            }
        }
        return rows
    }

    static func explainLines(_ explanation: Explanation, console: Console) -> [String] {
        var lines: [String] = []
        for term in explanation.terms {
            lines.append(console.style(
                "     \(TerminalText.escaped(term.queryTerm)) → \(TerminalText.escaped(term.matchedTerm)) [\(term.match)]: idf \(fixed(term.idf, 3)) × tf-norm \(fixed(term.lengthNormalizedTF, 3)) (tf \(term.termFrequency), length \(term.length)) × weight \(fixed(term.weight, 2)) = \(fixed(term.score, 3))",
                .dim))
        }
        let factors = explanation.factors.map { "\($0.name) ×\(fixed($0.value, 3))" }.joined(separator: ", ")
        lines.append(console.style("     bm25 \(fixed(explanation.bm25, 3)); \(factors) → \(fixed(explanation.finalScore, 3))", .dim))
        return lines
    }

    static func number(_ value: Double?, places: Int) -> String {
        guard let value else { return "-" }
        return fixed(value, places)
    }

    /// A fixed-point rendering without Foundation; total (an index value of NaN or 1e300 prints
    /// as `nan` or `1e+300`, never traps).
    static func fixed(_ value: Double, _ places: Int) -> String {
        guard value.isFinite, abs(value) < 1e12 else { return NumberText.plain(value) }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let whole = Int(scaled / scale)
        var text = (value < 0 && scaled > 0 ? "-" : "") + String(whole)
        if places > 0 {
            let fraction = String(Int(scaled) - whole * Int(scale))
            text += "." + String(repeating: "0", count: places - fraction.count) + fraction
        }
        return text
    }

    static func terminalWidth() -> Int {
        if let columns = Platform.terminalColumns(1) { return columns }
        if let columns = EnvironmentVariable.columns.value.flatMap(Int.init) { return columns }
        return 100
    }

    /// One line per result in `search -i`: name, brand, kcal per 100 g, and `[recent]` for a food you logged before.
    static func pickerLabel(_ ranked: RankedHit) -> String {
        let product = ranked.hit.product
        var text = product.name
        if let brand = product.brand, !brand.isEmpty { text += " (\(brand))" }
        if let kcal = product.kcal, kcal.isFinite { text += "  \(Int(max(0, min(kcal, 1e6)).rounded())) kcal/100 g" }
        if ranked.recent { text += "  [recent]" }
        return text
    }
}
