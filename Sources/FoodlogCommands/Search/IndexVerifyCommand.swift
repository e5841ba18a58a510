import CLIKit
import FoodIndex
import FoodlogSupport

/// `foodlog index verify [DIR]`: checks every file of an index against its checksums, then its
/// structure (`ProductIndex.verify`).
public enum IndexVerifyCommand: Command {
    public static let spec = CommandSpec(
        path: ["index", "verify"], abstract: "check an index's six files: headers, checksums, structure",
        usage: "[DIR]", positionals: .directory,
        options: [json],
        discussion: "Without DIR, checks the index 'foodlog search' would use.")

    static let json: Option<Bool> = .flag("json", help: "Print the result as JSON.")

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        guard arguments.positionals.count <= 1 else {
            throw arguments.unexpected(arguments.positionals[1])
        }
        let location = IndexLocation.resolve(option: arguments.positionals.first, environment: context.environment, paths: context.paths)
        let index = try ProductIndex(directory: location.directory)
        try index.verify()
        if arguments[json] {
            context.print(JSONValue.object([
                ("directory", .string(location.directory)), ("ok", .bool(true)),
                ("products", .integer(index.productCount)), ("terms", .integer(index.termCount)),
                ("index_id", .string(String(index.indexID, radix: 16))),
            ]).rendered())
        } else {
            context.print(TerminalText.escaped("\(location.directory): ok (\(index.productCount) products, \(index.termCount) terms, 6 files checked)"))
        }
        return .success
    }
}
