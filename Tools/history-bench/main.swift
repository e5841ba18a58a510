// history-bench: what "your foods first" costs each search, in-process, with a real journal.
//
//   history-bench foods [--index DIR] > foods.tsv
//     Everyday foods of the index (the top generic matches of a list of everyday food words), one
//     `code<TAB>name` a line, for `journal-stress --foods` to lay down years of history with.
//   history-bench time DATA_DIR CACHE_DIR [--index DIR] [--runs N]
//     Times the history part of a search (config key, journal fingerprint, cache read, matching;
//     see HistoryProbe) for every query in a fixed list, N times each (default 200), and the
//     rebuild after the journal changed. Prints one line per figure, microseconds.
//
// Tools/bench/run-history-bench.sh runs both on 20 000 entries over five years.
import FoodIndex
import FoodlogCommands
import FoodlogSupport

/// Everyday words people search for (written from what people eat, not from the index).
let foodWords = [
    "egg", "oatmeal", "banana", "apple", "orange", "yogurt", "greek yogurt", "milk", "coffee", "tea", "bread", "toast",
    "whole wheat bread", "bagel", "butter", "peanut butter", "jam", "honey", "cereal", "granola", "cheese", "cheddar",
    "cottage cheese", "cream cheese", "ham", "bacon", "sausage", "chicken breast", "chicken thigh", "ground beef", "steak",
    "pork chop", "salmon", "tuna", "shrimp", "tofu", "rice", "brown rice", "pasta", "spaghetti", "noodles", "potato",
    "sweet potato", "french fries", "broccoli", "spinach", "carrot", "tomato", "cucumber", "lettuce", "onion", "pepper",
    "avocado", "mushroom", "corn", "peas", "green beans", "lentils", "chickpeas", "black beans", "hummus", "almonds",
    "walnuts", "peanuts", "cashews", "olive oil", "mayonnaise", "ketchup", "soup", "chicken soup", "pizza", "burger",
    "hot dog", "taco", "burrito", "sushi", "salad", "caesar salad", "sandwich", "turkey", "tortilla", "chips", "popcorn",
    "chocolate", "cookie", "cake", "ice cream", "muffin", "croissant", "pancake", "waffle", "strawberries", "blueberries",
    "grapes", "watermelon", "pear", "peach", "mango", "pineapple", "orange juice", "apple juice", "beer", "wine", "cola",
    "protein bar", "protein shake", "oats", "quinoa", "couscous", "lasagna", "curry", "dumplings", "ramen", "pho",
]

/// Queries timed: words as people type them, most matching some of the foods logged.
let queries = [
    "chicken", "rice", "egg", "yogurt", "milk", "banana", "bread", "cheese", "coffee", "apple", "salmon", "pasta",
    "greek yogurt", "chicken breast", "peanut butter", "orange juice", "whole wheat bread", "ground beef", "olive oil",
    "pizza", "salad", "soup", "chocolate", "beer", "tofu", "quinoa", "zucchini", "kale", "lamb", "croissant",
    "chick", "yog", "ban", "brea", "chicken br", "gr", "p", "s",
]

let arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> String? {
    guard let at = arguments.firstIndex(of: name), at + 1 < arguments.count else { return nil }
    return arguments[at + 1]
}
func openIndex() -> ProductIndex {
    do {
        return try ProductIndex(directory: option("--index") ?? IndexLocation.embeddedDirectory)
    } catch {
        printError("history-bench: " + error.message)
        exit(error.exitCode.rawValue)
    }
}
func microseconds(_ start: UInt64) -> Double { Double(Platform.monotonicNanoseconds() - start) / 1000 }
func percentile(_ sorted: [Double], _ p: Double) -> Double {
    sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.up)) - 1)]
}
func format(_ value: Double) -> String { SearchRenderingNumbers.fixed(value) }

switch arguments.first {
case "foods":
    let index = openIndex()
    var seen: Set<String> = []
    let output = OutputStream.standardOutput
    for word in foodWords {
        let hits = (try? index.search(word, options: SearchOptions(limit: 3, kind: .generic))) ?? []
        for hit in hits.prefix(2) where hit.product.kcal != nil && seen.insert(hit.product.code).inserted {
            output.write(hit.product.code + "\t" + hit.product.name.filter { $0 != "\t" && $0 != "\n" } + "\n")
        }
    }
    output.flush()
case "time" where arguments.count >= 3:
    let index = openIndex()
    let runs = option("--runs").flatMap { Int($0) }.map { max(1, min($0, 100_000)) } ?? 200
    let probe = HistoryProbe(dataDirectory: arguments[1], cacheDirectory: arguments[2], configDirectory: arguments[2] + "/no-config",
                             index: index)
    // The first build (no cache: every product looked up in the index by name or barcode), then
    // the rebuild a search pays once after the journal changed (an add touches the newest month
    // file; the product numbers are carried over from the cache).
    unlink(arguments[2] + "/history")
    var start = Platform.monotonicNanoseconds()
    let foods = probe.foodCount
    let firstBuild = microseconds(start)
    let months = PathString.names(in: arguments[1] + "/journal").filter { $0.hasSuffix(".jsonl") && $0.count == 13 }.sorted()
    if let newest = months.last { utimes(arguments[1] + "/journal/" + newest, nil) }
    start = Platform.monotonicNanoseconds()
    _ = probe.foodCount
    let rebuild = microseconds(start)
    var samples: [Double] = []
    var ranked = 0
    for _ in 0..<runs {
        for query in queries {
            start = Platform.monotonicNanoseconds()
            let found = probe.yourFoods(query, prefix: query.count < 4 || query.hasSuffix(" br")) ?? []
            samples.append(microseconds(start))
            ranked += found.isEmpty ? 0 : 1
        }
    }
    samples.sort()
    print("foods in history: \(foods)")
    print("first build, no cache (us): \(format(firstBuild))")
    print("rebuild after a journal change (us): \(format(rebuild))")
    print("per search, \(samples.count) searches (us): p50 \(format(percentile(samples, 0.5))) p90 \(format(percentile(samples, 0.9))) p99 \(format(percentile(samples, 0.99))) max \(format(samples.last ?? 0)) mean \(format(samples.reduce(0, +) / Double(max(1, samples.count))))")
    print("searches with your foods first: \(ranked) of \(samples.count)")
default:
    printError("usage: history-bench foods [--index DIR] | history-bench time DATA_DIR CACHE_DIR [--index DIR] [--runs N]")
    exit(64)
}

/// One decimal, without Foundation.
enum SearchRenderingNumbers {
    static func fixed(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(abs(tenths % 10))"
    }
}
