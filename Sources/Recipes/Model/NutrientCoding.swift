import FoodlogSupport

/// Nutrient amounts as a recipe file keeps them: `{"fiber": 3.1, "sodium": 640}`, keyed by
/// `Nutrient.key`. Reading forgives everything, since files written before nutrients were kept
/// have none and a hand-edited one may hold anything: an unknown key, a value that is not a
/// finite non-negative number, or a member that is not an object leaves that part unknown and
/// never makes the recipe unreadable.
struct NutrientCoding: Codable {
    var values: NutrientValues

    init(_ values: NutrientValues) { self.values = values }

    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) {
        values = NutrientValues()
        guard let container = try? decoder.container(keyedBy: Key.self) else { return }
        for key in container.allKeys {
            guard let nutrient = Nutrient(key: key.stringValue),
                  let value = try? container.decode(Double.self, forKey: key) else { continue }
            values[nutrient] = value
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for (nutrient, value) in values.known { try container.encode(value, forKey: Key(stringValue: nutrient.key)) }
    }

    /// The amounts under `key`, or none when the member is absent or unusable.
    static func decode<K: CodingKey>(_ container: KeyedDecodingContainer<K>, _ key: K) -> NutrientValues {
        ((try? container.decodeIfPresent(NutrientCoding.self, forKey: key)) ?? nil)?.values ?? NutrientValues()
    }

    /// Counts as kept with a recipe's nutrition: `{"fiber": 4}`, with the same forgiveness.
    static func decodeCounts<K: CodingKey>(_ container: KeyedDecodingContainer<K>, _ key: K) -> [Nutrient: Int] {
        Dictionary(uniqueKeysWithValues: decode(container, key).known.map { ($0.nutrient, Int(saturating: $0.value)) })
    }

    static func encodeCounts(_ counts: [Nutrient: Int]) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: counts.map { ($0.key.key, $0.value) })
    }
}
