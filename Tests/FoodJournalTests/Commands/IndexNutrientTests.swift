import Foundation
import Testing
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex
import IndexBuilder
import FoodlogSupport
import TestSupport

/// End to end from source rows to the journal: an index built (by the real builder) from USDA
/// rows with nutrient columns and from an Open Food Facts row with a barcode, then `show`, `add`
/// and `nutrients` through FOODLOG_INDEX. The index stores nutrients once the index format's
/// sparse nutrient records land (the "store" work of issue 17); until then these skip, visibly.
@Suite("Index nutrients in the journal", .enabled(if: NutrientIndexFixture.storesNutrients,
                                                  "the index does not store nutrients yet (issue 17, index part): these run once it does"))
struct IndexNutrientTests {
    @Test func showLabelsAndLogsScaleTheIndexValues() throws {
        let h = CommandHarness()
        let index = try NutrientIndexFixture.build(NutrientIndexFixture.usda, name: "fdc.csv", in: h.dir.path)
        h.environment["FOODLOG_INDEX"] = index
        let catalog = IndexCatalog(index: try ProductIndex(directory: index))
        let lentils = try #require(try catalog.search("lentils boiled", kind: .generic, limit: 1).first)
        let show = h.run("show", lentils.id)
        #expect(show.code == 0, "\(show.error ?? "")")
        // %DV per serving (198 g): 7.9 g x 1.98 = 15.6 g of 28 g.
        #expect(show.lines.contains { $0.hasPrefix("  Fiber") && $0.contains("7.9 g") && $0.contains("16 g") && $0.hasSuffix("56%") })
        #expect(show.lines.contains { $0.hasPrefix("  Sodium") && $0.contains("2 mg") })
        // Unknown stays unknown: no vitamin C row, no 0.
        #expect(!show.output.contains("Vitamin C"))

        let added = h.run("add", "lentils boiled", "--grams", "200", "--json")
        #expect(added.code == 0, "\(added.error ?? "")")
        let entry = try #require((try added.json() as? [[String: Any]])?.first)
        #expect(entry["nutrients"] as? [String: Double] == ["fiber": 15.8, "sodium": 4, "potassium": 738, "iron": 6.66])

        h.environment["FOODLOG_INDEX"] = try NutrientIndexFixture.build(NutrientIndexFixture.off, name: "off.tsv", in: h.dir.path)
        let barcode = h.run("add", "--barcode", "4000000000017", "--json")
        #expect(barcode.code == 0, "\(barcode.error ?? "")")
        let bar = try #require((try barcode.json() as? [[String: Any]])?.first)
        // One 40 g serving of a bar with 10 g fiber and 0.5 g sodium per 100 g.
        #expect((bar["nutrients"] as? [String: Double])?["fiber"] == 4)
        #expect((bar["nutrients"] as? [String: Double])?["sodium"] == 200)

        let week = h.run("nutrients", "--week")
        #expect(week.lines.contains { $0.hasPrefix("  Fiber") && $0.hasSuffix("2 of 2") })
    }
}

/// A tiny index with nutrients, built by the real builder from a USDA FoodData Central CSV (the
/// columns of IndexData/source/usda-fdc-subset.csv.gz) and an Open Food Facts TSV row.
enum NutrientIndexFixture {
    static let usda = """
        foodName,data_type,food_category,portion_unit_name,portion_gram_weight,number_of_nutrients,Energy,Carbohydrate,Fiber,Total fat,Protein,Iron,Potassium,Sodium,Vitamin C
        "Lentils, mature seeds, cooked, boiled, without salt",sr_legacy_food,Legumes and Legume Products,cup,198.0,40,116.0,20.13,7.9,0.38,9.02,3.33,369.0,2.0,
        "Rice, white, long-grain, regular, enriched, cooked",sr_legacy_food,Cereal Grains and Pasta,undetermined,,30,130.0,28.17,0.4,0.28,2.69,1.2,35.0,1.0,0.0

        """
    static let off = """
        code\tproduct_name\tbrands\tenergy-kcal_100g\tproteins_100g\tcarbohydrates_100g\tfat_100g\tfiber_100g\tsodium_100g\tserving_size\tserving_quantity
        4000000000017\tFibre bar\tMill\t380\t8\t60\t12\t10\t0.5\t40 g\t40

        """

    /// Builds `source` (written to `name` under `scratch`) into `scratch/index-NAME`; returns the index directory.
    static func build(_ source: String, name: String, in scratch: String) throws -> String {
        let input = (scratch as NSString).appendingPathComponent(name)
        let output = (scratch as NSString).appendingPathComponent("index-" + name)
        try source.write(toFile: input, atomically: false, encoding: .utf8)
        _ = try IndexBuild.run(BuildOptions(input: input, output: output))
        return output
    }

    /// Whether the builder keeps per-product nutrients (false until the index format stores them).
    static let storesNutrients: Bool = {
        let scratch = TemporaryDirectory("foodlog-nutrient-probe")
        defer { scratch.remove() }
        guard let index = try? build(usda, name: "fdc.csv", in: scratch.path),
              let opened = try? ProductIndex(directory: index), opened.productCount > 0 else { return false }
        return (0..<opened.productCount).contains { (try? opened.product($0))?.nutrients.isEmpty == false }
    }()
}
