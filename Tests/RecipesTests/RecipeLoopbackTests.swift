import AIAnalysis
import Foundation
import FoodlogSupport
import Testing
import TestSupport
@testable import Recipes

/// The recipe flows over real HTTP against the loopback server speaking each provider's wire
/// format, with recorded responses carrying recipe and receipt answers.
@Suite("Recipe flows over loopback HTTP")
struct RecipeLoopbackTests {
    static let safe = RecipeFixtures.recipeText
    static let withAlmonds = RecipeFixtures.recipe(steps: ["Whisk the eggs.", "Cook and top with flaked almonds."]).rendered()
    static let receipt = RecipeFixtures.receipt([("GREENGROCER & CO", nil, false), ("eggs", "6", true),
                                                 ("baby spinach", "200 g", true), ("feta", "200 g", true),
                                                 ("TOTAL", "7.85", true), ("kitchen roll", nil, false)])

    func body(_ request: LoopbackHTTPServer.Request) throws -> JSONValue { try JSONParser.parse(request.body) }

    @Test("list flow: one OpenAI request with the strict recipe schema, the key only in its header",
          .enabled(if: SharedData.available, "needs ../shared"))
    func listFlow() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let answer = try #require(ProviderFixtures.openAI(Self.safe))
        server.enqueue(answer)
        let result = try RecipeGenerator(client: ProviderFixtures.chain(server))
            .recipe(from: ["eggs", "spinach", "feta", "cherry tomatoes"], allergies: [.nuts, .shellfish])
        #expect(result.recipe.name == "Spinach and feta omelette")
        #expect(result.provider == "openai")
        #expect(!result.cached)
        #expect(server.requests.count == 1)
        let request = server.requests[0]
        #expect(request.path == "/v1/chat/completions")
        #expect(request.header("authorization") == "Bearer " + ProviderFixtures.key)
        let sent = try body(request)
        #expect(sent["response_format"]?["json_schema"]?["name"]?.stringValue == RecipeSchemas.recipeName)
        #expect(sent["response_format"]?["json_schema"]?["strict"] == .bool(true))
        let text = sent.rendered()
        #expect(text.contains("eggs, spinach, feta, cherry tomatoes"))
        #expect(text.contains("tree nuts"))
        #expect(!text.contains(ProviderFixtures.key))
    }

    @Test("receipt flow: the photo goes as a data URL, food items come back, then the recipe",
          .enabled(if: SharedData.available, "needs ../shared"))
    func receiptFlow() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let receiptAnswer = try #require(ProviderFixtures.openAI(Self.receipt))
        let recipeAnswer = try #require(ProviderFixtures.openAI(Self.safe))
        server.enqueue(receiptAnswer, recipeAnswer)
        let generator = RecipeGenerator(client: ProviderFixtures.chain(server))
        let photo = try ImageInput(bytes: ProviderFixtures.receiptPhoto, source: "receipt.jpg")
        let (receipt, _) = try generator.readReceipt(image: photo)
        #expect(receipt.ingredientNames == ["eggs", "baby spinach", "feta"])
        let result = try generator.recipe(from: receipt.ingredientNames, allergies: [])
        #expect(result.recipe.steps.count == 3)
        let first = try body(server.requests[0]).rendered()
        #expect(first.contains("data:image/jpeg;base64," + Data(ProviderFixtures.receiptPhoto).base64EncodedString()))
        #expect(first.contains(RecipeSchemas.receiptName))
        #expect(try body(server.requests[1]).rendered().contains("eggs, baby spinach, feta"))
    }

    @Test("the same receipt photo twice calls a provider once: the second run is all cache",
          .enabled(if: SharedData.available, "needs ../shared"))
    func receiptCache() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let receiptAnswer = try #require(ProviderFixtures.openAI(Self.receipt))
        let recipeAnswer = try #require(ProviderFixtures.openAI(Self.safe))
        server.enqueue(receiptAnswer, recipeAnswer)
        let cache = TemporaryDirectory("foodlog-recipes")
        defer { cache.remove() }
        let photo = try ImageInput(bytes: ProviderFixtures.receiptPhoto, source: "receipt.jpg")
        func run() throws -> (Bool, GeneratedRecipe) {
            let generator = RecipeGenerator(client: ProviderFixtures.chain(server, cacheDirectory: cache.path))
            let (receipt, answer) = try generator.readReceipt(image: photo)
            return (answer.cached, try generator.recipe(from: receipt.ingredientNames, allergies: [.nuts]))
        }
        let (firstCached, first) = try run()
        #expect(!firstCached && !first.cached)
        #expect(server.requests.count == 2)
        let (secondCached, second) = try run()
        #expect(secondCached && second.cached)
        #expect(second.recipe == first.recipe)
        #expect(server.requests.count == 2)
        let cached = try FileManager.default.contentsOfDirectory(atPath: cache.path + "/ai")
        for name in cached {
            let text = try String(contentsOfFile: cache.path + "/ai/" + name, encoding: .utf8)
            #expect(!text.contains(ProviderFixtures.key))
        }
    }

    @Test("an answer that breaks an allergy is rejected and asked again, naming the violation",
          .enabled(if: SharedData.available, "needs ../shared"))
    func allergyRejected() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let unsafe = try #require(ProviderFixtures.openAI(Self.withAlmonds))
        let safe = try #require(ProviderFixtures.openAI(Self.safe))
        server.enqueue(unsafe, safe)
        let result = try RecipeGenerator(client: ProviderFixtures.chain(server)).recipe(from: ["eggs", "spinach"], allergies: [.nuts])
        #expect(result.attempts == 2)
        #expect(AllergenChecker(allergies: [.nuts]).violations(in: result.recipe).isEmpty)
        #expect(server.requests.count == 2)
        #expect(try body(server.requests[1]).rendered().contains("rejected because it contained almonds (nuts) in step 2"))
    }

    @Test("three unsafe answers fail with a clear message; nothing unsafe is returned",
          .enabled(if: SharedData.available, "needs ../shared"))
    func allergyFails() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let unsafe = try #require(ProviderFixtures.openAI(Self.withAlmonds))
        server.enqueue(unsafe, unsafe, unsafe)
        do {
            _ = try RecipeGenerator(client: ProviderFixtures.chain(server)).recipe(from: ["eggs"], allergies: [.nuts])
            Issue.record("an unsafe recipe was returned")
        } catch let error as RecipeError {
            #expect(error.message.hasPrefix("no safe recipe after 3 attempts: the last one contained almonds (nuts) in step 2"))
            #expect(error.exitCode == .dataError)
        }
        #expect(server.requests.count == 3)
    }

    @Test("malformed answers count as failed attempts and are retried; the next valid one is used",
          .enabled(if: SharedData.available, "needs ../shared"))
    func malformedThenValid() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let noSteps = RecipeFixtures.recipe(steps: []).rendered()
        let truncated = try #require(ProviderFixtures.openAI(String(Self.safe.prefix(60))))
        let empty = try #require(ProviderFixtures.openAI(noSteps))
        let safe = try #require(ProviderFixtures.openAI(Self.safe))
        server.enqueue(truncated, empty, safe)
        let result = try RecipeGenerator(client: ProviderFixtures.chain(server)).recipe(from: ["eggs"], allergies: [])
        #expect(result.recipe.name == "Spinach and feta omelette")
        #expect(server.requests.count == 3)
    }

    @Test("only malformed answers: one line naming the field, exit 65", .enabled(if: SharedData.available, "needs ../shared"))
    func malformedOnly() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let negative = RecipeFixtures.recipe(replacing: [("servings", .integer(-2))]).rendered()
        let bad = try #require(ProviderFixtures.openAI(negative))
        server.enqueue(bad, bad, bad)
        do {
            _ = try RecipeGenerator(client: ProviderFixtures.chain(server)).recipe(from: ["eggs"], allergies: [])
            Issue.record("a malformed recipe was accepted")
        } catch let error as ChainError {
            #expect(error.message == "openai: recipe unusable: servings is -2; expected a whole number from 1 to 100 after 3 tries")
            #expect(error.exitCode == .dataError)
        }
    }

    @Test("fallback: OpenAI refuses the key, Anthropic answers in its own wire format",
          .enabled(if: SharedData.available, "needs ../shared"))
    func fallbackToAnthropic() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let unauthorized = try #require(ProviderFixtures.error(401, "openai/observed_401_invalid_api_key.json"))
        let answer = try #require(ProviderFixtures.anthropic(Self.safe))
        server.enqueue(unauthorized, answer)
        let result = try RecipeGenerator(client: ProviderFixtures.chain(server, kinds: [.openai, .anthropic]))
            .recipe(from: ["eggs"], allergies: [])
        #expect(result.provider == "anthropic")
        #expect(server.requests.map(\.path) == ["/v1/chat/completions", "/v1/messages"])
    }

    @Test("a receipt read through Gemini's wire format", .enabled(if: SharedData.available, "needs ../shared"))
    func geminiReceipt() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let answer = try #require(ProviderFixtures.gemini(Self.receipt))
        server.enqueue(answer)
        let photo = try ImageInput(bytes: ProviderFixtures.receiptPhoto, source: "receipt.jpg")
        let (receipt, meta) = try RecipeGenerator(client: ProviderFixtures.chain(server, kinds: [.gemini])).readReceipt(image: photo)
        #expect(meta.provider == "gemini")
        #expect(receipt.ingredientNames == ["eggs", "baby spinach", "feta"])
        #expect(try body(server.requests[0]).rendered().contains(Data(ProviderFixtures.receiptPhoto).base64EncodedString()))
    }

    @Test("every provider failing gives one line with each provider's answer", .enabled(if: SharedData.available, "needs ../shared"))
    func everyProviderFails() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let quota = try #require(ProviderFixtures.error(429, "openai/observed_429_insufficient_quota.json"))
        let badRequest = try #require(ProviderFixtures.error(400, "anthropic/error_400_invalid_request_sdk_recorded.json"))
        let unavailable = LoopbackHTTPServer.Response.json(503, #"{"error":{"code":503,"message":"The model is overloaded.","status":"UNAVAILABLE"}}"#)
        server.enqueue(quota, badRequest, unavailable, unavailable, unavailable)
        let sleeps = SleepLog()
        do {
            _ = try RecipeGenerator(client: ProviderFixtures.chain(server, kinds: [.openai, .anthropic, .gemini], sleeps: sleeps))
                .recipe(from: ["eggs"], allergies: [])
            Issue.record("a recipe came from failing providers")
        } catch let error as ChainError {
            let message = error.message
            #expect(message.hasPrefix("openai: "))
            #expect(message.contains("; anthropic: "))
            #expect(message.contains("; gemini: "))
            #expect(message.hasSuffix("after 3 tries"))
            #expect(!message.contains("\n"))
            #expect(!message.contains(ProviderFixtures.key))
            #expect(error.exitCode == .unavailable)
        }
        #expect(server.requests.count == 5)
        #expect(sleeps.all.count == 2)
    }

    @Test("a receipt with no food moves to the next provider; if none finds food, exit 65 says so",
          .enabled(if: SharedData.available, "needs ../shared"))
    func receiptWithoutFood() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let nothing = RecipeFixtures.receipt([("TOTAL", "3.10", true), ("bin bags", nil, false)])
        let openAI = try #require(ProviderFixtures.openAI(nothing))
        let anthropic = try #require(ProviderFixtures.anthropic(nothing))
        server.enqueue(openAI, anthropic)
        let photo = try ImageInput(bytes: ProviderFixtures.receiptPhoto, source: "receipt.jpg")
        do {
            _ = try RecipeGenerator(client: ProviderFixtures.chain(server, kinds: [.openai, .anthropic])).readReceipt(image: photo)
            Issue.record("a receipt without food was accepted")
        } catch let error as ChainError {
            #expect(error.message == "openai: no food items found on the receipt; anthropic: no food items found on the receipt")
            #expect(error.exitCode == .dataError)
        }
        #expect(server.requests.count == 2)
    }

    @Test("a refusal from OpenAI moves to Anthropic; a truncated answer is retried", .enabled(if: SharedData.available, "needs ../shared"))
    func refusalAndTruncation() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let refusal = try #require(ProviderFixtures.error(200, "openai/chat_completion_refusal_sdk_recorded.json"))
        let truncated = try #require(ProviderFixtures.error(200, "openai/chat_completion_finish_length_sdk_recorded.json"))
        let answer = try #require(ProviderFixtures.anthropic(Self.safe))
        let safe = try #require(ProviderFixtures.openAI(Self.safe))
        server.enqueue(refusal, answer)
        let result = try RecipeGenerator(client: ProviderFixtures.chain(server, kinds: [.openai, .anthropic]))
            .recipe(from: ["eggs"], allergies: [])
        #expect(result.provider == "anthropic")
        #expect(server.requests.count == 2)

        server.enqueue(truncated, safe)
        let again = try RecipeGenerator(client: ProviderFixtures.chain(server)).recipe(from: ["spinach"], allergies: [])
        #expect(again.provider == "openai")
        #expect(server.requests.count == 4)
    }
}
