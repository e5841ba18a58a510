import FoodlogSupport

/// Human and JSON renderings of build progress and of the final summary.
public enum ProgressLine {
    /// One progress line: rows, rate, products, skipped (by reason).
    public static func describe(_ state: BuildProgress) -> String {
        var line = "\(grouped(state.rowsRead)) rows (\(grouped(Int(state.rowsPerSecond))) rows/s, \(megabytes(state.bytesRead)) read), \(grouped(state.productsIndexed)) indexed"
        if state.skippedTotal > 0 { line += ", skipped " + skippedText(state) }
        return line
    }

    /// The summary printed when a build finishes.
    public static func summary(_ state: BuildProgress, output: String) -> [String] {
        var lines = [
            "Built \(output) from \(state.format) in \(String(format1: state.elapsedSeconds)) s",
            "  rows read        \(grouped(state.rowsRead)) (\(grouped(Int(state.rowsPerSecond))) rows/s)",
            "  products         \(grouped(state.productsIndexed)) (\(grouped(state.kcalEstimated)) with kcal estimated from macros, \(grouped(state.withoutEnergy)) without energy)",
            "  skipped          \(state.skippedTotal == 0 ? "0" : skippedText(state))",
            "  nutrients        \(nutrientText(state))",
            "  terms            \(grouped(state.terms)), \(grouped(state.postings)) postings",
            "  index size       \(megabytes(state.indexBytes)) in 6 files",
            "  peak memory      \(megabytes(UInt64(Platform.peakResidentBytes())))",
        ]
        if state.runs > 2 { lines.append("  spilled runs     \(state.runs - 1)") }
        return lines
    }

    /// The summary as a JSON object (documented in the README).
    public static func json(_ state: BuildProgress, output: String) -> JSONValue {
        .object([
            ("output", .string(output)),
            ("format", .string(state.format)),
            ("seconds", .rounded(state.elapsedSeconds, places: 3)),
            ("rows_read", .integer(state.rowsRead)),
            ("products", .integer(state.productsIndexed)),
            ("kcal_estimated", .integer(state.kcalEstimated)),
            ("without_energy", .integer(state.withoutEnergy)),
            ("skipped", .object(SkipReason.allCases.compactMap { reason in
                state.skipped[reason].map { (reason.rawValue, .integer($0)) }
            })),
            ("nutrients", .object(Nutrient.allCases.compactMap { nutrient in
                state.nutrientCounts[nutrient].map { (nutrient.key, .integer($0)) }
            })),
            ("nutrients_dropped", .integer(state.nutrientsDropped)),
            ("terms", .integer(state.terms)),
            ("postings", .integer(state.postings)),
            ("index_bytes", .integer(Int(state.indexBytes))),
            ("peak_memory_bytes", .integer(Platform.peakResidentBytes())),
        ])
    }

    /// Products having each nutrient, most common first, and the values dropped as implausible.
    static func nutrientText(_ state: BuildProgress) -> String {
        let counts = state.nutrientCounts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        let known = counts.isEmpty ? "none" : counts.map { "\($0.key.key) \(grouped($0.value))" }.joined(separator: ", ")
        return known + "; \(grouped(state.nutrientsDropped)) implausible values dropped"
    }

    static func skippedText(_ state: BuildProgress) -> String {
        let parts = SkipReason.allCases.compactMap { reason in state.skipped[reason].map { "\(grouped($0)) \(reason.rawValue)" } }
        return "\(grouped(state.skippedTotal)) (" + parts.joined(separator: ", ") + ")"
    }

    /// `1234567` as `1,234,567`.
    public static func grouped(_ value: Int) -> String {
        let digits = String(abs(value))
        var result = ""
        for (index, character) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return value < 0 ? "-" + result : result
    }

    static func megabytes(_ bytes: UInt64) -> String {
        String(format1: Double(bytes) / 1_048_576) + " MiB"
    }
}

extension String {
    /// A number with one decimal, without Foundation's `String(format:)`.
    init(format1 value: Double) {
        let tenths = Int((value * 10).rounded())
        self = "\(tenths / 10).\(abs(tenths % 10))"
    }
}
