import Testing
@testable import FoodJournal
@testable import FoodlogCommands
import FoodIndex

/// What holdout-32 found when it was read (stop 48), after it had been counted unread: where, when
/// and with whom a food was eaten, said in words no table held, and meals said in Spanish and
/// Portuguese.
@Suite("Plain words: read from holdout-32")
struct ReadFromHoldout32Tests: EmbeddedPhraseLogging {
    let catalog: IndexCatalog
    let portions = UsualPortions()

    init() throws { catalog = try Self.embeddedCatalog() }

    @Test func whereAndWhenAFoodWasEatenIsNoPartOfIt() throws {
        // Each was refused: no food was named with the meeting tray, zoom calls, the break room or the night shift.
        try expectOne("a danish off the meeting tray", named: "Danish pastry")
        try expectOne("trail mix between zoom calls", named: "Trail mix")
        try expectOne("slice of birthday cake in the break room", named: "Cake or cupcake")
        try expectOne("thermos of chicken soup on the night shift", named: "Soup, chicken")
        try expectOne("pb&j eaten one handed while the baby naps on me", named: "Peanut butter and jelly sandwich")
    }

    @Test func whatAFoodIsServedOnOrInStaysAFood() throws {
        // A food said after "on" or "in" is not set aside as a place: these are refused, not logged
        // as the doner alone or the patty alone.
        for phrase in ["a lamb doner on chips", "beef patty in coco bread", "subway 6 inch turkey on 9 grain wheat"] {
            let logged = try? log(phrase)
            #expect(logged == nil || logged!.count > 1, "\(phrase): \(logged.map(describe) ?? "refused")")
        }
        // A part taken off a food is no food said before a place.
        #expect((try? log("crusts off my son's sandwich")).map(describe)?.contains("CRUSTS") != true)
    }

    @Test func whoseFoodItWasIsNoPartOfIt() throws {
        // Refused: "baked brownie someone" and "freezer lasagne a neighbour brought round" named no food.
        try expectOne("a brownie someone baked", named: "Cookies, brownies")
        #expect(try PlainWordsParser.parse("lasagne a neighbour brought round").map(\.food) == ["lasagne"])
        // Whose plate it came off: it was a 30 g "KID'S KITCHEN" product.
        try expectOne("couple of bites of the kids mac and cheese", named: "Macaroni or noodles with cheese")
        #expect(try PlainWordsParser.parse("a forkful of the toddlers pasta").map(\.food) == ["pasta"])
        // The baby's only when said so: baby carrots are carrots of their own.
        #expect(try PlainWordsParser.parse("a handful of the baby carrots").map(\.food) == ["baby carrot"])
    }

    @Test func aForkfulIsATablespoonAndAHalf() throws {
        let forkful = try #require(try PlainWordsParser.parse("a forkful of rice").first)
        #expect(forkful.unit == .tablespoon && forkful.quantity == 1.5)
    }

    @Test func spanishAndPortugueseMealsAreTheFoodsMeant() throws {
        // Each was refused.
        let picadillo = try log("picadillo con arroz")
        #expect(picadillo.map(\.name).first?.hasPrefix("PICADILLO") == true && picadillo.last?.name.hasPrefix("Rice, white") == true,
                "\(describe(picadillo))")
        let beans = try log("arroz rojo y frijoles refritos")
        #expect(beans.count == 2 && beans[0].name.contains("spanish rice") && beans[1].name.hasPrefix("Refried beans"), "\(describe(beans))")
        let mofongo = try log("mofongo con camarones")
        #expect(mofongo.map(\.name).first?.hasPrefix("Mofongo") == true && mofongo.last?.name.hasPrefix("Shrimp") == true,
                "\(describe(mofongo))")
        // Read whole: rice pudding, not rice with milk.
        try expectOne("arroz con leche 1 cup", named: "Pudding, rice")
        // A dish the index names in its own words is found as said.
        try expectOne("chili con carne", named: "Chili con carne")
        // Brazil's tapioca is no pearl tapioca (it was 152 g of it, dry): refused, as nothing names it.
        #expect((try? log("tapioca com queijo")) == nil)
    }

    @Test func spanishWordsAreReadInEnglish() {
        #expect(PlainWordsResolver.inEnglish("pollo a la brasa con papa frita") == "rotisserie chicken with french fry")
        #expect(PlainWordsResolver.inEnglish("huevo frito con pan tostado") == "fried egg with toast")
        #expect(PlainWordsResolver.inEnglish("chicken sandwich") == nil)
        #expect(PlainWordsResolver.inEnglish("con") == nil)
        // Half a phrase keeps no joiner at its ends: "arroz con" was "Beans and rice, with tomatoes", 450 g.
        #expect(PlainWordsResolver.inEnglish("arroz con") == "rice")
        #expect(PlainWordsResolver.inEnglish("y frijoles y") == "bean")
    }

    @Test func halfASpanishPhraseIsTheFoodSaid() throws {
        // It was "Beans and rice, with tomatoes", 450 g; "rice with" is white rice.
        try expectOne("arroz con", named: "Rice, white, cooked")
    }
}
