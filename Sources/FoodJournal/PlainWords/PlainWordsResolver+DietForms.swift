/// Foods said by a diet they suit or the flour they are made of, as the index names them. USDA
/// says "no sugar added" of a popsicle, an ice cream or a cocoa mix, and "diet" of a soft drink,
/// where people say "sugar free"; "whole grain" of pancakes people say are whole wheat; and it
/// names few foods vegan, gluten free or keto, which are the food made another way; and few frozen
/// or microwave ones, which are the food as bought to keep or to heat. When nothing is named with
/// the words said, these forms are tried in their place.
extension PlainWordsResolver {
    /// The ways people say a food has no sugar, as its words are read.
    static let sugarFreeSaid: [[String]] = [["sugar", "free"], ["sugar-free"], ["sugarfree"], ["zero", "sugar"], ["no", "sugar"]]

    /// The ways the index names such a food, in the order tried.
    static let sugarFreeNamed: [[String]] = [["no", "sugar", "added"], ["diet"], ["low", "calorie"]]

    /// Whole wheat as people say it, which the surveys' names call whole grain ("Pancakes, whole grain").
    static let wholeWheatSaid: [[String]] = [["whole", "wheat"], ["wholewheat"], ["wholemeal"]]

    /// Diets a food is said to suit that leave it the same food, made another way ("vegan banana
    /// bread", "gluten free pasta"). A vegan food said with a meat's name ("vegan chicken nuggets")
    /// is no such food: the meat is what it stands in for.
    static let dietSaid: [[String]] = [["gluten", "free"], ["gluten-free"], ["dairy", "free"], ["dairy-free"], ["vegan"], ["keto"],
                                       ["paleo"]]

    /// How a food was bought to keep or to heat: "6 frozen pierogies" are pierogies, "a microwave
    /// rice pouch" a pouch of rice.
    static let keptSaid: [[String]] = [["frozen"], ["microwave"], ["microwaveable"], ["microwavable"]]

    /// `item` with its "sugar free" said as each name the index gives such a food, in order, its
    /// whole wheat said as whole grain, then without the diet it is said to suit, then without how
    /// it was kept; empty when it says none of these.
    static func dietForms(_ item: ParsedItem) -> [ParsedItem] {
        let words = item.food.split(separator: " ").map(String.init)
        func without(_ phrases: [[String]]) -> [String]? {
            guard let (index, at) = PlainWordsParser.firstSaid(phrases, in: words) else { return nil }
            let rest = Array(words[..<at]) + words[(at + phrases[index].count)...]
            return rest.isEmpty ? nil : rest
        }
        func form(_ words: [String]) -> ParsedItem {
            var form = item
            form.food = words.joined(separator: " ")
            return form
        }
        let standsIn = words.contains("vegan") && words.contains(where: ContradictedQualifiers.meatWords.contains)
        let sugarFree: [ParsedItem] = without(sugarFreeSaid).map { rest in sugarFreeNamed.map { form(rest + $0) } } ?? []
        let wholeWheat: [ParsedItem] = without(wholeWheatSaid).map { [form(["whole", "grain"] + $0)] } ?? []
        let diet: [ParsedItem] = standsIn ? [] : without(dietSaid).map { [form($0)] } ?? []
        let kept: [ParsedItem] = without(keptSaid).map { [form($0)] } ?? []
        return sugarFree + wholeWheat + diet + kept
    }
}
