import TestSupport

/// `--class config`: the config file mutated (values, sections, quoting, BOM, control bytes),
/// then commands that read it: estimate (answered by the loopback server), snap, key list, search.
struct ConfigTarget: FuzzTarget {
    let name = "config"

    var commands: [FuzzCase.Step] {
        [
            .init(label: "estimate --json", arguments: ["estimate", SeedData.mealText, "--json"]),
            .init(label: "estimate", arguments: ["estimate", SeedData.mealText]),
            .init(label: "snap", arguments: ["snap", "@HOME@/photo.jpg"]),
            .init(label: "key list", arguments: ["key", "list"]),
            .init(label: "key list --json", arguments: ["key", "list", "--json"]),
            .init(label: "search ([history] enabled)", arguments: ["search", "oats"]),
        ]
    }

    static let strayLines = [
        "[", "[]", "[ai", "[ai b]", "[\u{1B}[31m]", "=", "= value", "key", "key =", "timeout = \"5", "timeout = \"\"", "model = \"a\"b\"",
        "[ai]\nproviders =", "providers = ,,,", "providers = openai, openai, nonsense", "daily_limit = none none",
        "# comment \u{1B}]0;title\u{07}", "; comment", "\u{FEFF}[ai]", "base_url = file:///etc/passwd", "base_url = http://127.evil.example",
    ]

    static let keys = ["timeout", "deadline", "cache_days", "daily_limit", "providers", "model", "base_url", "enabled"]

    func base() -> [(path: String, bytes: [UInt8])] {
        [(HomeLayout.configFile, Array(SeedData.fuzzConfig.utf8)), ("photo.jpg", SeedData.jpeg)]
    }

    /// The server answers every request with a good OpenAI-format answer; the chain is the config's.
    func answer(_ shared: SharedFixtures) -> FuzzCase.Answer? {
        shared.successEnvelope(.openai).map { FuzzCase.Answer(status: 200, headers: [("Content-Type", "application/json")],
                                                              body: $0.embedding(Array(SeedData.mealAnswers[0].utf8))) }
    }

    let shared: SharedFixtures
    let environment = ["FOODLOG_PROVIDERS": "", "FOODLOG_OPENAI_BASE_URL": "", "ANTHROPIC_API_KEY": SeedData.apiKey]

    func seedCases() -> [FuzzCase] {
        commands.map { FuzzCase(fuzzClass: name, files: base(), answer: answer(shared), environment: environment, steps: [$0], mutation: "none (seed)") }
    }

    func makeCase(_ random: inout SplitMix64) -> FuzzCase {
        var files = base()
        var bytes = files[0].bytes
        var done: [String] = []
        for _ in 0..<(1 + random.below(2)) {
            switch random.below(10) {
            case 0, 1, 2, 3:
                done.append(replaceValue(&bytes, &random))
            case 4, 5:
                done.append(TextMutation.mutateLines(&bytes, &random, strayLines: Self.strayLines))
            case 6:
                bytes.insert(contentsOf: HostileValues.bom, at: 0)
                done.append("BOM prepended")
            default:
                done.append(ByteMutator.mutate(&bytes, &random))
            }
        }
        files[0].bytes = bytes
        return FuzzCase(fuzzClass: name, files: files, answer: answer(shared), environment: environment,
                        steps: [random.pick(commands)], mutation: "config: " + done.joined(separator: "; "))
    }

    /// A `key = value` line's value becomes a hostile number, hostile text or a huge value.
    private func replaceValue(_ bytes: inout [UInt8], _ random: inout SplitMix64) -> String {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
        let candidates = lines.indices.filter { lines[$0].contains(0x3D) && lines[$0].first != 0x23 }
        guard !candidates.isEmpty else { return ByteMutator.mutate(&bytes, &random) }
        let at = random.pick(candidates)
        let line = lines[at]
        guard let equals = line.firstIndex(of: 0x3D) else { return "" }
        var key = Array(line[..<equals])
        if random.chance(1, in: 5) { key = Array((random.pick(Self.keys) + " ").utf8) }
        let value: [UInt8]
        switch random.below(5) {
        case 0, 1: value = Array(random.pick(HostileValues.numbers).utf8)
        case 2: value = Array(random.pick(["", "\"", "\"\"", "\" spaced \"", "none", "NONE", "-", "openai,", ",openai", "http://", "https://"]).utf8)
        case 3: value = random.pick(HostileValues.rawBytes) + Array("x".utf8) + random.pick(HostileValues.rawBytes)
        default: value = HostileValues.hugeText(&random)
        }
        lines[at] = key + Array("= ".utf8) + value
        bytes = Array(lines.joined(separator: [0x0A]))
        return "line \(at + 1): \(String(decoding: key, as: UTF8.self).trimmingCharacters())= \(value.count > 40 ? "\(value.count) bytes" : Classifier.excerpt(String(decoding: value, as: UTF8.self), 40))"
    }
}

extension String {
    func trimmingCharacters() -> String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
