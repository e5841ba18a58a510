import Testing
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// The British roast dinner: said by its meat, it is the meat with roast potatoes, vegetables
/// and gravy (and a Yorkshire pudding with beef), each weighed as a portion.
@Suite("Plain words: a roast dinner")
struct RoastDinnerTests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test func aRoastDinnerIsTheMeatAndItsSides() throws {
        // It was refused as a dinner whose sides are not said.
        let beef = try log("a roast beef dinner")
        #expect(beef.map { String($0.name.prefix(while: { $0 != "," })) } == ["Beef", "Potato", "Vegetables", "Gravy", "Popover"],
                "\(describe(beef))")
        let pork = try log("a roast pork dinner")
        #expect(pork.count == 4 && pork[0].name.hasPrefix("Pork, roast") && pork[1].name.hasPrefix("Potato, roasted"), "\(describe(pork))")
        // Two dinners are two of each.
        let two = try log("2 roast chicken dinners")
        let one = try log("a roast chicken dinner")
        #expect(two.map { $0.amount.grams! } == one.map { $0.amount.grams! * 2 }, "\(describe(two))")
        // Without its meat, it is refused with how to say it; other dinners still name their sides.
        #expect(PlainWordsParser.roastDinner(["a", "roast", "dinner"]) == nil)
        #expect(PlainWordsParser.roastDinner(["pot", "roast", "dinner"]) == nil)
        do {
            _ = try log("a roast dinner")
            Issue.record("a roast dinner was logged")
        } catch AddError.unparsed(_, let reason) {
            #expect(reason.contains("'a roast chicken dinner'"), "\(reason)")
        }
        #expect(throws: AddError.self) { try log("a steak dinner") }
    }

    @Test func roastPotatoesAreRoastedInFat() throws {
        // They were "Potato, baked, NFS", 93 kcal per 100 g against 126.
        try expectOne("roast potatoes", named: "Potato, roasted")
        try expectOne("a portion of roasted potatoes", named: "Potato, roasted")
        try expectOne("a baked potato", named: "Potato, baked")
    }

    @Test func aYorkshirePuddingIsOneFromATin() throws {
        // It was 150 g, a pudding's serving, 402 kcal: one from a tin weighs about 40 g.
        #expect(try expectOne("a yorkshire pudding", named: "Popover")?.amount.grams == 40)
    }
}
