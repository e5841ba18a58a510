import AIAnalysis
import CLIKit
import FoodlogCommands
import FoodlogSupport
import Foundation

/// `foodlog key rm PROVIDER`: deletes a saved key.
public enum KeyRemoveCommand: Command {
    public static let spec = CommandSpec(
        CommandTable.keyRemove, usage: "PROVIDER", positionals: KeyCommandSupport.providerNames, options: [])

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let kind = try KeyCommandSupport.provider(arguments)
        let store = AIRuntime.keyStore(context)
        guard store.remove(kind) else { throw KeyCommandError.noSavedKey(provider: kind.rawValue, path: store.path(for: kind)) }
        context.print("removed the saved \(kind.rawValue) key")
        if kind.keyVariable.read(context.environment) != nil {
            printError("foodlog: note: \(kind.keyVariable) is still set in the environment")
        }
        return .success
    }
}
