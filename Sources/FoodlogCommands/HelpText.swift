import CLIKit

/// The text of `foodlog help`.
enum HelpText {
    static func overview(_ set: CommandSet) -> String {
        var entries: [(String, String)] = []
        for command in set.commands {
            let name = command.spec.path.joined(separator: " ")
            if !entries.contains(where: { $0.0 == name }) { entries.append((name, command.spec.abstract)) }
        }
        for delegated in set.delegated where !entries.contains(where: { $0.0 == delegated.name }) {
            entries.append((delegated.name, delegated.abstract))
        }
        let width = (entries.map(\.0.count).max() ?? 0) + 2
        var lines = [
            "foodlog \(foodlogVersion) - log food from the shell: search products offline, estimate meals with AI, keep a diary.",
            "",
            "Usage: foodlog COMMAND [OPTIONS]",
            "",
            "Commands:",
        ]
        for (name, abstract) in entries {
            lines.append("  " + name + String(repeating: " ", count: width - name.count) + abstract)
        }
        lines.append("")
        lines.append("Run 'foodlog help COMMAND' or 'foodlog COMMAND --help' for a command's options.")
        return lines.joined(separator: "\n")
    }
}
