import Testing
import FoodIndex

/// What the builder records as a name's head and content length: the part that says what the
/// food is, without category parts ("Fish, ...") or parts that say nothing is specified.
@Suite struct KeySegmentTests {
    @Test func aLeadingCategoryIsNotTheHead() {
        let terms = DocumentTerms(name: "Fish, salmon, raw", brand: nil, kind: .generic, hasNutrition: true)
        let flags = Dictionary(uniqueKeysWithValues: terms.terms.map { ($0.term, $0.flags) })
        #expect(flags["salmon"]?.contains([.inHead, .firstWord]) == true)
        #expect(flags["fish"]?.contains(.inHead) == false)
        #expect(flags["fish"]?.contains(.inName) == true)
        #expect(terms.headLength == 1)
        #expect(terms.documentLength == 1)
    }

    @Test func anExtraContentWordMakesTheNameLonger() {
        let salad = DocumentTerms(name: "Salmon salad", brand: nil, kind: .generic, hasNutrition: true)
        #expect(salad.headLength == 2)
        #expect(salad.documentLength == 2)
    }

    @Test func partsThatSpecifyNothingAreNeutral() {
        let rice = DocumentTerms(name: "Rice, white, cooked, NS as to fat", brand: nil, kind: .generic, hasNutrition: true)
        let glutinous = DocumentTerms(name: "Rice, white, cooked, glutinous", brand: nil, kind: .generic, hasNutrition: true)
        #expect(rice.documentLength == 3)
        #expect(glutinous.documentLength == 4)
        let noFat = DocumentTerms(name: "Rice, white, cooked, no added fat", brand: nil, kind: .generic, hasNutrition: true)
        #expect(noFat.documentLength == 3)
    }

    @Test func aCategoryNeedsAFoodAfterIt() {
        let wine = DocumentTerms(name: "Cheese, with wine", brand: nil, kind: .generic, hasNutrition: true)
        #expect(wine.terms.first { $0.term == "cheese" }?.flags.contains(.inHead) == true)
        #expect(wine.terms.first { $0.term == "wine" }?.flags.contains(.inHead) == false)
        let fish = DocumentTerms(name: "Fish", brand: nil, kind: .generic, hasNutrition: true)
        #expect(fish.terms.first?.flags.contains([.inHead, .firstWord]) == true)
    }

    /// "Fish, tofu, and vegetables, tempura" lists foods: fish is one of them, not the category
    /// of a food named tofu, so a search for tofu does not take it for plain tofu.
    @Test func aListOfFoodsIsNotACategory() {
        let tempura = DocumentTerms(name: "Fish, tofu, and vegetables, tempura", brand: nil, kind: .generic, hasNutrition: true)
        let flags = Dictionary(uniqueKeysWithValues: tempura.terms.map { ($0.term, $0.flags) })
        #expect(flags["fish"]?.contains([.inHead, .firstWord]) == true)
        #expect(flags["tofu"]?.contains(.inHead) == false)
        #expect(tempura.headLength == 1)
        let salmon = DocumentTerms(name: "Fish, salmon, smoked, and sliced", brand: nil, kind: .generic, hasNutrition: true)
        #expect(salmon.terms.first { $0.term == "salmon" }?.flags.contains([.inHead, .firstWord]) == true,
                "only a third part opening with 'and' or 'or' makes a list")
    }

    @Test func namesWithoutCommasKeepTheirWholeNameAsHead() {
        let ham = DocumentTerms(name: "Jambon blanc supérieur", brand: "Herta", kind: .branded, hasNutrition: true)
        #expect(ham.headLength == 3)
        #expect(ham.documentLength == 4)
        #expect(ham.terms.first?.flags.contains([.inHead, .firstWord]) == true)
    }

    /// USDA files zucchini two categories deep: "Squash, summer" is the category, so the head is
    /// zucchini and "includes skin" says nothing more (issue 15: `zucchini` opened with
    /// "Zucchini, pickled"). A winter squash stays a squash.
    @Test func aTwoPartCategoryLeadsToTheFood() {
        let zucchini = DocumentTerms(name: "Squash, summer, zucchini, includes skin, raw", brand: nil, kind: .generic, hasNutrition: true)
        let flags = Dictionary(uniqueKeysWithValues: zucchini.terms.map { ($0.term, $0.flags) })
        #expect(flags["zucchini"]?.contains([.inHead, .firstWord]) == true)
        #expect(flags["squash"]?.contains(.inHead) == false)
        #expect(flags["summer"]?.contains(.inHead) == false)
        #expect(zucchini.headLength == 1)
        #expect(zucchini.documentLength == 1)
        let spaghetti = DocumentTerms(name: "Squash, winter, spaghetti, raw", brand: nil, kind: .generic, hasNutrition: true)
        #expect(spaghetti.terms.first { $0.term == "squash" }?.flags.contains([.inHead, .firstWord]) == true)
        #expect(spaghetti.terms.first { $0.term == "spaghetti" }?.flags.contains(.inHead) == false)
        let alone = DocumentTerms(name: "Squash, summer", brand: nil, kind: .generic, hasNutrition: true)
        #expect(alone.terms.first?.flags.contains([.inHead, .firstWord]) == true, "a category needs a food after it")
    }

    /// The plain chicken meat is as short as "chicken": the kind of bird sold as chicken and
    /// "meat only" say nothing more, nor do "boneless, skinless"; a chicken roll is another food.
    @Test func partsThatSayHowMuchOfTheFoodAreNeutral() {
        let meat = DocumentTerms(name: "Chicken, broilers or fryers, meat only, raw", brand: nil, kind: .generic, hasNutrition: true)
        #expect(meat.documentLength == 1)
        let breast = DocumentTerms(name: "Chicken, breast, boneless, skinless, raw", brand: nil, kind: .generic, hasNutrition: true)
        #expect(breast.documentLength == 2)
        let roll = DocumentTerms(name: "Chicken, chicken roll, roasted", brand: nil, kind: .generic, hasNutrition: true)
        #expect(roll.documentLength == 6)
        let candy = DocumentTerms(name: "Chocolate candy", brand: nil, kind: .generic, hasNutrition: true)
        #expect(candy.documentLength == 1)
        #expect(candy.headLength == 1)
    }
}
