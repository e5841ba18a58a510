import AIAnalysis
import Foundation
import FoodlogSupport
import Testing
import TestSupport

/// `estimate` through the binaries against the loopback provider: the request asks for the
/// nutrients, `--json` shows them per item and in the total, and a hostile value costs only itself.
@Suite struct EstimateNutrientsCommandTests {
    static let answer = """
    {"title":"Chicken and rice","items":[{"name":"grilled chicken breast","grams":150,"calories":248,"protein":46.5,"carbs":0,"fat":5.4,"fiber":0,"sugars":0,"saturated_fat":1.5,"sodium":111,"confidence":0.9,"source":"estimate","matched_id":null},{"name":"white rice","grams":158,"calories":205,"protein":4.3,"carbs":44.5,"fat":0.4,"fiber":0.6,"sugars":"none","saturated_fat":1e300,"sodium":null,"confidence":0.85,"source":"estimate","matched_id":null}],"total":{"calories":453,"protein":50.8,"carbs":44.5,"fat":5.8},"confidence":0.87}
    """

    @Test(.enabled(if: SharedData.available, "needs ../shared"), .enabled(if: Executables.built, "needs the built executables (swift build)"))
    func estimateJSONCarriesNutrientsPerItemAndInTheTotal() throws {
        let success = try #require(openAISuccess(Self.answer))
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.enqueue(success)
        let home = Home()
        defer { home.directory.remove() }
        let env = home.environment(server, ["OPENAI_API_KEY": testKey])
        let result = try CommandRunner.run("foodlog", ["estimate", "150 g grilled chicken breast and 158 g white rice", "--json"], environment: env)
        #expect(result.status == 0)
        let json = try JSONParser.parse(result.stdout.trimmingCharacters(in: .newlines))
        #expect(json["items"]?[0]?["nutrients"]?.rendered() == #"{"fiber":0,"sugars":0,"saturated_fat":1.5,"sodium":111}"#)
        #expect(json["items"]?[1]?["nutrients"]?.rendered() == #"{"fiber":0.6}"#)
        #expect(json["total"]?["nutrients"]?.rendered() == #"{"fiber":0.6,"sugars":0,"saturated_fat":1.5,"sodium":111}"#)
        #expect(json["total"]?["nutrients_items"]?.rendered() == #"{"fiber":2,"sugars":1,"saturated_fat":1,"sodium":1}"#)
        let notes = result.stderr.split(separator: "\n").map(String.init)
        #expect(notes.contains("foodlog: note: 'white rice': sugars is not a number; left unknown"))
        #expect(notes.contains { $0.hasPrefix("foodlog: note: 'white rice': saturated_fat 1e+300 g is implausible") })
        #expect(notes.allSatisfy { $0.hasPrefix("foodlog: note: ") })

        let sent = try JSONParser.parse(server.requests[0].body)
        let item = sent["response_format"]?["json_schema"]?["schema"]?["properties"]?["items"]?["items"]
        #expect(item?["properties"]?["sodium"]?["type"] == .array([.string("number"), .string("null")]))
        #expect(item?["required"]?.arrayValue?.contains(.string("saturated_fat")) == true)
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"), .enabled(if: Executables.built, "needs the built executables (swift build)"))
    func theTableAddsTheMealsNutrientsUnderTheTotal() throws {
        let success = try #require(openAISuccess(Self.answer))
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.enqueue(success)
        let home = Home()
        defer { home.directory.remove() }
        let env = home.environment(server, ["OPENAI_API_KEY": testKey])
        let result = try CommandRunner.run("foodlog", ["estimate", "150 g grilled chicken breast and 158 g white rice"], environment: env)
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let also = try #require(lines.firstIndex { $0.hasPrefix("Also: ") })
        #expect(lines[also - 1].hasPrefix("Total "))
        #expect(lines[also] == "Also: fiber 0.6 g · sugars 0 g (1 of 2 items)")
        #expect(lines[also + 1] == "  saturated fat 1.5 g (1 of 2 items) · sodium 111 mg (1 of 2 items)")
        #expect(lines.allSatisfy { $0.count <= 80 })
    }
}
