import Foundation
import CLIKit
@testable import FoodlogCommands
@testable import FoodJournal
import FoodlogSupport

/// Runs journal commands in-process, as `Runner` would, against a temporary data directory, a
/// fixed clock and time zone, and captured standard output.
final class CommandHarness {
    let dir = ScratchDirectory()
    let clock: TestClock
    var environment: [String: String]
    var console = Console(stdoutIsTerminal: false, stderrIsTerminal: false, stdinIsTerminal: false, useColor: false)

    /// 2026-11-22 12:30 local, in a zone one hour east of UTC.
    init(hour: Int = 11, minute: Int = 30, tz: String = "<+01>-1") {
        clock = TestClock.november22(hour: hour, minute: minute)
        environment = ["TZ": tz, "HOME": "/nonexistent"]
    }

    var paths: FoodlogPaths { FoodlogPaths(data: dir.file("data/foodlog"), config: dir.file("config/foodlog"), cache: dir.file("cache/foodlog")) }

    var journal: Journal {
        let clock = self.clock
        return Journal(dataDirectory: paths.data, zone: TimeZoneRule.from(tz: environment["TZ"]), now: { clock.now() })
    }

    struct Result {
        var code: Int32
        var output: String
        /// The one-line message of a failure, as `Runner` prints it after `foodlog: `.
        var error: String?

        var lines: [String] { output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty } }
        func json() throws -> Any { try JSONSerialization.jsonObject(with: Data(output.utf8), options: [.fragmentsAllowed]) }
    }

    /// Runs `foodlog WORDS...`; `catalog` replaces the search index for `add`.
    func run(_ words: [String], catalog: FoodCatalog? = nil) -> Result {
        let outputPath = dir.file("stdout-\(UUID().uuidString)")
        let fd = open(outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        defer { close(fd); unlink(outputPath) }
        let env = environment
        let clock = self.clock
        let context = CommandContext(console: console, paths: paths, environment: { env[$0] }, output: OutputStream(fd: fd),
                                     now: { clock.now() }, processArguments: ["foodlog"] + words)
        var code: Int32
        var message: String?
        do {
            if let (command, rest) = LocalCommands.set.resolve(words), command == AddCommand.self, let catalog {
                let arguments = try ArgumentParser.parse(rest, spec: command.spec, program: CommandTable.program)
                code = try AddCommand.perform(arguments, context: context, catalog: { catalog }).rawValue
            } else {
                code = try Runner.run(words, set: LocalCommands.set, delegate: nil, context: context).rawValue
            }
        } catch let error as UserFacingError {
            message = error.message
            code = error.exitCode.rawValue
        } catch {
            message = "unexpected error: \(error)"
            code = ExitCode.software.rawValue
        }
        context.output.flush()
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        return Result(code: code, output: output, error: message)
    }

    func run(_ words: String...) -> Result { run(words) }
}

extension Array where Element == any Command.Type {
    func contains(_ type: any Command.Type) -> Bool { contains { $0 == type } }
}

func == (lhs: any Command.Type, rhs: any Command.Type) -> Bool { ObjectIdentifier(lhs) == ObjectIdentifier(rhs) }

/// A hand-written catalog of a few USDA generic foods (per-100 g values from SR28) and one
/// branded product, standing in for the search index in tests.
struct TableCatalog: FoodCatalog {
    var foods: [CatalogFood] = [
        CatalogFood(id: "usda:egg", name: "Egg, whole, raw", kind: .generic,
                    per100g: Nutrients(kcal: 143, protein: 12.4, carbs: 0.96, fat: 9.96)),
        CatalogFood(id: "usda:chicken", name: "Chicken breast, rotisserie, skin not eaten", kind: .generic,
                    per100g: Nutrients(kcal: 144, protein: 28.04, carbs: 0, fat: 3.57)),
        CatalogFood(id: "usda:rice-raw", name: "Rice, white, long grain, unenriched, raw", kind: .generic,
                    per100g: Nutrients(kcal: 370, protein: 7, carbs: 80.3, fat: 1)),
        CatalogFood(id: "usda:rice", name: "Rice, white, cooked, NS as to fat", kind: .generic,
                    per100g: Nutrients(kcal: 129, protein: 2.67, carbs: 27.99, fat: 0.28)),
        CatalogFood(id: "usda:milk", name: "Milk, whole", kind: .generic, per100g: Nutrients(kcal: 61, protein: 3.27, carbs: 4.63, fat: 3.2)),
        CatalogFood(id: "usda:banana", name: "Banana, raw", kind: .generic, per100g: Nutrients(kcal: 97, protein: 0.74, carbs: 22.71, fat: 0.28)),
        CatalogFood(id: "usda:muffin", name: "Muffins, blueberry", kind: .generic,
                    per100g: Nutrients(kcal: 377, protein: 4.4, carbs: 54, fat: 16), servingGrams: 57),
        CatalogFood(id: "usda:quark", name: "Quark, plain", kind: .generic, per100g: Nutrients(kcal: 67, protein: 12, carbs: 4, fat: 0.2)),
        CatalogFood(id: "4000000000001", name: "Acme Greek Yogurt", kind: .product,
                    per100g: Nutrients(kcal: 97, protein: 9, carbs: 3.6, fat: 5), servingGrams: 150),
    ]

    /// Foods sharing a word with the query, most shared words first (like a ranked search, it
    /// also returns near misses such as raw rice for cooked rice).
    func search(_ query: String, kind: CatalogFood.Kind?, limit: Int) throws -> [CatalogFood] {
        func words(_ text: String) -> Set<String> {
            Set(text.lowercased().split(whereSeparator: { !$0.isLetter }).map { PlainWordsParser.singular(String($0)) })
        }
        let wanted = words(query)
        let scored = foods.enumerated().compactMap { index, food -> (Int, Int, CatalogFood)? in
            guard kind == nil || food.kind == kind else { return nil }
            let shared = words(food.name).intersection(wanted).count
            return shared > 0 ? (shared, index, food) : nil
        }
        return scored.sorted { ($0.0, -$0.1) > ($1.0, -$1.1) }.prefix(limit).map(\.2)
    }
}
