import Testing
import FoodText

@Suite struct SingularTests {
    @Test(arguments: [
        ("eggs", "egg"), ("berries", "berry"), ("tomatoes", "tomato"), ("peaches", "peach"), ("sandwiches", "sandwich"),
        ("radishes", "radish"), ("glasses", "glass"), ("boxes", "box"), ("cookies", "cookie"), ("brownies", "brownie"),
        ("pies", "pie"), ("gateaux", "gateau"), ("bananas", "banana"), ("oats", "oat"), ("walnuts", "walnut"),
        ("anchovies", "anchovy"), ("100s", "100"), ("crêpes", "crêpe"),
    ])
    func reducesPlurals(_ plural: String, _ singular: String) { #expect(Singular.of(plural) == singular) }

    @Test(arguments: ["hummus", "swiss", "bass", "couscous", "gas", "rice", "glass", "peach", "egg", "anis", "kiwi", "pea"])
    func keepsSingulars(_ word: String) { #expect(Singular.of(word) == word) }

    /// French and German plurals in -ches and -sses keep their e, as their singulars do.
    @Test(arguments: [("tranches", "tranche"), ("saucisses", "saucisse"), ("fraiches", "fraiche"), ("quiches", "quiche"),
                      ("frisches", "frische"), ("cuisses", "cuisse"), ("brioches", "brioche")])
    func keepsTheEOfFrenchAndGermanPlurals(_ plural: String, _ singular: String) {
        #expect(Singular.of(plural) == singular)
        #expect(Singular.of(singular) == singular)
    }

    @Test func isIdempotentOnItsListsAndRules() {
        let words = Array(Singular.esPlurals.keys) + Singular.ieNouns.map { $0 + "s" }
            + ["berries", "tomatoes", "gateaux", "eggs", "classes", "series", "shoes", "potatoes", "choux", "100s"]
        for word in words {
            let once = Singular.of(word)
            #expect(Singular.of(once) == once, "\(word) → \(once)")
        }
    }

    @Test func stopWordsAreFolded() {
        for word in StopWords.all { #expect(FoodWords.of(word) == [word]) }
        #expect(StopWords.contains("avec"))
        #expect(!StopWords.contains("milk"))
    }
}

@Suite struct StopWordsTests {
    @Test func longestIsTheLongestStopWord() {
        #expect(StopWords.all.map(\.utf8.count).max() == StopWords.longest)
    }
}
