import Foundation
import FoodlogSupport
import Testing
import TestSupport
@testable import AIAnalysis

/// Real HTTP over loopback: each provider's request as sent, and its real recorded responses.
@Suite struct ProviderWireTests {
    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func openAISendsStrictSchemaAndDataURLAndReadsTheAnswer() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let success = try #require(openAISuccess())
        server.enqueue(success)
        let estimator = MealEstimator(chain: makeChain(server, kinds: [.openai]))
        let photo = try ImageInput(bytes: jpegBytes, source: "photo.jpg")
        let meal = try estimator.estimate(photo: photo)

        #expect(meal.provider == "openai")
        #expect(meal.model == ProviderKind.openai.defaultModel)
        #expect(meal.items.map(\.name) == ["grilled chicken breast", "white rice"])
        #expect(meal.total.calories == 453)
        #expect(!meal.cached)

        let sent = try #require(server.requests.first)
        #expect(sent.method == "POST")
        #expect(sent.path == "/v1/chat/completions")
        #expect(sent.header("Authorization") == "Bearer " + testKey)
        let json = try #require(body(sent))
        #expect(json["model"]?.stringValue == "gpt-6-luna")
        #expect(json["max_completion_tokens"]?.intValue == 4096)
        #expect(json["max_tokens"] == nil)
        #expect(json["temperature"] == nil)
        #expect(json["response_format"]?["type"]?.stringValue == "json_schema")
        #expect(json["response_format"]?["json_schema"]?["strict"]?.boolValue == true)
        #expect(json["response_format"]?["json_schema"]?["name"]?.stringValue == "meal_estimate")
        let image = json["messages"]?[1]?["content"]?[0]
        #expect(image?["type"]?.stringValue == "image_url")
        let url = try #require(image?["image_url"]?["url"]?.stringValue)
        #expect(url == "data:image/jpeg;base64," + Data(jpegBytes).base64EncodedString())
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func compatibleServerGetsMaxTokensAndNoKeyHeaderWhenNoneIsSet() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let success = try #require(openAISuccess())
        server.enqueue(success)
        let meal = try MealEstimator(chain: makeChain(server, kinds: [.compatible], key: nil)).estimate(description: "chicken and rice")
        #expect(meal.provider == "compatible")
        let sent = try #require(server.requests.first)
        #expect(sent.header("Authorization") == nil)
        let json = try #require(body(sent))
        #expect(json["max_tokens"]?.intValue == 4096)
        #expect(json["max_completion_tokens"] == nil)
        #expect(json["messages"]?[1]?["content"]?.stringValue?.hasPrefix("Meal description: chicken and rice") == true)
        #expect(json["response_format"]?["json_schema"]?["schema"]?["type"]?.stringValue == "object")
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func anthropicSendsRawBase64BlockVersionAndKeyHeader() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let success = try #require(anthropicSuccess())
        server.enqueue(success)
        let photo = try ImageInput(bytes: jpegBytes, source: "photo.jpg")
        let meal = try MealEstimator(chain: makeChain(server, kinds: [.anthropic])).estimate(photo: photo)
        #expect(meal.provider == "anthropic")
        #expect(meal.items.count == 2)

        let sent = try #require(server.requests.first)
        #expect(sent.path == "/v1/messages")
        #expect(sent.header("x-api-key") == testKey)
        #expect(sent.header("anthropic-version") == "2026-10-21")
        let json = try #require(body(sent))
        #expect(json["max_tokens"]?.intValue == 4096)
        #expect(json["temperature"] == nil)
        #expect(json["system"]?.stringValue == MealPrompt.system)
        let block = json["messages"]?[0]?["content"]?[0]
        #expect(block?["type"]?.stringValue == "image")
        #expect(block?["source"]?["type"]?.stringValue == "base64")
        #expect(block?["source"]?["media_type"]?.stringValue == "image/jpeg")
        #expect(block?["source"]?["data"]?.stringValue == Data(jpegBytes).base64EncodedString())
        #expect(json["output_config"]?["format"]?["type"]?.stringValue == "json_schema")
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func anthropicToolUseInputIsAcceptedAsTheAnswer() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let base = try #require(fixture("anthropic/messages_tool_use_response_sdk_recorded.json"))
        let answer = try JSONParser.parse(mealAnswer)
        server.enqueue(.json(200, base.setting(["content", 0, "input"], to: answer).rendered()))
        let meal = try MealEstimator(chain: makeChain(server, kinds: [.anthropic])).estimate(description: "chicken and rice")
        #expect(meal.total.protein == 50.8)
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func geminiSendsInlineDataToTheModelPathAndSkipsThoughtParts() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let success = try #require(geminiSuccess())
        server.enqueue(success)
        let photo = try ImageInput(bytes: heicBytes, source: "photo.heic")
        let meal = try MealEstimator(chain: makeChain(server, kinds: [.gemini])).estimate(photo: photo)
        #expect(meal.provider == "gemini")
        #expect(meal.items.count == 2)

