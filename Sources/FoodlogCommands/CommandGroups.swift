import CLIKit

/// Words that only group subcommands (`foodlog goal`, `foodlog key`): run alone they print their
/// subcommands; a wrong word after them is blamed as an unknown subcommand of the group. Shared by
/// both executables so that `foodlog allergy` and `foodlog-net allergy` answer the same.
public enum CommandGroups {
    public static let all: [CommandSpec] = [
        group(["index"], "check search indexes (index verify)"),
        group(["goal"], "daily goals for kcal and macros (goal set|show)"),
        group(["fav"], "favorite foods to log in one word (fav add|list|rm|move|edit)"),
        group(["key"], "store, list or remove AI provider keys (key set|list|rm)"),
        group(["cache"], "manage cached AI answers (cache clear)"),
        group(["allergy"], "save, list or remove allergies recipes must avoid (allergy add|list|rm)"),
    ]

    static func group(_ path: [String], _ abstract: String) -> CommandSpec {
        CommandSpec(path: path, abstract: abstract, usage: "SUBCOMMAND", options: [], acceptsPositionals: false)
    }
}
