import AIAnalysis
import CLIKit
import FoodlogCommands
import FoodlogSupport
import Foundation

/// Arguments and errors shared by the `key` commands.
enum KeyCommandSupport {
    /// The provider names the `key` commands take, for completions and man pages.
    static let providerNames = ValueCompletion.choices(ProviderKind.allCases.map(\.rawValue))

    /// `openai, anthropic, gemini or compatible`.
    static var providerList: String {
        let names = ProviderKind.allCases.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }

    static func provider(_ arguments: ParsedArguments) throws -> ProviderKind {
        guard let name = arguments.positionals.first else {
            throw arguments.missing("provider name (\(providerList))")
        }
        guard arguments.positionals.count == 1 else {
            throw KeyCommandError.keyAsArgument
        }
        guard let kind = ProviderKind(rawValue: name.lowercased()) else {
            throw ArgumentError.invalidValue(option: "provider", value: name, expected: providerList)
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
