import Testing
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// What holdout-26 found when stop 42 read it, after counting it unread: dishes said with the
/// foods they already hold, how a drink was poured said after a comma, when it was eaten, fried
/// onions, a filet mignon, a glazed doughnut, and dishes from Hawaii, Brazil and Malaysia.
@Suite("Plain words: read from holdout-26")
struct ReadFromHoldout26Tests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test func aDishSaidWithWhatItHoldsIsTheDish() throws {
        // The pearls were a cup of dry tapioca beside the tea (794 kcal); the rice and fries were
        // logged again beside the lomo saltado that holds them.
        let tea = try log("16 oz bubble tea with tapioca pearls")
        #expect(tea.map(\.name) == ["Tea, bubble"], "\(describe(tea))")
        let lomo = try log("lomo saltado with rice and fries")
        #expect(lomo.count == 1 && lomo[0].name.hasPrefix("Lomo saltado"), "\(describe(lomo))")
        let tacos = try log("2 beef tacos with cheese and lettuce")
        #expect(tacos.count == 1 && tacos[0].name.hasPrefix("Taco"), "\(describe(tacos))")
        let steak = try log("a philly cheesesteak with fried onions")
        #expect(steak.count == 1 && steak[0].name.lowercased().contains("cheese steak"), "\(describe(steak))")
        let bowl = try log("acai bowl with granola and banana")
        #expect(bowl.count == 1, "\(describe(bowl))")
    }

    @Test func whatADishHoldsMayBeListedAfterItByCommas() throws {
        let fryUp = try log("a full english with eggs, bacon and beans")
        #expect(fryUp.map(\.name) == ["Full English breakfast"], "\(describe(fryUp))")
        let potato = try log("a loaded baked potato with sour cream, cheese and bacon bits")
        #expect(potato.map(\.name) == ["Loaded baked potato"], "\(describe(potato))")
        // What a burrito bowl holds is in it; guacamole costs extra and is beside it.
        let bowl = try log("chipotle burrito bowl with chicken, rice, black beans and guac")
        #expect(bowl.count == 2 && bowl[0].name.hasPrefix("Burrito bowl") && bowl[1].name.lowercased().contains("guac"),
                "\(describe(bowl))")
    }

    @Test func whatADishDoesNotHoldIsStillLogged() throws {
        #expect(try log("toast with butter, jam").count == 3)
        // More of a part is more food.
        #expect(try log("a full english with extra bacon").count == 2)
        // A word of the food's kind in its name is no part it holds: a chicken salad wrap holds no side salad.
        #expect(try log("a chicken wrap with salad").count == 2)
        #expect(PlainWordsResolver.listedParts("Croissants, butter").isEmpty)
        #expect(PlainWordsResolver.listedParts("Lomo saltado (Peruvian beef stir-fry with fries and rice)")
            == "(peruvian beef stir-fry with fries and rice)")
        #expect(PlainWordsResolver.listedParts("Adobo, with rice") == "rice")
        let burrito = try log("a burrito with rice and a coke")
        #expect(burrito.count == 2 && burrito[1].name.lowercased().contains("cola"), "\(describe(burrito))")
    }

    @Test func howADrinkWasPouredAfterACommaIsNoFood() throws {
        // "neat" was refused as a food of its own.
        #expect(try expectOne("a double whisky, neat", named: "Whiskey")?.amount.grams == 88)
    }

    @Test func whenItWasEatenIsNoFood() throws {
        // "after the pub" was part of the kebab's name.
        try expectOne("a doner kebab after the pub", named: "Gyro sandwich")
        // A chocolate named "after" keeps its name.
        #expect(try log("2 after eights").first?.name.lowercased().contains("after eight") == true)
    }

    @Test func friedOnionsOnADishAreSauteedOnes() throws {
        // They were a 100 g portion of onion rings on six pierogies.
        let pierogies = try log("6 pierogies with fried onions")
        #expect(pierogies.last?.name == "Onions, yellow, sauteed", "\(describe(pierogies))")
        try expectOne("fried onion rings", named: "Fried onion rings")
    }

    @Test func cutsAndDoughnutsByTheirNames() throws {
        // A filet mignon was refused: "filet" was set aside as a cut, leaving "mignon".
        #expect(try expectOne("6 oz filet mignon", named: "Beef, steak, tenderloin")?.amount.grams.map { abs($0 - 170.1) < 0.1 } == true)
        // A glazed doughnut was a French cruller.
        try expectOne("a glazed donut", named: "Doughnut, yeast type")
        try expectOne("a glazed cruller", named: "Doughnuts, french crullers, glazed")
    }

    @Test func dishesOfHawaiiBrazilAndMalaysia() throws {
        try expectOne("a loco moco", named: "Loco moco")
        try expectOne("a caipirinha", named: "Caipirinha")
        #expect(try expectOne("2 s'mores", named: "S'more")?.amount.grams == 68)
        try expectOne("a spoon of sambal", named: "Sauce, hot chile, sriracha")
        // The sambal and the egg are in the nasi lemak.
        #expect(try log("nasi lemak with sambal and a boiled egg").count == 1)
    }
}
