import CLIKit
import FoodJournal
import FoodlogSupport

/// `foodlog goal set`: daily targets for kcal and macros.
public enum GoalSetCommand: Command {
    public static let spec = CommandSpec(
        path: ["goal", "set"], abstract: "set daily goals for kcal, protein, carbs and fat",
        usage: "",
        options: [
            .option("kcal", value: "N", help: "Energy per day (0 clears)."),
            .option("protein", value: "G", help: "Protein grams per day (0 clears)."),
            .option("carbs", value: "G", help: "Carbohydrate grams per day (0 clears)."),
            .option("fat", value: "G", help: "Fat grams per day (0 clears)."),
            .option("from", value: "D", help: "First day the goals apply (default today): " + JournalArguments.dateHelp + "."),
            .flag("json", help: "Print the goals now in effect as JSON."),
        ],
        discussion: """
        Only the goals given change; 0 removes one. Past days keep the goals they had, and days before
        your first goal use it. Example: foodlog goal set --kcal 2000 --protein 150
        """,
        acceptsPositionals: false)

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let journal = JournalArguments.journal(context)
        let change = Goals(kcal: try JournalArguments.goal(arguments, "kcal", .goalKcal),
                           protein: try JournalArguments.goal(arguments, "protein", .goalMacro),
                           carbs: try JournalArguments.goal(arguments, "carbs", .goalMacro),
                           fat: try JournalArguments.goal(arguments, "fat", .goalMacro))
        guard !change.isEmpty else {
            throw ArgumentError.missingArgument(what: "a goal, e.g. --kcal 2000 --protein 150", command: "goal set")
        }
        let from = try JournalArguments.date(arguments, "from", today: journal.today()) ?? journal.today()
        let goals = try journal.setGoals(change, from: from)
        GoalShowCommand.show(goals, from: from, json: arguments.flag("json"), context: context)
        return .success
    }
}
