import Foundation
import FoodlogSupport
import HTTPClient
import Testing
import TestSupport
@testable import AIAnalysis

/// A hand-written index standing in for FoodIndex.
struct FakeGrounding: FoodGrounding {
    let foods: [GroundingFood]
    func foods(matching phrase: String, limit: Int) -> [GroundingFood] {
        Array(foods.filter { food in phrase.split(separator: " ").contains { food.name.lowercased().contains($0) } }.prefix(limit))
    }
}

@Suite struct GroundingTests {
    let chicken = GroundingFood(id: "usda:171477", name: "Chicken, broiler, breast, grilled", kcal: 165, protein: 31, carbs: 0, fat: 3.6,
                                nutrients: NutrientValues([.saturatedFat: 1, .sodium: 74]))
    let rice = GroundingFood(id: "usda:168878", name: "Rice, white, cooked", kcal: 130, protein: 2.7, carbs: 28.2, fat: 0.3,
                             nutrients: NutrientValues([.fiber: 0.4, .sugars: 0.1]))

    @Test func descriptionsSplitIntoFoodPhrasesWithoutQuantities() {
        #expect(GroundingQuery.phrases("grilled chicken breast 150g and a cup of rice, salad") == ["grilled chicken breast", "rice", "salad"])
        #expect(GroundingQuery.phrases("2 eggs with toast + 1 tbsp butter") == ["eggs", "toast", "butter"])
        #expect(GroundingQuery.phrases("  ") == [])
    }

    @Test func thePromptListsTheReferencesWithTheirValues() {
        let grounding = FakeGrounding(foods: [chicken, rice])
        let estimator = MealEstimator(chain: ProviderChain(providers: [], cache: nil, effects: ChainEffects(transport: URLSessionTransport())),
                                      grounding: grounding)
        let (request, references) = estimator.request(description: "grilled chicken 150g and rice")
        #expect(references == [chicken, rice])
        #expect(request.text == """
        Meal description: grilled chicken 150g and rice

        Reference foods from the local database (values per 100 g): id | name | kcal | protein g | carbs g | fat g | fiber g | sugars g | saturated fat g | sodium mg
        usda:171477 | Chicken, broiler, breast, grilled | 165 | 31 | 0 | 3.6 | ? | ? | 1 | 74
        usda:168878 | Rice, white, cooked | 130 | 2.7 | 28.2 | 0.3 | 0.4 | 0.1 | ? | ?
        """)
        #expect(request.cacheSubject == "text:grilled chicken 150g and rice")
        #expect(request.schemaName == "meal_estimate")
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func groundedAnswersOverHTTPCarryTheMatchedIDAndDatabaseNumbers() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let answer = """
        {"title":"Chicken and rice","items":[{"name":"grilled chicken","grams":150,"calories":240,"protein":45,"carbs":0,"fat":5,"confidence":0.9,"source":"database","matched_id":"usda:171477"},{"name":"rice","grams":150,"calories":195,"protein":4,"carbs":42,"fat":0.5,"confidence":0.8,"source":"estimate","matched_id":null}],"total":{"calories":435,"protein":49,"carbs":42,"fat":5.5},"confidence":0.85}
        """
        let success = try #require(anthropicSuccess(answer))
        server.enqueue(success)
        let estimator = MealEstimator(chain: makeChain(server, kinds: [.anthropic]), grounding: FakeGrounding(foods: [chicken, rice]))
        let meal = try estimator.estimate(description: "grilled chicken and rice")
        #expect(meal.items[0].source == .database)
        #expect(meal.items[0].matchedID == "usda:171477")
        #expect(meal.items[0].macros.calories == 247.5)
        #expect(meal.items[1].source == .estimate)
        #expect(meal.total.calories == 442.5)
        let sentText = body(server.requests[0])?["messages"]?[0]?["content"]?[0]?["text"]?.stringValue ?? ""
        #expect(sentText.contains("usda:171477 | Chicken, broiler, breast, grilled | 165 | 31 | 0 | 3.6"))
    }

    @Test func descriptionsWithoutQuantitiesAreVague() {
        #expect(Vagueness.lacksQuantities("some chicken"))
        #expect(Vagueness.lacksQuantities("chicken and rice"))
        #expect(!Vagueness.lacksQuantities("150g chicken"))
        #expect(!Vagueness.lacksQuantities("a cup of rice"))
        #expect(!Vagueness.lacksQuantities("two eggs"))
        #expect(!Vagueness.lacksQuantities("large latte"))
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func aVagueDescriptionIsCappedEvenWhenTheModelIsSure() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let success = try #require(openAISuccess())
        server.enqueue(success, success)
        let vague = try MealEstimator(chain: makeChain(server, kinds: [.openai])).estimate(description: "chicken with rice")
        #expect(vague.confidence == 0.7)
        #expect(vague.items.allSatisfy { $0.confidence <= 0.7 })
        #expect(vague.notes == ["no quantities in the description; confidence capped at 70%"])
        let precise = try MealEstimator(chain: makeChain(server, kinds: [.openai])).estimate(description: "150 g chicken with a cup of rice")
        #expect(precise.confidence == 0.87)
        #expect(precise.notes.isEmpty)
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"))
    func aVagueDescriptionYieldsALowConfidenceEstimateNotARefusal() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let answer = #"{"title":"Chicken","items":[{"name":"chicken","grams":120,"calories":200,"protein":30,"carbs":0,"fat":8,"confidence":0.5,"source":"estimate","matched_id":null}],"total":{"calories":200,"protein":30,"carbs":0,"fat":8},"confidence":0.5}"#
        let success = try #require(geminiSuccess(answer))
        server.enqueue(success)
        let meal = try MealEstimator(chain: makeChain(server, kinds: [.gemini])).estimate(description: "some chicken")
        #expect(meal.confidence < 0.8)
        let system = body(server.requests[0])?["systemInstruction"]?["parts"]?[0]?["text"]?.stringValue ?? ""
        #expect(system.contains("confidence below 0.8"))
    }
}