        let sent = try #require(server.requests.first)
        #expect(sent.path == "/v1beta/models/gemini-3.5-flash-lite:generateContent")
        #expect(sent.header("x-goog-api-key") == testKey)
        #expect(!sent.path.contains("key="))
        let json = try #require(body(sent))
        let inline = json["contents"]?[0]?["parts"]?[0]?["inline_data"]
        #expect(inline?["mime_type"]?.stringValue == "image/heic")
        #expect(inline?["data"]?.stringValue == Data(heicBytes).base64EncodedString())
        #expect(json["generationConfig"]?["responseMimeType"]?.stringValue == "application/json")
        #expect(json["generationConfig"]?["responseJsonSchema"]?["type"]?.stringValue == "object")
        #expect(json["systemInstruction"]?["parts"]?[0]?["text"]?.stringValue == MealPrompt.system)
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func heicGoesPastProvidersThatRefuseItWithoutSendingAnything() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let success = try #require(geminiSuccess())
        server.enqueue(success)
        let photo = try ImageInput(bytes: heicBytes, source: "photo.heic")
        let meal = try MealEstimator(chain: makeChain(server, kinds: [.openai, .anthropic, .gemini])).estimate(photo: photo)
        #expect(meal.provider == "gemini")
        #expect(server.requests.count == 1)
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func aPhotoTooLargeForAnthropicGoesToTheNextProvider() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let success = try #require(openAISuccess())
        server.enqueue(success)
        let big = jpegBytes + [UInt8](repeating: 7, count: 4_000_000)
        let photo = try ImageInput(bytes: big, source: "big.jpg")
        let meal = try MealEstimator(chain: makeChain(server, kinds: [.anthropic, .openai])).estimate(photo: photo)
        #expect(meal.provider == "openai")
        #expect(server.requests.count == 1)
        #expect(server.requests[0].path == "/v1/chat/completions")
    }

    @Test func aPhotoNoProviderTakesSaysHowToShrinkIt() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let big = jpegBytes + [UInt8](repeating: 7, count: 4_000_000)
        let photo = try ImageInput(bytes: big, source: "big.jpg")
        #expect(throws: ChainError.self) { try MealEstimator(chain: makeChain(server, kinds: [.anthropic])).estimate(photo: photo) }
        do {
            _ = try MealEstimator(chain: makeChain(server, kinds: [.anthropic])).estimate(photo: photo)
        } catch {
            #expect(error.message.hasPrefix("anthropic: photo too large (4.0 MB > 3.9 MB)"))
            #expect(error.message.contains("resize"))
            #expect(error.exitCode == .dataError)
        }
        #expect(server.requests.isEmpty)
    }

    @Test func openRouterIsAskedToHonourTheResponseFormat() {
        let request = StructuredRequest(system: "s", text: "t", schemaName: "n", schema: .object([]), promptVersion: "v")
        let routed = OpenAIClient(settings: ProviderSettings(kind: .compatible, baseURL: "https://openrouter.ai/api/v1", key: .present(APIKey(testKey))))
            .makeRequest(request)
        #expect(routed.url == "https://openrouter.ai/api/v1/chat/completions")
        #expect((try? JSONParser.parse(routed.body))?["provider"]?["require_parameters"]?.boolValue == true)
        let local = OpenAIClient(settings: ProviderSettings(kind: .compatible)).makeRequest(request)
        #expect(local.url == "http://localhost:11434/v1/chat/completions")
        #expect((try? JSONParser.parse(local.body))?["provider"] == nil)
        #expect(local.header("Authorization") == nil)
    }
}
