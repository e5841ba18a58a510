import CLIKit
import FoodlogSupport

/// `foodlog man [COMMAND...] [--output DIR]`: the man pages, generated from the command specs.
/// Prints one page (roff) to standard output, or writes every page into a directory (what
/// `Tools/install.sh` does for PREFIX/share/man/man1).
public enum ManCommand: Command {
    public static let spec = CommandSpec(
        CommandTable.man, usage: "[COMMAND...]",
        options: [output],
        discussion: """
        Read one without installing:
          foodlog man search | mandoc -a     (macOS, the BSDs, Linux with mandoc)
          foodlog man search | man -l -      (Linux with man-db)
          foodlog man search > search.1; man ./search.1
        """)

    static let output: Option<String?> = .text("output", short: "o", value: "DIR", completion: .directory,
                                               help: "Write foodlog.1 and foodlog-COMMAND.1 for every command into DIR (created if missing).")

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let pages = ManPage.pages(context.commandSet ?? LocalCommands.set, version: foodlogVersion)
        if let directory = arguments[output] {
            if !arguments.positionals.isEmpty { throw ArgumentError.conflicting("--output", arguments.positionals[0]) }
            try OutputFile.makeDirectories(directory)
            for page in pages { try OutputFile.write(page.text, to: PathString.join(directory, page.fileName)) }
            context.print("wrote \(pages.count) man pages to \(directory)")
            return .success
        }
        let wanted = ManPage.name(arguments.positionals) + ".1"
        guard let page = pages.first(where: { $0.fileName == wanted }) else {
            let command = arguments.positionals.joined(separator: " ")
            throw ArgumentError.unknownCommand(command, program: CommandTable.program, suggestion: nil)
        }
        context.output.write(page.text)
        return .success
    }
}
