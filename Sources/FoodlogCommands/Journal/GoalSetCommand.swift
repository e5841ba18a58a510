import CLIKit
import FoodJournal
import FoodlogSupport

/// `foodlog goal set`: daily targets for kcal, macros and any other nutrient.
public enum GoalSetCommand: Command {
    public static let spec = CommandSpec(
        path: ["goal", "set"], abstract: "set daily goals for kcal, macros and other nutrients",
        usage: "",
        options: [Options.kcal, Options.protein, Options.carbs, Options.fat, Options.from, Options.json] + NutrientOptions.goal.all,
        discussion: """
        Only the goals given change; 0 removes one. Past days keep the goals they had, and days before
        your first goal use it. A goal for a nutrient replaces its daily value in 'foodlog nutrients'.
        Examples: foodlog goal set --kcal 2000 --protein 150
                  foodlog goal set --fiber 30 --sodium 1500
        """,
        acceptsPositionals: false)

    enum Options {
        static let kcal = JournalArguments.goalOption("kcal", value: "N", .goalKcal, help: "Energy per day (0 clears).")
        static let protein = JournalArguments.goalOption("protein", value: "G", .goalMacro, help: "Protein grams per day (0 clears).")
        static let carbs = JournalArguments.goalOption("carbs", value: "G", .goalMacro, help: "Carbohydrate grams per day (0 clears).")
        static let fat = JournalArguments.goalOption("fat", value: "G", .goalMacro, help: "Fat grams per day (0 clears).")
        static let from: Option<String?> = .text("from", value: "D", help: "First day the goals apply (default today): " + JournalArguments.dateHelp + ".")
        static let json: Option<Bool> = .flag("json", help: "Print the goals now in effect as JSON.")
    }

    public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let journal = JournalArguments.journal(context)
        let change = Goals(kcal: try JournalArguments.goal(arguments, Options.kcal, .goalKcal),
                           protein: try JournalArguments.goal(arguments, Options.protein, .goalMacro),
                           carbs: try JournalArguments.goal(arguments, Options.carbs, .goalMacro),
                           fat: try JournalArguments.goal(arguments, Options.fat, .goalMacro),
                           details: try NutrientOptions.goal.goals(arguments))
        guard !change.isEmpty else {
            throw arguments.missing("a goal, e.g. --kcal 2000 --protein 150 or --fiber 30")
        }
        let from = try JournalArguments.date(arguments, Options.from, today: journal.today()) ?? journal.today()
        let goals = try journal.setGoals(change, from: from)
        GoalShowCommand.show(goals, from: from, json: arguments[Options.json], context: context)
        return .success
    }
}
