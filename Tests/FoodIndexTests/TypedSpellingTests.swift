import Testing
@testable import FoodIndex
import TestSupport

/// A query word typed as a plural prefers names spelled as typed, by a small bounded factor
/// applied with the popularity prior (`TypedSpelling`), without losing the singular matches.
@Suite struct TypedSpellingTests {
    @Test func onlyPlannedPluralsCount() {
        let spelling = TypedSpelling(query: "Caramel PRALINES with eggs", planned: ["caramel", "praline"])
        #expect(spelling.plurals == ["pralines"])
        #expect(TypedSpelling(query: "vienna sausage", planned: ["vienna", "sausage"]).isEmpty)
    }

    @Test func theFactorCountsThePluralsANameSpellsAndIsBounded() {
        let spelling = TypedSpelling(query: "green beans tomatoes", planned: ["green", "bean", "tomato"])
        let most = 1 + Ranking.typedSpellingWeight
        #expect(spelling.factor(name: "Green bean and tomato salad") == 1)
        #expect(spelling.factor(name: "Green BEANS, tomato") == 1 + Ranking.typedSpellingWeight / 2)
        #expect(spelling.factor(name: "Beans & tomatoes, beans again") == most)
        #expect(TypedSpelling(query: "beans", planned: ["bean"]).factor(name: "Beans") == most)
    }

    @Test func aNameSpelledAsTypedRanksAboveTheSingular() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let index = try TestIndexes.build(TestIndexes.named(["Vienna sausage", "Vienna sausages"]), in: directory)
        let plural = try index.search("vienna sausages", options: SearchOptions(explain: true))
        #expect(plural.map(\.product.name) == ["Vienna sausages", "Vienna sausage"])
        let factor = plural.first?.explanation?.factors.first { $0.name == "typed spelling" }?.value
        #expect(factor == 1 + Ranking.typedSpellingWeight)
        #expect(plural.last?.explanation?.factors.contains { $0.name == "typed spelling" } == false)
        let singular = try index.search("vienna sausage", options: SearchOptions(explain: true))
        #expect(singular.count == 2)
        #expect(singular.allSatisfy { hit in hit.explanation?.factors.contains { $0.name == "typed spelling" } == false })
    }

    @Test func aPluralStillFindsThePlainSingularFood() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let index = try TestIndexes.build(TestIndexes.named(["Eggs benedict", "Egg, whole, raw"]), in: directory)
        #expect(try index.search("eggs").first?.product.name == "Egg, whole, raw")
    }

    /// The factor is a tie-breaker, not a prior that beats the plain food: everyday plurals on the
    /// embedded index still open with the plain food, not a compound spelled as typed.
    @Test func everydayPluralsStillOpenWithThePlainFood() throws {
        let index = try ProductIndex(directory: IndexLocation.embeddedDirectory)
        let plain = ["cookies": ["Cookie, NFS"], "apples": ["Apple, raw", "Apples, raw"],
                     "lemons": ["Lemon, raw", "Lemons, raw, without peel"], "bananas": ["Banana, raw", "Bananas, raw"]]
        for (query, names) in plain {
            let first = try index.search(query).first?.product.name
            #expect(first.map(names.contains) == true, "'\(query)' opens with \(first ?? "nothing")")
        }
    }
}
