import FoodlogSupport
import Testing

/// The bounded number type and the total conversions every renderer uses.
@Suite struct PlausibleNumberTests {
    @Test(arguments: ["250", "12.5", "0", "0.75", ".5", "5.", "+3", "-5", "00012"])
    func decimalTextAcceptsPlainDecimals(_ text: String) {
        #expect(DecimalText.parse(text) == Double(text))
    }

    @Test(arguments: ["0x10", "0x1p16", "1e400", "1e3", "nan", "NaN", "inf", "-inf", "infinity", "", "-", ".", "1.2.3",
                      " 5", "5 ", "1_000", "١٢", String(repeating: "9", count: 41), "1" + String(repeating: "0", count: 39) + "."])
    func decimalTextRefusesEverythingElse(_ text: String) {
        #expect(DecimalText.parse(text) == nil)
    }

    @Test func decimalTextNeverReturnsAnInfiniteNumber() {
        #expect(DecimalText.parse(String(repeating: "9", count: 40)).map(\.isFinite) == true)
    }

    @Test func numberTextIsTotal() {
        let hostile: [Double] = [1e300, -1e15, 1e-300, .nan, .infinity, -.infinity, .greatestFiniteMagnitude,
                                 -.greatestFiniteMagnitude, 12_345_678_901_234_567_890, 9.3e18, -9.3e18]
        for value in hostile {
            _ = NumberText.rounded(value, places: 1)
            _ = NumberText.plain(value)
            _ = NumberText.percent(value)
            _ = Int(saturating: value)
        }
        #expect(NumberText.rounded(1e300) == "1e+300")
        #expect(NumberText.rounded(.nan) == "-" && NumberText.rounded(nil) == "-")
        #expect(NumberText.rounded(12.345, places: 1) == "12.3" && NumberText.rounded(210) == "210")
        #expect(NumberText.plain(.nan) == "nan" && NumberText.plain(-.infinity) == "-inf" && NumberText.plain(250) == "250")
        #expect(NumberText.percent(0.874) == 87 && NumberText.percent(1e300) == nil && NumberText.percent(.nan) == nil)
        #expect(Int(saturating: 1e300) == 9_000_000_000_000_000_000 && Int(saturating: -.infinity) == -9_000_000_000_000_000_000)
        #expect(Int(saturating: .nan) == 0 && Int(saturating: 41.9) == 41)
    }

    @Test func rangesSayWhatIsWrong() throws {
        #expect(PlausibleRange.kcalPer100g.contains(900) && !PlausibleRange.kcalPer100g.contains(900.1))
        #expect(!PlausibleRange.entryGrams.contains(0) && !PlausibleRange.entryGrams.contains(1e-300) && PlausibleRange.entryGrams.contains(10_000))
        #expect(!PlausibleRange.goalKcal.contains(1e-300) && !PlausibleRange.entryKcal.contains(.nan))
        #expect(!PlausibleRange.novaGroup.contains(5) && !PlausibleRange.recordedMilliseconds.contains(1e300))
        #expect(throws: OutOfRange.self) { try PlausibleRange.entryKcal.check(-1e15) }
        #expect(try PlausibleRange.entryMacro.check(20) == 20)
        #expect(OutOfRange(range: .kcalPer100g, value: 1e300).description == "kcal per 100 g 1e+300 is out of range (0 to 900 kcal)")
        #expect(OutOfRange(range: .entryGrams, value: -5).description == "grams -5 is out of range (0.1 to 10000 g)")
    }

    @Test func jsonKeepsAbsurdMagnitudesInsteadOfOverflowing() {
        #expect(JSONValue.rounded(1.7e308, places: 1).rendered() == "1.7e+308")
        #expect(JSONValue.rounded(12.345, places: 1).rendered() == "12.3")
    }
}
