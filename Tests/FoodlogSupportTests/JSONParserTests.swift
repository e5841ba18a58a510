import FoodlogSupport
import Testing
@testable import FoodlogSupport

@Suite struct JSONParserTests {
    @Test func parsesValuesKeepingKeyOrderAndNumberKinds() throws {
        let value = try JSONParser.parse(#" {"b": [1, -2.5, 3e2, true, false, null], "a": "x\"\u00e9\ud83c\udf4e\n"} "#)
        #expect(value.rendered() == #"{"b":[1,-2.5,300,true,false,null],"a":"x\"é🍎\n"}"#)
        #expect(value["b"]?[0] == .integer(1))
        #expect(value["b"]?[1]?.doubleValue == -2.5)
        #expect(value["a"]?.stringValue == "x\"é🍎\n")
    }

    @Test(arguments: [
        ("", "empty input"),
        ("{\"a\":1,}", "expected a quoted key"),
        ("[1,]", "unexpected character ']'"),
        ("{\"a\":1} x", "unexpected text after the JSON value"),
        ("{\"a\":01}", "numbers may not have leading zeros"),
        ("{\"a\":NaN}", "unexpected character 'N'"),
        ("\"\\ud800\"", "lone surrogate in \\u escape"),
        ("{\"a\":\"tab\there\"}", "control character inside a string"),
        ("{\"title\":\"x\",\"items\":[{\"name\":\"egg\"", "unexpected end of input inside an object (truncated?)"),
        ("// comment\n{}", "unexpected character '/'"),
    ])
    func rejectsWhatIsNotStrictJSON(text: String, problem: String) {
        do {
            _ = try JSONParser.parse(text)
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.problem == problem)
        }
    }

    @Test func rejectsInvalidUTF8InsideStrings() {
        #expect(throws: JSONParseError(offset: 6, problem: "string is not valid UTF-8")) { try JSONParser.parse([0x22, 0x61, 0xC3, 0x28, 0x62, 0x22]) }
    }

    @Test func limitsNesting() {
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        #expect(throws: JSONParseError.self) { try JSONParser.parse(deep) }
        let fine = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        #expect((try? JSONParser.parse(fine)) != nil)
    }
}
