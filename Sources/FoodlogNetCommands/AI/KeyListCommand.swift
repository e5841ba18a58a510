import AIAnalysis
import CLIKit
import FoodlogCommands
import FoodlogSupport
import Foundation

/// `foodlog key list`: which provider has a key, from where, masked.
public enum KeyListCommand: Command {
    public static let spec = CommandSpec(
        CommandTable.keyList, usage: "", options: [json],
        acceptsPositionals: false)

    static let json: Option<Bool> = .flag("json", help: "Print a JSON array of {provider, source, key}.")

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let config = try AIRuntime.config(context)
        let store = AIRuntime.keyStore(context)
        var rows: [(provider: String, source: String, masked: String)] = []
        for kind in ProviderKind.allCases {
            if let secret = kind.keyVariable.read(context.environment) {
                rows.append((kind.rawValue, "$" + kind.keyVariable.name, APIKey.mask(secret)))
            } else if config.string("ai." + kind.rawValue, "key_cmd") != nil {
                rows.append((kind.rawValue, "key_cmd", "(not run)"))
            } else {
                switch store.read(kind) {
                case .present(let key): rows.append((kind.rawValue, store.path(for: kind), key.description))
                case .unusable(let why), .exposed(let why): rows.append((kind.rawValue, store.path(for: kind), "unusable: " + why))
                case .missing: rows.append((kind.rawValue, "none", kind == .compatible ? "(optional)" : "-"))
                case .command: rows.append((kind.rawValue, "key_cmd", "(not run)"))
                }
            }
        }
        if arguments[json] {
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
