/// A recipe as kept on disk: the recipe, its nutrition, and how it came to be.
public struct StoredRecipe: Codable, Equatable, Sendable {
    /// Where the ingredients came from.
    public enum Source: String, Codable, Sendable {
        case ingredients, receipt
    }

    /// File format version, for readers of older files.
    public var version: Int
    /// Short, stable id: 6 characters from `RecipeStore.idAlphabet`.
    public var id: String
    /// Seconds since the epoch when it was made.
    public var createdAt: Double
    public var source: Source
    /// The kitchen items offered to the provider.
    public var kitchen: [String]
    /// Kitchen items left out because they contain an allergen.
    public var excluded: [String]
    /// The allergies it was checked against and passed.
    public var allergies: [Allergen]
    public var provider: String
    public var model: String
    public var recipe: Recipe
    public var nutrition: RecipeNutrition

    public init(id: String, createdAt: Double, source: Source, kitchen: [String], excluded: [String],
                allergies: [Allergen], provider: String, model: String, recipe: Recipe, nutrition: RecipeNutrition) {
        self.version = 1
        self.id = id
        self.createdAt = createdAt
        self.source = source
        self.kitchen = kitchen
        self.excluded = excluded
        self.allergies = allergies
        self.provider = provider
        self.model = model
        self.recipe = recipe
        self.nutrition = nutrition
    }
}
