import FoodIndex
import FoodlogSupport
import IndexBuilder
import TestSupport

/// Builds small indexes from hand-written Open Food Facts rows, for unit tests of ranking and
/// parsing edge cases (real-data behaviour is tested on the real files in ../shared).
enum TestIndexes {
    static let header = ["code", "product_name", "product_name_fr", "brands", "energy-kcal_100g", "energy_100g",
                         "proteins_100g", "carbohydrates_100g", "fat_100g", "unique_scans_n", "lang", "countries_en",
                         "serving_size", "serving_quantity", "fiber_100g", "sugars_100g", "salt_100g", "sodium_100g"]

    /// One row; keys are column names, missing ones are empty.
    static func row(_ values: [String: String]) -> String {
        header.map { values[$0] ?? "" }.joined(separator: "\t")
    }

    /// Builds an index from rows into a fresh directory.
    static func build(_ rows: [[String: String]], in directory: TemporaryDirectory, name: String = "index",
                      options: (inout BuildOptions) -> Void = { _ in }) throws -> ProductIndex {
        let text = ([header.joined(separator: "\t")] + rows.map(row)).joined(separator: "\n") + "\n"
        let input = directory.write(name + ".tsv", text)
        var buildOptions = BuildOptions(input: input, output: directory.file(name))
        options(&buildOptions)
        _ = try IndexBuild.run(buildOptions)
        return try ProductIndex(directory: directory.file(name))
    }

    /// Rows named only: `name` → a product with that name, a unique code and some energy.
    static func named(_ names: [String]) -> [[String: String]] {
        names.enumerated().map { index, name in
            ["code": String(1_000_000 + index), "product_name": name, "energy-kcal_100g": "100"]
        }
    }
}
