import CLIKit
import FoodlogCommands
import FoodlogSupport
import Recipes

/// `foodlog allergy rm NAME...`: forgets saved allergies.
public enum AllergyRemoveCommand: Command {
    public static let spec = CommandSpec(
        CommandTable.allergyRemove, usage: "NAME...",
        options: [])

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        guard !arguments.positionals.isEmpty else {
            throw arguments.missing("allergy name, e.g. 'foodlog allergy rm nuts'")
        }
        var missing: [String] = []
        for name in arguments.positionals {
            let removed = try RecipeRuntime.allergyStore(context).remove(name)
            if removed.isEmpty { missing.append(name) } else { context.print("Removed: " + TerminalText.escaped(removed.joined(separator: ", ")) + ".") }
        }
        guard missing.isEmpty else { throw AllergyNotSaved(names: missing) }
        return .success
    }
}

/// `allergy rm` named an allergy that was not saved.
struct AllergyNotSaved: UserFacingError {
    var names: [String]
    var message: String { "not saved: " + names.joined(separator: ", ") + "; see 'foodlog allergy list'" }
    var exitCode: ExitCode { .usage }
}
