import CLIKit
import FoodJournal
import FoodlogSupport

/// One command-line option per nutrient beyond the macros (`--fiber`, `--saturated-fat`,
/// `--vitamin-b12`), generated from the `Nutrient` table so that a nutrient added there gets its
/// options, help, completions and man page lines everywhere at once.
struct NutrientOptions: Sendable {
    let options: [(nutrient: Nutrient, option: Option<Double?>)]

    var all: [any OptionDeclaration] { options.map(\.option) }

    /// Per entry (`edit`): each within `Nutrient.entryRange`, checked when the command line is parsed.
    static let entry = NutrientOptions(options: Nutrient.allCases.map { nutrient in
        (nutrient, Option.decimal(nutrient.optionWord, value: nutrient.unit.placeholder,
                                  in: nutrient.entryRange.lower...nutrient.entryRange.upper,
                                  help: "\(nutrient.label) in \(nutrient.unit.ascii) (for the amount eaten)."))
    })

    /// Per day (`goal set`): 0 clears the goal, anything else within `Nutrient.goalRange` (checked by `goals`).
    static let goal = NutrientOptions(options: Nutrient.allCases.map { nutrient in
        (nutrient, Option.decimal(nutrient.optionWord, value: nutrient.unit.placeholder, in: 0...nutrient.goalRange.upper,
                                  help: "\(nutrient.label) per day, in \(nutrient.unit.ascii) (0 clears; daily value \(NumberText.plain(nutrient.dailyValue))).")
        )
    })

    /// The values given, as they were typed.
    func values(_ arguments: ParsedArguments) -> NutrientValues {
        var values = NutrientValues()
        for (nutrient, option) in options { if let value = arguments[option] { values[nutrient] = value } }
        return values
    }

    /// The goals given: 0 (clear) or a value inside the nutrient's `goalRange` (a goal of 0.0001 mg
    /// would make every day's percentage absurd).
    func goals(_ arguments: ParsedArguments) throws(ArgumentError) -> NutrientValues {
        for (nutrient, option) in options {
            guard let value = arguments[option], value != 0, !nutrient.goalRange.contains(value) else { continue }
            throw .invalidValue(option: option.name, value: arguments.typed(option) ?? "", expected: "0 (no goal) or \(nutrient.goalRange.bounds)")
        }
        return values(arguments)
    }
}

extension Nutrient.Unit {
    /// The value name in help and usage lines: `G`, `MG`, `UG`.
    var placeholder: String { ascii.uppercased() }
}

extension Nutrient {
    /// The option's name without its dashes: `saturated-fat`.
    var optionWord: String { String(optionName.dropFirst(2)) }
}
