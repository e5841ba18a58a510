import FoodlogSupport
import Testing
import TestSupport
@testable import OpenFoodFacts

/// The nutrients beyond macros of an Open Food Facts answer: `nutriments`' `_100g` fields, in
/// grams in the API, converted to each nutrient's unit and checked against its per-100 g range.
@Suite struct NutrientDecoderTests {
    func product(_ nutriments: String) throws -> OFFProduct {
        let body = #"{"status":1,"code":"3017620422003","product":{"product_name":"Test","nutriments":{"energy-kcal_100g":250,\#(nutriments)}}}"#
        return try OFFResponseDecoder.decode(status: 200, body: Array(body.utf8), requested: "3017620422003")
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared (data/off-api)"))
    func aRealProductGivesFiberSugarsSaturatedFatAndSodiumInMilligrams() throws {
        let body = try #require(RealAnswers.data("3029330003533.json"))
        let product = try OFFResponseDecoder.decode(status: 200, body: body, requested: "3029330003533")
        // sodium_100g is 0.44 (grams): 440 mg.
        #expect(product.nutrients == NutrientValues([.fiber: 6.7, .sugars: 3.6, .saturatedFat: 0.3, .sodium: 440]))
        #expect(product.notes.isEmpty)
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared (data/off-api)"))
    func zerosWrittenAsStringsAreKnownZeros() throws {
        let body = try #require(RealAnswers.data("5449000011527.json"))
        let product = try OFFResponseDecoder.decode(status: 200, body: body, requested: "5449000011527")
        #expect(product.nutrients == NutrientValues([.fiber: 0, .sugars: 6.5, .saturatedFat: 0, .sodium: 0]))
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared (reference/fixtures/openfoodfacts)"))
    func theServerFixtureAndAProductWithoutNutriments() throws {
        let full = try OFFResponseDecoder.decode(status: 200, body: try #require(RealAnswers.fixture("v2_product_fields_nutriments_server_test.json")),
                                                 requested: "200000000034")
        #expect(full.nutrients[.fiber] == 2 && full.nutrients[.sugars] == 12.5 && full.nutrients[.saturatedFat] == 5.6)
        #expect(abs((full.nutrients[.sodium] ?? 0) - 20.08) < 1e-9)
        let bare = try OFFResponseDecoder.decode(status: 200, body: try #require(RealAnswers.fixture("v2_product_specific_fields_server_test.json")),
                                                 requested: "200000000034")
        #expect(bare.nutrients.isEmpty)
    }

    @Test func vitaminsAndMineralsAreConvertedFromGrams() throws {
        let product = try product(#""vitamin-c_100g":0.06,"vitamin-d_100g":2.5e-06,"iron_100g":"0.0021","calcium_100g":0.12,"vitamin-b12_100g":1e-06,"cholesterol_100g":0.035"#)
        let nutrients = product.nutrients
        #expect(abs((nutrients[.vitaminC] ?? 0) - 60) < 1e-9)
        #expect(abs((nutrients[.vitaminD] ?? 0) - 2.5) < 1e-9)
        #expect(abs((nutrients[.iron] ?? 0) - 2.1) < 1e-9)
        #expect(abs((nutrients[.calcium] ?? 0) - 120) < 1e-9)
        #expect(abs((nutrients[.vitaminB12] ?? 0) - 1) < 1e-9)
        #expect(abs((nutrients[.cholesterol] ?? 0) - 35) < 1e-9)
        #expect(nutrients.count == 6 && nutrients[.fiber] == nil && nutrients[.sodium] == nil)
    }

    @Test func sodiumComesFromSaltOnlyWhenTheProductGivesNone() throws {
        #expect(try product(#""salt_100g":1.25"#).nutrients[.sodium] == 500)
        #expect(try product(#""salt_100g":1.25,"sodium_100g":0.3"#).nutrients[.sodium] == 300)
    }

    @Test func folateIsVitaminB9OrElseFolatesAndVitaminKIsPhylloquinoneAsAFallback() throws {
        #expect(abs((try product(#""folates_100g":0.0002"#).nutrients[.folate] ?? 0) - 200) < 1e-9)
        #expect(abs((try product(#""vitamin-b9_100g":0.0001,"folates_100g":0.0002"#).nutrients[.folate] ?? 0) - 100) < 1e-9)
        #expect(abs((try product(#""phylloquinone_100g":0.00005"#).nutrients[.vitaminK] ?? 0) - 50) < 1e-9)
    }

    @Test func implausibleValuesAreLeftOutAndNamedOnce() throws {
        // sodium 400 is milligrams typed into a grams field: 400 000 mg per 100 g cannot be.
        let product = try product(#""sodium_100g":400,"potassium_100g":-1,"calcium_100g":1e300,"iron_100g":"nan","zinc_100g":{"v":1},"sugars_100g":150,"fiber_100g":3"#)
        #expect(product.nutrients == NutrientValues([.fiber: 3]))
        #expect(product.per100.kcal == 250)
        #expect(product.notes.contains("left out sodium per 100 g 400000 is out of range (0 to 39400 mg)"))
        #expect(product.notes.contains("left out potassium per 100 g -1000 is out of range (0 to 20000 mg)"))
        #expect(product.notes.contains("left out calcium per 100 g 1e+303 is out of range (0 to 40000 mg)"))
        #expect(product.notes.filter { $0.contains("sugars") }.count == 1)
        #expect(product.notes.count == 4)
    }

    @Test func aCachedAnswerReadsBackWithItsNutrients() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let cache = ProductCache(cacheDirectory: directory.path, now: { 1_800_000_000 })
        cache.store(Array(#"{"status":1,"code":"3017620422003","product":{"nutriments":{"energy-kcal_100g":539,"fiber_100g":0,"sodium_100g":0.0428}}}"#.utf8),
                    for: "3017620422003")
        let entry = try #require(cache.entry("3017620422003"))
        #expect(entry.product.nutrients[.fiber] == 0 && abs((entry.product.nutrients[.sodium] ?? 0) - 42.8) < 1e-9)
    }
}
