import FoodIndex
import FoodlogSupport

/// How search results look: a table for people, a stable JSON shape for scripts.
enum SearchRendering {
    /// One result as JSON. Keys are documented in the README and never renamed.
    static func json(_ hit: SearchHit, explain: Bool) -> JSONValue {
        let product = hit.product
        var members: [(String, JSONValue)] = [
            ("code", .string(product.code)),
            ("name", .string(product.name)),
            ("brand", product.brand.map(JSONValue.string) ?? .null),
            ("kind", .string(product.kind.name)),
            ("kcal_100g", .rounded(product.kcal, places: 1)),
            ("kcal_estimated", .bool(product.kcalEstimated)),
            ("protein_100g", .rounded(product.protein)),
            ("carbs_100g", .rounded(product.carbs)),
            ("fat_100g", .rounded(product.fat)),
            ("serving_size", product.servingSize.map(JSONValue.string) ?? .null),
            ("serving_g", .rounded(product.servingGrams)),
            ("category", product.category.map(JSONValue.string) ?? .null),
            ("score", .rounded(hit.score, places: 4)),
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

    /// Results as an aligned table; estimated kcal are marked with `~` and a footnote.
    static func table(_ hits: [SearchHit], console: Console, explain: Bool) -> [String] {
        var table = TextTable(headers: ["#", "name", "brand", "kcal/100g", "P", "C", "F", "code"],
                              alignments: [.right, .left, .left, .right, .right, .right, .right, .left])
        var anyEstimated = false
        for (position, hit) in hits.enumerated() {
            let product = hit.product
            var kcal = number(product.kcal, places: 0)
            if product.kcalEstimated { kcal = "~" + kcal; anyEstimated = true }
            let brand = product.brand ?? (product.kind == .generic ? "(generic)" : "")
            table.append(["\(position + 1)", product.name, brand, kcal, number(product.protein, places: 1),
                          number(product.carbs, places: 1), number(product.fat, places: 1), product.code])
        }
        let wide = console.stdoutIsTerminal ? terminalWidth() : 200
        let nameWidth = max(24, min(60, wide - 70))
        var lines = table.render(maxWidths: [nil, nameWidth, 20, nil, nil, nil, nil, nil]) { console.style($0, .bold) }
        if explain {
            var expanded: [String] = [lines[0]]
            for (position, hit) in hits.enumerated() {
                expanded.append(lines[position + 1])
                if let explanation = hit.explanation { expanded += explainLines(explanation, console: console) }
            }
            lines = expanded
        }
        if anyEstimated { lines.append(console.style("~ kcal estimated from protein, carbs and fat (4/4/9 kcal per g)", .dim)) }
        return lines
    }

    static func explainLines(_ explanation: Explanation, console: Console) -> [String] {
        var lines: [String] = []
        for term in explanation.terms {
            lines.append(console.style(
                "     \(term.queryTerm) → \(term.matchedTerm) [\(term.match)]: idf \(fixed(term.idf, 3)) × tf-norm \(fixed(term.lengthNormalizedTF, 3)) (tf \(term.termFrequency), length \(term.length)) × weight \(fixed(term.weight, 2)) = \(fixed(term.score, 3))",
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

    /// A fixed-point rendering without Foundation.
    static func fixed(_ value: Double, _ places: Int) -> String {
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
        var size = winsize()
        if ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        if let columns = Platform.environment("COLUMNS").flatMap(Int.init) { return columns }
        return 100
    }

    /// One line per result in `search -i`: name, brand, kcal per 100 g.
    static func pickerLabel(_ hit: SearchHit) -> String {
        let product = hit.product
        var text = product.name
        if let brand = product.brand, !brand.isEmpty { text += " (\(brand))" }
        if let kcal = product.kcal, kcal.isFinite { text += "  \(Int(max(0, min(kcal, 1e6)).rounded())) kcal/100 g" }
        return text
    }
}
