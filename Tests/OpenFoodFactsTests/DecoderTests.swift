import Testing
import TestSupport
@testable import OpenFoodFacts

/// The decoder on the real Open Food Facts answers in ../shared and on the shapes PROVIDERS.md describes.
@Suite struct DecoderTests {
    /// Found by Tools/fuzz: an answer whose `code` or name held a megabyte put it whole into the
    /// product sheet, the journal line and the error message.
    @Test func hugeTextAndANonBarcodeCodeAreNotTrusted() throws {
        let name = String(repeating: "A", count: 1 << 20)
        let body = Array(#"{"status":1,"code":"9\#(name)","product":{"product_name":"\#(name)","brands":"\#(name)","nutriments":{"energy-kcal_100g":250}}}"#.utf8)
        let product = try OFFResponseDecoder.decode(status: 200, body: body, requested: "3017620422003")
        #expect(product.code == "3017620422003", "a code that is not 1 to 32 digits is replaced by the requested barcode")
        #expect(product.name == String(repeating: "A", count: OFFResponseDecoder.textLimit) + "…")
        #expect(product.brand?.count == OFFResponseDecoder.textLimit + 1)
        #expect(product.per100.kcal == 250)
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func aFullRealProductWithKcalServingAndTags() throws {
        let body = try #require(RealAnswers.data("3029330003533.json"))
        let product = try OFFResponseDecoder.decode(status: 200, body: body, requested: "3029330003533")
        #expect(product.code == "3029330003533")
        #expect(product.name == "Crousti Moelleux Complet Sans Sucre Ajouté 730gr")
        #expect(product.brand == "Jacquet")
        #expect(product.displayName == "Jacquet Crousti Moelleux Complet Sans Sucre Ajouté 730gr")
        #expect(product.quantity == "730 g")
        #expect(product.servingSize == "60.8 g (1 tranche)" && product.servingGrams == 60.8)
        #expect(product.per100 == OFFNutrition(kcal: 246, protein: 9.5, carbs: 41, fat: 3.4, sugars: 3.6, fiber: 6.7, saturatedFat: 0.3, salt: 1.1))
        #expect(!product.kcalFromKilojoules)
        #expect(product.perServing?.kcal == 150 && product.perServing?.protein == 5.78)
        #expect(product.nutriscore == "b" && product.novaGroup == 4)
        #expect(product.allergens == ["gluten"])
        #expect(product.hasUsableNutrition)
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func numbersAsStringsAndEnergyInKilojoulesOnly() throws {
        let body = try #require(RealAnswers.data("5449000011527.json"))
        let product = try OFFResponseDecoder.decode(status: 200, body: body, requested: "5449000011527")
        #expect(product.name == "Fanta Orange")
        // energy_100g is "113" (a string, in kJ): 113 / 4.184 = 27.0 kcal.
        #expect(product.per100.kcal == 27 && product.kcalFromKilojoules)
        #expect(product.per100.protein == 0 && product.per100.carbs == 6.5 && product.per100.fat == 0)
        #expect(product.perServing?.kcal == 89.1)
        #expect(product.servingGrams == 330)
        #expect(product.nutriscore == nil && product.novaGroup == nil)
        #expect(product.categories.contains("sodas"))
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func theServerTestFixtures() throws {
        let nutriments = try #require(RealAnswers.fixture("v2_product_fields_nutriments_server_test.json"))
        let kcalOnly = try #require(RealAnswers.fixture("v2_product_fields_quantity_and_energy_kcal_100g_server_test.json"))
        let noNutrition = try #require(RealAnswers.fixture("v2_product_specific_fields_server_test.json"))
        let kilojoules = try OFFResponseDecoder.decode(status: 200, body: nutriments, requested: "200000000034")
        #expect(kilojoules.code == "0200000000034")
        #expect(kilojoules.per100.kcal == 95.6 && kilojoules.kcalFromKilojoules)  // 400 kJ
        #expect(kilojoules.per100.protein == 4.5 && kilojoules.per100.carbs == 10.5 && kilojoules.per100.fat == 8.5)
        #expect(kilojoules.perServing == nil)
        let topLevel = try OFFResponseDecoder.decode(status: 200, body: kcalOnly, requested: "200000000034")
        #expect(topLevel.per100.kcal == 140.5 && !topLevel.kcalFromKilojoules && topLevel.per100.protein == nil)
        let bare = try OFFResponseDecoder.decode(status: 200, body: noNutrition, requested: "200000000034")
        #expect(bare.name == "Some product" && !bare.hasUsableNutrition && bare.per100.isEmpty)
        #expect(bare.categories == ["Snacks", "Sweet snacks", "Biscuits and cakes", "Biscuits and crackers", "Biscuits"])
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func notFoundIsItsOwnError() throws {
        let v2 = try #require(RealAnswers.data("not-found-12345678.json"))
        let v3 = try #require(RealAnswers.fixture("v3_product_not_found_server_test.json"))
        #expect(throws: OFFError.notFound(barcode: "12345678")) { try OFFResponseDecoder.decode(status: 404, body: v2, requested: "12345678") }
        // A v3 body (status "failure", not 0) on a 404 still means not found.
        #expect(throws: OFFError.notFound(barcode: "12345678")) { try OFFResponseDecoder.decode(status: 404, body: v3, requested: "12345678") }
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func malformedAnswers() throws {
        #expect(throws: OFFError.self) { try OFFResponseDecoder.decode(status: 200, body: Array("<html>".utf8), requested: "1") }
        #expect(throws: OFFError.malformed(reason: "the answer is not a JSON object")) {
            try OFFResponseDecoder.decode(status: 200, body: Array("[1]".utf8), requested: "1")
        }
        #expect(throws: OFFError.malformed(reason: "no product in the answer")) {
            try OFFResponseDecoder.decode(status: 200, body: Array(#"{"status":1}"#.utf8), requested: "1")
        }
        let body = try #require(RealAnswers.data("3029330003533.json"))
        do {
            _ = try OFFResponseDecoder.decode(status: 200, body: Array(body.prefix(500)), requested: "3029330003533")
            Issue.record("a truncated answer decoded")
        } catch {
            guard case .malformed(let reason) = error else { Issue.record("wrong error \(error)"); return }
            #expect(reason.hasPrefix("invalid JSON"))
        }
    }

    @Test func barcodeForms() {
        #expect(OFFBarcode.canonical("036000291452") == "0036000291452")
        #expect(OFFBarcode.canonical("0036000291452") == "0036000291452")
        #expect(OFFBarcode.canonical("36000291452") == "0036000291452")
        #expect(OFFBarcode.canonical("00000036000291452") == "0036000291452")
        #expect(OFFBarcode.canonical("3017620422003") == "3017620422003")
        #expect(OFFBarcode.canonical("96385074") == "96385074")
        #expect(OFFBarcode.canonical("12345678") == "12345678")
        #expect(OFFBarcode.canonical("10012345678902") == "10012345678902")
        #expect(OFFBarcode.canonical("3017 6204 22003") == "3017620422003")
        for bad in ["", "abc", "12345", "301762042200x", "000000000", "123456789012345"] { #expect(OFFBarcode.canonical(bad) == nil) }
    }
}
