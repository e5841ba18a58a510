import AIAnalysis
import CLIKit
import FoodlogCommands
import FoodlogSupport
import Foundation

/// `foodlog key set PROVIDER`: stores a key read from standard input (never an argument, never
/// echoed), in a file only the owner can read.
public enum KeySetCommand: Command {
    public static let spec = CommandSpec(
        path: ["key", "set"], abstract: "store an AI provider's API key (read from standard input)",
        usage: "PROVIDER   (openai, anthropic, gemini or compatible)",
        options: [],
        discussion: """
        The key is read from standard input, so it never appears in shell history or 'ps':
          foodlog key set openai            (paste the key; it is not echoed)
          pass show openai | foodlog key set openai
        It is saved to $XDG_CONFIG_HOME/foodlog/keys/PROVIDER with mode 600. An environment variable
        (OPENAI_API_KEY, ...) or a key_cmd in the config file takes precedence.
        """)

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let kind = try KeyCommandSupport.provider(arguments, command: "key set")
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
        context.print("saved the \(kind.rawValue) key \(APIKey.mask(secret)) to \(store.path(for: kind)) (mode 600)")
        if context.environment(kind.keyVariable) != nil {
            printError("foodlog: note: \(kind.keyVariable) is set and takes precedence over the saved key")
        }
        return .success
    }
}

/// `foodlog key list`: which provider has a key, from where, masked.
public enum KeyListCommand: Command {
    public static let spec = CommandSpec(
        path: ["key", "list"], abstract: "show which AI providers have a key (masked)",
        usage: "[--json]", options: [.flag("json", help: "Print a JSON array of {provider, source, key}.")],
        acceptsPositionals: false)

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let config = try AIRuntime.config(context)
        let store = AIRuntime.keyStore(context)
        var rows: [(provider: String, source: String, masked: String)] = []
        for kind in ProviderKind.allCases {
            if let secret = context.environment(kind.keyVariable) {
                rows.append((kind.rawValue, "$" + kind.keyVariable, APIKey.mask(secret)))
            } else if config.string("ai." + kind.rawValue, "key_cmd") != nil {
                rows.append((kind.rawValue, "key_cmd", "(not run)"))
            } else {
                switch store.read(kind) {
                case .present(let key): rows.append((kind.rawValue, store.path(for: kind), key.description))
                case .unusable(let why), .exposed(let why): rows.append((kind.rawValue, store.path(for: kind), "unusable: " + why))
                case .missing: rows.append((kind.rawValue, "none", kind == .compatible ? "(optional)" : "-"))
                }
            }
        }
        if arguments.flag("json") {
            context.print(JSONValue.array(rows.map { .object([("provider", .string($0.provider)), ("source", .string($0.source)),
                                                               ("key", .string($0.masked))]) }).rendered())
            return .success
        }
        var table = TextTable(headers: ["Provider", "Key", "Source"], alignments: [.left, .left, .left])
        for row in rows { table.append([row.provider, row.masked, row.source]) }
        for line in table.render(headerStyle: { context.console.style($0, .dim) }) { context.print(line) }
        return .success
    }
}

/// `foodlog key rm PROVIDER`: deletes a saved key.
public enum KeyRemoveCommand: Command {
    public static let spec = CommandSpec(
        path: ["key", "rm"], abstract: "delete a saved AI provider key",
        usage: "PROVIDER", options: [])

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let kind = try KeyCommandSupport.provider(arguments, command: "key rm")
        let store = AIRuntime.keyStore(context)
        guard store.remove(kind) else { throw KeyCommandError.noSavedKey(provider: kind.rawValue, path: store.path(for: kind)) }
        context.print("removed the saved \(kind.rawValue) key")
        if context.environment(kind.keyVariable) != nil {
            printError("foodlog: note: \(kind.keyVariable) is still set in the environment")
        }
        return .success
    }
}

enum KeyCommandSupport {
    static func provider(_ arguments: ParsedArguments, command: String) throws -> ProviderKind {
        guard let name = arguments.positionals.first else {
            throw ArgumentError.missingArgument(what: "provider name (openai, anthropic, gemini or compatible)", command: command)
        }
        guard arguments.positionals.count == 1 else {
            throw KeyCommandError.keyAsArgument
        }
        guard let kind = ProviderKind(rawValue: name.lowercased()) else {
            throw ArgumentError.invalidValue(option: "provider", value: name, expected: "openai, anthropic, gemini or compatible")
        }
        return kind
    }
}

/// A key command that cannot proceed.
enum KeyCommandError: UserFacingError {
    case emptyKey(provider: String)
    case invalidKey
    case keyAsArgument
    case noSavedKey(provider: String, path: String)

    var message: String {
        switch self {
        case .emptyKey(let provider): return "no key on standard input; paste it, or pipe it: 'pass show \(provider) | foodlog key set \(provider)'"
        case .invalidKey: return "that does not look like an API key (it contains spaces or is over 1024 characters); paste only the key"
        case .keyAsArgument: return "keys are read from standard input, never from arguments (they would end up in shell history); run 'foodlog key set PROVIDER' and paste it"
        case .noSavedKey(let provider, let path): return "no saved \(provider) key at \(path); 'foodlog key list' shows where keys come from"
        }
    }

    var exitCode: ExitCode {
        switch self {
        case .emptyKey, .invalidKey, .keyAsArgument: return .usage
        case .noSavedKey: return .noInput
        }
    }
}
