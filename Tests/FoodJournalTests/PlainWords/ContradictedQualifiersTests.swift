import Testing
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// A name that says the other kind of the food said is not it (issue 15, part 1: "an egg white
/// omelette" was logged as "Egg, whole, cooked, omelet", 231 kcal).
@Suite("Plain words: a qualifier said is not contradicted by the name")
struct ContradictedQualifiersTests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test func aNameSayingTheOtherKindIsRefused() {
        #expect(ContradictedQualifiers.contradicts("Egg, whole, cooked, omelet", said: ["egg", "white", "omelet"]))
        #expect(ContradictedQualifiers.contradicts("Rice, white, cooked", said: ["brown", "rice"]))
        #expect(ContradictedQualifiers.contradicts("Milk, whole", said: ["skim", "milk"]))
        #expect(ContradictedQualifiers.contradicts("Wine, white", said: ["red", "wine"]))
        #expect(ContradictedQualifiers.contradicts("Almond milk, sweetened", said: ["unsweetened", "almond", "milk"]))
    }

    @Test func aNameSayingTheSameKindBothKindsOrNeitherIsLeftAlone() {
        #expect(!ContradictedQualifiers.contradicts("Egg, white, cooked", said: ["egg", "white", "omelet"]))
        #expect(!ContradictedQualifiers.contradicts("Bread, whole wheat, white", said: ["white", "bread"]))
        #expect(!ContradictedQualifiers.contradicts("Rice, cooked, NFS", said: ["brown", "rice"]))
        #expect(!ContradictedQualifiers.contradicts("Milk, whole", said: ["milk"]))
        // "unsweetened" is its own word: it does not say "sweetened".
        #expect(!ContradictedQualifiers.contradicts("Almond milk, unsweetened", said: ["unsweetened", "almond", "milk"]))
    }

    @Test func aNameDenyingWhatWasSaidIsRefused() {
        // "a meat pie" was "Pot pie, no meat".
        #expect(ContradictedQualifiers.contradicts("Pot pie, no meat", said: ["meat", "pie"]))
        #expect(ContradictedQualifiers.contradicts("Beverages, Orange juice, light, No pulp", said: ["orange", "juice", "pulp"]))
        #expect(ContradictedQualifiers.contradicts("Cobb salad, without dressing", said: ["cobb", "salad", "dressing"]))
        #expect(!ContradictedQualifiers.contradicts("Pot pie, no meat", said: ["pot", "pie"]), "a denial of what was not said is left to deniesPart")
    }

    @Test func anEggWhiteOmeletteIsNotTheWholeEggOmeletOnTheEmbeddedIndex() throws {
        let entries = try log("an egg white omelette")
        for entry in entries { #expect(!entry.name.lowercased().contains("whole"), "\(entry.name)") }
        let brown = try log("a cup of brown rice")
        #expect(brown.first?.name.lowercased().contains("brown") == true, "\(brown.map(\.name))")
    }
}
