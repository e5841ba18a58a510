import CLIKit

/// The text of `foodlog help`.
enum HelpText {
    static func overview(_ set: CommandSet) -> String {
        var entries: [(String, String)] = []
        for spec in set.commands.map({ $0.spec }) where !spec.hidden {
            let name = spec.path.joined(separator: " ")
            if !entries.contains(where: { $0.0 == name }) { entries.append((name, spec.abstract)) }
        }
        for delegated in set.delegated {
            let name = delegated.path.joined(separator: " ")
            if !entries.contains(where: { $0.0 == name }) { entries.append((name, delegated.abstract)) }
        }
        let width = (entries.map(\.0.count).max() ?? 0) + 2
        var lines = [
            "\(set.program) \(foodlogVersion) - log food from the shell: search products offline, estimate meals with AI, keep a diary.",
            "",
            "Usage: \(set.program) COMMAND [OPTIONS]",
            "",
            "Commands:",
        ]
        for (name, abstract) in entries {
            lines.append("  " + name + String(repeating: " ", count: width - name.count) + abstract)
        }
        lines.append("")
        lines.append("Run '\(set.program) help COMMAND' or '\(set.program) COMMAND --help' for a command's options.")
        return lines.joined(separator: "\n")
    }
}
