import AIAnalysis
import Foundation
import FoodlogSupport
import IndexBuilder
import TestSupport

/// A scratch home with XDG directories, a small product index, and the environment for the binaries.
struct Home {
    let directory = TemporaryDirectory("foodlog-integration")

    /// The environment: XDG dirs here, UTC, the test index, Open Food Facts and OpenAI on `server`.
    func environment(_ server: LoopbackHTTPServer? = nil, _ extra: [String: String] = [:]) -> [String: String] {
        var env = ["HOME": directory.path, "XDG_CONFIG_HOME": directory.file("config"), "XDG_CACHE_HOME": directory.file("cache"),
                   "XDG_DATA_HOME": directory.file("data"), "TZ": "UTC", "NO_COLOR": "1"]
        if PathString.exists(directory.file("index")) { env["FOODLOG_INDEX"] = directory.file("index") }
        if let server {
            env["FOODLOG_OFF_BASE_URL"] = server.baseURL
            env["FOODLOG_PROVIDERS"] = "openai"
            env["FOODLOG_OPENAI_BASE_URL"] = server.baseURL + "/v1"
        }
        return env.merging(extra) { $1 }
    }

    /// Builds an index holding Nutella by its barcode (and a plain food), as `foodlog` would find it.
    func buildIndex() throws {
        let header = ["code", "product_name", "brands", "energy-kcal_100g", "proteins_100g", "carbohydrates_100g", "fat_100g",
                      "serving_size", "serving_quantity"]
        let rows = [["3017620422003", "Nutella", "Ferrero", "539", "6.3", "57.5", "30.9", "15 g", "15"],
                    ["4000000000001", "Plain oats", "Mill", "372", "13", "60", "7", "40 g", "40"]]
        let text = ([header] + rows).map { $0.joined(separator: "\t") }.joined(separator: "\n") + "\n"
        let input = directory.write("products.tsv", text)
        _ = try IndexBuild.run(BuildOptions(input: input, output: directory.file("index")))
    }

    /// `foodlog log --date D --json` entries.
    func entries(on date: String, _ env: [String: String]) throws -> [JSONValue] {
        let result = try CommandRunner.run("foodlog", ["log", "--date", date, "--json"], environment: env)
        let json = try JSONParser.parse(result.stdout.trimmingCharacters(in: .newlines))
        var found: [JSONValue] = []
        collect(json, into: &found)
        return found
    }

    /// Every object with an `id` and a `source`, wherever the day view nests them.
    private func collect(_ value: JSONValue, into found: inout [JSONValue]) {
        switch value {
        case .object(let members):
            if value["id"] != nil, value["source"] != nil { found.append(value); return }
            for (_, member) in members { collect(member, into: &found) }
        case .array(let items):
            for item in items { collect(item, into: &found) }
        default:
            break
        }
    }
}

/// The real Open Food Facts answers in ../shared (nil when absent; tests gate on `SharedData.available`).
func offAnswer(_ relative: String, status: Int = 200) -> LoopbackHTTPServer.Response? {
    guard let path = SharedData.file(relative) else { return nil }
    return .jsonFile(status, path: path)
}

let testKey = "sk-test-SECRET-integration-0123456789"

/// A meal answer whose totals add up, as a model writes it.
let mealAnswer = """
{"title":"Chicken and rice","items":[{"name":"grilled chicken breast","grams":150,"calories":248,"protein":46.5,"carbs":0,"fat":5.4,"confidence":0.9,"source":"estimate","matched_id":null},{"name":"white rice","grams":158,"calories":205,"protein":4.3,"carbs":44.5,"fat":0.4,"confidence":0.85,"source":"estimate","matched_id":null}],"total":{"calories":453,"protein":50.8,"carbs":44.5,"fat":5.8},"confidence":0.87}
"""

/// The real recorded OpenAI structured-output response with its content replaced by `answer`.
func openAISuccess(_ answer: String = mealAnswer) -> LoopbackHTTPServer.Response? {
    guard let path = SharedData.file("reference/fixtures/openai/chat_completion_json_schema_sdk_recorded.json"),
          let data = FileManager.default.contents(atPath: path),
          let recorded = try? JSONParser.parse([UInt8](data)),
          case .object(var top) = recorded,
          let choicesIndex = top.firstIndex(where: { $0.0 == "choices" }),
          case .array(var choices) = top[choicesIndex].1, case .object(var choice) = choices.first,
          let messageIndex = choice.firstIndex(where: { $0.0 == "message" }),
          case .object(var message) = choice[messageIndex].1,
          let contentIndex = message.firstIndex(where: { $0.0 == "content" }) else { return nil }
    message[contentIndex].1 = .string(answer)
    choice[messageIndex].1 = .object(message)
    choices[0] = .object(choice)
    top[choicesIndex].1 = .array(choices)
    return .json(200, JSONValue.object(top).rendered())
}

/// A tiny but real JPEG header (the sniffer reads magic bytes only).
let jpegBytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [UInt8](repeating: 0x42, count: 64) + [0xFF, 0xD9]
