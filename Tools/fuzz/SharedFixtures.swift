import Foundation
import FoodlogSupport

/// The real provider and Open Food Facts answers from `../shared` (read at run time, never
/// copied into the repository): success envelopes with a slot for the meal answer, error bodies
/// with their HTTP status, and product answers with the barcode they answer for.
struct SharedFixtures: Sendable {
    /// A provider family's wire format, as the chain names it.
    enum Provider: String, CaseIterable, Sendable {
        case openai, anthropic, gemini, compatible

        /// The fixture folder holding this format (compatible servers speak OpenAI's).
        var folder: String { self == .compatible ? "openai" : rawValue }

        /// The recorded success answer and where its output text sits.
        var successFixture: (file: String, path: [JSONPathPart]) {
            switch self {
            case .openai, .compatible:
                return ("chat_completion_json_schema_sdk_recorded.json", [.key("choices"), .index(0), .key("message"), .key("content")])
            case .anthropic:
                return ("messages_structured_output_response_sdk_recorded.json", [.key("content"), .index(0), .key("text")])
            case .gemini:
                return ("vertexai_unary-success-constraint-decoding-json.json",
                        [.key("candidates"), .index(0), .key("content"), .key("parts"), .index(0), .key("text")])
            }
        }
    }

    enum JSONPathPart: Sendable { case key(String), index(Int) }

    /// A provider answer with its output text replaced by a marker, to embed any meal answer.
    struct Envelope: Sendable {
        var rendered: [UInt8]
        static let marker = Array("\"@@FUZZ-ANSWER@@\"".utf8)

        /// The envelope with `answer` (any bytes) as its output text, JSON-escaped.
        func embedding(_ answer: [UInt8]) -> [UInt8] {
            guard let at = find(Envelope.marker, in: rendered) else { return rendered }
            let text = Array(JSONValue.string(String(decoding: answer, as: UTF8.self)).rendered().utf8)
            return Array(rendered[..<at]) + text + Array(rendered[(at + Envelope.marker.count)...])
        }
    }

    /// A recorded body and the status it came with.
    struct Recorded: Sendable {
        var name: String
        var status: Int
        var body: [UInt8]
        /// For Open Food Facts answers: the barcode asked for.
        var code: String
    }

    let directory: String
    private var envelopes: [Provider: Envelope] = [:]
    private(set) var errors: [Provider: [Recorded]] = [:]
    private(set) var offAnswers: [Recorded] = []

    init?(directory: String) {
        self.directory = directory
        for provider in Provider.allCases {
            let (file, path) = provider.successFixture
            guard let bytes = SharedFixtures.read(directory + "/reference/fixtures/" + provider.folder + "/" + file),
                  let parsed = try? JSONParser.parse(bytes),
                  let replaced = SharedFixtures.replacing(parsed, at: path[...], with: .string("@@FUZZ-ANSWER@@")) else { return nil }
            envelopes[provider] = Envelope(rendered: Array(replaced.rendered().utf8))
            errors[provider] = SharedFixtures.errorFixtures(directory + "/reference/fixtures/" + provider.folder)
        }
        offAnswers = SharedFixtures.offFixtures(directory)
        guard !offAnswers.isEmpty else { return nil }
    }

    func successEnvelope(_ provider: Provider) -> Envelope? { envelopes[provider] }

    private static func errorFixtures(_ folder: String) -> [Recorded] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        return names.compactMap { name -> Recorded? in
            guard name.contains("error") || name.contains("failure") || name.contains("observed") || name.contains("refusal")
                    || name.contains("finish_length"), let body = read(folder + "/" + name) else { return nil }
            var status = 200
            if let digits = name.split(separator: "_").first(where: { $0.count == 3 && Int($0) != nil }) { status = Int(digits) ?? 200 }
            if let code = (try? JSONParser.parse(body))?["error"]?["code"]?.intValue, (100...599).contains(code) { status = code }
            return Recorded(name: name, status: status, body: body, code: "")
        }
    }

    private static func offFixtures(_ shared: String) -> [Recorded] {
        var found: [Recorded] = []
        for folder in [shared + "/data/off-api", shared + "/reference/fixtures/openfoodfacts"] {
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() where name.hasSuffix(".json") {
                guard let body = read(folder + "/" + name) else { continue }
                let parsed = try? JSONParser.parse(body)
                let notFound = name.contains("not-found") || name.contains("not_found")
                var code = parsed?["code"]?.stringValue ?? parsed?["product"]?["code"]?.stringValue ?? ""
                if code.isEmpty || !code.allSatisfy(\.isNumber) { code = notFound ? "12345678" : "3029330003533" }
                found.append(Recorded(name: name, status: notFound ? 404 : 200, body: body, code: code))
            }
        }
        return found
    }

    static func read(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    private static func replacing(_ value: JSONValue, at path: ArraySlice<JSONPathPart>, with new: JSONValue) -> JSONValue? {
        guard let first = path.first else { return new }
        switch (first, value) {
        case (.key(let key), .object(var members)):
            guard let at = members.firstIndex(where: { $0.0 == key }),
                  let inner = replacing(members[at].1, at: path.dropFirst(), with: new) else { return nil }
            members[at].1 = inner
            return .object(members)
        case (.index(let index), .array(var items)):
            guard items.indices.contains(index), let inner = replacing(items[index], at: path.dropFirst(), with: new) else { return nil }
            items[index] = inner
            return .array(items)
        default:
            return nil
        }
    }
}

/// The first position of `needle` in `haystack`.
func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard !needle.isEmpty, haystack.count >= needle.count else { return nil }
    var start = 0
    while start <= haystack.count - needle.count {
        if haystack[start] == needle[0], haystack[start..<(start + needle.count)].elementsEqual(needle) { return start }
        start += 1
    }
    return nil
}
