import CLIKit
import FoodlogSupport

/// `foodlog completions bash|zsh|fish`: the shell completion script, generated from the same
/// command specs the parser uses, so it can never offer an option foodlog does not accept.
public enum CompletionsCommand: Command {
    public static let spec = CommandSpec(
        CommandTable.completions, usage: "bash|zsh|fish", positionals: .choices(Shell.allCases.map(\.rawValue)), options: [],
        discussion: """
        Tools/install.sh installs all three. To try one in the current shell:
          bash:  eval "$(foodlog completions bash)"   (source <(...) reads nothing in bash 3.2)
          zsh:   foodlog completions zsh > ~/.zfunc/_foodlog   (with ~/.zfunc on $fpath before compinit)
          fish:  foodlog completions fish > ~/.config/fish/completions/foodlog.fish
        Commands, options, option values, entry ids, favorite names, recipe ids and food names from the
        index complete; the last three are asked of 'foodlog __complete' on each TAB.
        """)

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        guard let shell = arguments.positionals.first else {
            throw arguments.missing("shell (\(Shell.list))")
        }
        guard arguments.positionals.count == 1 else { throw arguments.unexpected(arguments.positionals[1]) }
        let tree = ShellTree(context.commandSet ?? LocalCommands.set)
        switch Shell(rawValue: shell.lowercased()) {
        case .bash: context.output.write(BashCompletion.script(tree))
        case .zsh: context.output.write(ZshCompletion.script(tree))
        case .fish: context.output.write(FishCompletion.script(tree))
        case nil: throw UnknownShell(name: shell)
        }
        return .success
    }

    /// The shells a script is generated for, as typed.
    enum Shell: String, CaseIterable {
        case bash, zsh, fish

        /// `bash, zsh or fish`.
        static var list: String {
            let names = allCases.map(\.rawValue)
            return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
        }
    }
}

/// `foodlog completions tcsh`.
struct UnknownShell: UserFacingError {
    var name: String
    var message: String { "no completions for the shell '\(TextExcerpt.escaped(name, limit: 80))'; choose \(CompletionsCommand.Shell.list)" }
    var exitCode: ExitCode { .usage }
}
