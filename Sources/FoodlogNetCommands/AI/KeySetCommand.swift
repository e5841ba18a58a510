import AIAnalysis
import CLIKit
import FoodlogCommands
import FoodlogSupport
import Foundation

/// `foodlog key set PROVIDER`: stores a key read from standard input (never an argument, never
/// echoed), in a file only the owner can read.
public enum KeySetCommand: Command {
    public static let spec = CommandSpec(
        CommandTable.keySet, usage: "PROVIDER", positionals: KeyCommandSupport.providerNames,
        options: [],
        discussion: """
        The key is read from standard input, so it never appears in shell history or 'ps':
          foodlog key set openai            (paste the key; it is not echoed)
          pass show openai | foodlog key set openai
        It is saved to $XDG_CONFIG_HOME/foodlog/keys/PROVIDER with mode 600. An environment variable
        (OPENAI_API_KEY, ...) or a key_cmd in the config file takes precedence.
        """)

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let kind = try KeyCommandSupport.provider(arguments)
        let input: String
        if context.console.stdinIsTerminal {
            printError("Paste the \(kind.rawValue) API key and press Enter (input is hidden):")
            input = HiddenInput.readLine() ?? ""
        } else {
            input = String(decoding: AIRuntime.readStandardInput(), as: UTF8.self)
        }
        let secret = input.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).first.map { String($0) }?
            .trimmingCharacters(in: .whitespaces) ?? ""
        guard !secret.isEmpty else { throw KeyCommandError.emptyKey(provider: kind.rawValue) }
        guard secret.count <= 1024, !secret.contains(where: { $0.isWhitespace }) else { throw KeyCommandError.invalidKey }
        let store = AIRuntime.keyStore(context)
        try store.store(APIKey(secret), for: kind)
        context.print(TerminalText.escaped("saved the \(kind.rawValue) key \(APIKey.mask(secret)) to \(store.path(for: kind)) (mode 600)"))
        if kind.keyVariable.read(context.environment) != nil {
            printError("foodlog: note: \(kind.keyVariable) is set and takes precedence over the saved key")
        }
        return .success
    }
}
