/// What `foodlog fav edit` may change; nil leaves a field as it is.
public struct FavoriteChanges: Equatable, Sendable {
    public var name: String?
    public var grams: Double?
    public var servings: Double?
    public var kcal: Double?
    public var protein: Double?
    public var carbs: Double?
    public var fat: Double?

    public init(name: String? = nil, grams: Double? = nil, servings: Double? = nil, kcal: Double? = nil,
                protein: Double? = nil, carbs: Double? = nil, fat: Double? = nil) {
        self.name = name
        self.grams = grams
        self.servings = servings
        self.kcal = kcal
        self.protein = protein
        self.carbs = carbs
        self.fat = fat
    }

    public var isEmpty: Bool { self == FavoriteChanges() }

    func applied(to favorite: Favorite) -> Favorite {
        var result = favorite
        if let name { result.name = name }
        if let grams { result.amount.grams = grams }
        if let servings { result.amount.servings = servings }
        if let kcal { result.nutrients.kcal = kcal }
        if let protein { result.nutrients.protein = protein }
        if let carbs { result.nutrients.carbs = carbs }
        if let fat { result.nutrients.fat = fat }
        return result
    }
}
