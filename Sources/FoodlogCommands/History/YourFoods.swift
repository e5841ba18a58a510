import FoodIndex
import FoodlogSupport

/// The history of the user a command runs for: their journal, their cache directory.
enum YourFoods {
    static func load(_ context: CommandContext, index: ProductIndex) -> (book: FoodHistory, now: Int) {
        let journal = JournalArguments.journal(context)
        let book = HistoryLoader.load(journal: journal, cachePath: HistoryLoader.cachePath(context.paths), index: index)
        return (book, journal.currentTime().epochSeconds)
    }
}
