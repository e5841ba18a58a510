import TestSupport

/// `--class journal`: the month file, goals and favorites mutated, then a reading or writing
/// journal command (today, log, export in every format, add, fav, goal, undo, edit, rm, repeat,
/// nutrients, and search, which ranks the journal's foods first).
struct JournalTarget: FuzzTarget {
    let name = "journal"

    var commands: [FuzzCase.Step] {
        let d = SeedData.today
        return [
            .init(label: "today", arguments: ["today"]),
            .init(label: "today --json", arguments: ["today", "--json"]),
            .init(label: "log --date", arguments: ["log", "--date", d]),
            .init(label: "log --date --json", arguments: ["log", "--date", d, "--json"]),
            .init(label: "log --from -6", arguments: ["log", "--from", "-6"]),
            .init(label: "log --from -6 --summary", arguments: ["log", "--from", "-6", "--summary"]),
            .init(label: "export csv", arguments: ["export", "--from", SeedData.month + "-01", "--to", d, "--format", "csv"]),
            .init(label: "export json", arguments: ["export", "--from", SeedData.month + "-01", "--to", d, "--format", "json"]),
            .init(label: "export md", arguments: ["export", "--from", SeedData.month + "-01", "--to", d, "--format", "md"]),
            .init(label: "add --kcal", arguments: ["add", "apple", "--kcal", "52", "--date", d, "--json"]),
            .init(label: "add --fav", arguments: ["add", "--fav", "shake", "--date", d]),
            .init(label: "fav list", arguments: ["fav", "list"]),
            .init(label: "goal show", arguments: ["goal", "show"]),
            .init(label: "undo", arguments: ["undo"]),
            .init(label: "edit", arguments: ["edit", "k3f9x2ab", "--grams", "250"]),
            .init(label: "rm", arguments: ["rm", "m2p7q1zz"]),
            .init(label: "search (history first)", arguments: ["search", "oats", "--json"]),
            .init(label: "repeat", arguments: ["repeat", d]),
            .init(label: "repeat --meal --json", arguments: ["repeat", d, "--meal", "breakfast", "--json"]),
            .init(label: "today --nutrients", arguments: ["today", "--nutrients"]),
            .init(label: "nutrients --week", arguments: ["nutrients", "--week"]),
            .init(label: "nutrients --json", arguments: ["nutrients", "--from", SeedData.month + "-01", "--to", d, "--json"]),
            .init(label: "edit --fiber", arguments: ["edit", "k3f9x2ab", "--fiber", "3", "--sodium", "90"]),
        ]
    }

    static let strayLines = [
        "", "{}", "[]", "null", "{\"v\":1}", "{\"v\":99,\"op\":\"add\",\"event\":\"x\",\"recorded_ms\":1}", "garbage \u{1B}[31mred",
        "{\"v\":1,\"op\":\"fav-move\",\"event\":\"ev9\",\"recorded_ms\":1,\"name\":\"oats\",\"position\":1e300}",
        "{\"v\":1,\"op\":\"add\",\"event\":\"ev9\",\"recorded_ms\":1e300,\"entry\":{\"id\":\"zz\",\"time\":\"\(SeedData.today)T10:00:00+00:00\",\"name\":\"x\",\"kcal\":1}}",
        "{\"v\":1e300,\"op\":\"rm\",\"event\":\"ev9\",\"recorded_ms\":1,\"entry\":\"k3f9x2ab\"}",
        "{\"v\":1,\"op\":\"undo\",\"event\":\"ev9\",\"recorded_ms\":1,\"undoes\":\"ev9\"}",
        "{\"v\":1,\"op\":\"add\",\"event\":\"ev9\",\"recorded_ms\":1,\"entry\":{\"id\":\"zz\",\"time\":\"\(SeedData.today)T10:00:00+00:00\",\"name\":\"x\",\"kcal\":1,\"nutrients\":{\"sodium\":1e308,\"fiber\":-1,\"iron\":\"x\",\"vitamin_d\":5e-324}}}",
        "{\"v\":1,\"op\":\"goal\",\"event\":\"ev9\",\"recorded_ms\":1,\"from\":\"2000-01-01\",\"set\":{\"nutrients\":{\"fiber\":1e-300,\"sodium\":1e300}}}",
    ]

    func base() -> [(path: String, bytes: [UInt8])] {
        [(HomeLayout.configFile, Array(SeedData.baseConfig.utf8))] + SeedData.journalFiles.map { ($0.path, Array($0.text.utf8)) }
    }

    func seedCases() -> [FuzzCase] {
        commands.map { FuzzCase(fuzzClass: name, files: base(), answer: nil, environment: [:], steps: [$0], mutation: "none (seed)") }
    }

    func makeCase(_ random: inout SplitMix64) -> FuzzCase {
        var files = base()
        // Mostly the month file, where the entries are.
        let which = random.chance(6, in: 10) ? 1 : (random.chance(1, in: 2) ? 2 : 3)
        var bytes = files[which].bytes
        let what: String
        if random.chance(2, in: 10) {
            what = TextMutation.mutateLines(&bytes, &random, strayLines: Self.strayLines)
        } else {
            what = TextMutation.mutateJSON(&bytes, &random)
        }
        files[which].bytes = bytes
        let file = files[which].path.split(separator: "/").last.map(String.init) ?? ""
        return FuzzCase(fuzzClass: name, files: files, answer: nil, environment: [:], steps: [random.pick(commands)],
                        mutation: file + ": " + what)
    }
}
