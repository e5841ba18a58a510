import TestSupport

/// `--class provider`: AI answers in each provider's real wire format (OpenAI, Anthropic, Gemini,
/// OpenAI-compatible), served by the loopback server: the meal answer inside mutated (hostile
/// numbers, escapes, huge text), the envelope mutated, or a recorded error mutated, with odd
/// statuses and retry headers. Run through estimate, snap, and estimate --log followed by the
/// journal reads that must survive what was logged.
struct ProviderTarget: FuzzTarget {
    let name = "provider"
    let shared: SharedFixtures

    var commands: [[FuzzCase.Step]] {
        let d = SeedData.today
        return [
            [.init(label: "estimate --json", arguments: ["estimate", SeedData.mealText, "--json"])],
            [.init(label: "estimate", arguments: ["estimate", SeedData.mealText])],
            [.init(label: "estimate --advanced", arguments: ["estimate", SeedData.mealText, "--advanced"])],
            [.init(label: "snap --json", arguments: ["snap", "@HOME@/photo.jpg", "--json"])],
            [.init(label: "estimate --log", arguments: ["estimate", SeedData.mealText, "--log", "--date", d, "--json"]),
             .init(label: "log --date (after estimate --log)", arguments: ["log", "--date", d])],
            [.init(label: "estimate --log", arguments: ["estimate", SeedData.mealText, "--log", "--date", d, "--json"]),
             .init(label: "export json (after estimate --log)", arguments: ["export", "--from", d, "--to", d, "--format", "json"])],
            [.init(label: "snap --log", arguments: ["snap", "@HOME@/photo.jpg", "--log", "--date", d]),
             .init(label: "today (after snap --log)", arguments: ["today"])],
        ]
    }

    func environment(_ provider: SharedFixtures.Provider) -> [String: String] {
        switch provider {
        case .openai: return ["FOODLOG_PROVIDERS": "openai"]
        case .anthropic: return ["FOODLOG_PROVIDERS": "anthropic", "FOODLOG_ANTHROPIC_BASE_URL": "@BASE@", "ANTHROPIC_API_KEY": SeedData.apiKey]
        case .gemini: return ["FOODLOG_PROVIDERS": "gemini", "FOODLOG_GEMINI_BASE_URL": "@BASE@", "GEMINI_API_KEY": SeedData.apiKey]
        case .compatible: return ["FOODLOG_PROVIDERS": "compatible"]
        }
    }

    let files: [(path: String, bytes: [UInt8])] = [(HomeLayout.configFile, Array(SeedData.baseConfig.utf8)), ("photo.jpg", SeedData.jpeg)]

    func seedCases() -> [FuzzCase] {
        SharedFixtures.Provider.allCases.flatMap { provider in
            commands.map { steps in
                FuzzCase(fuzzClass: name, files: files, answer: success(provider, Array(SeedData.mealAnswers[0].utf8)),
                         environment: environment(provider), steps: steps, mutation: "none (seed, \(provider.rawValue))")
            }
        }
    }

    private func success(_ provider: SharedFixtures.Provider, _ inner: [UInt8]) -> FuzzCase.Answer {
        let body = shared.successEnvelope(provider)?.embedding(inner) ?? []
        return FuzzCase.Answer(status: 200, headers: [("Content-Type", "application/json")], body: body)
    }

    func makeCase(_ random: inout SplitMix64) -> FuzzCase {
        let provider = random.pick(SharedFixtures.Provider.allCases)
        var answer: FuzzCase.Answer
        var what: String
        let roll = random.below(20)
        if roll < 10 {
            var inner = Array(random.pick(SeedData.mealAnswers).utf8)
            what = "meal answer: " + TextMutation.mutateJSON(&inner, &random)
            answer = success(provider, inner)
        } else if roll < 15 {
            answer = success(provider, Array(random.pick(SeedData.mealAnswers).utf8))
            what = "envelope: " + TextMutation.mutateJSON(&answer.body, &random)
        } else if roll < 18, let recorded = shared.errors[provider], !recorded.isEmpty {
            let error = random.pick(recorded)
            answer = FuzzCase.Answer(status: error.status, headers: [("Content-Type", "application/json")], body: error.body)
            what = "recorded \(error.name): " + TextMutation.mutateJSON(&answer.body, &random, rounds: 1 + random.below(2))
        } else {
            answer = success(provider, Array(random.pick(SeedData.mealAnswers).utf8))
            what = "envelope: " + TextMutation.mutateJSON(&answer.body, &random, rounds: 1)
        }
        if random.chance(1, in: 6) {
            answer.status = random.pick([200, 201, 204, 206, 302, 400, 401, 403, 404, 408, 413, 429, 500, 502, 503, 504, 529, 599])
            what += "; status \(answer.status)"
        }
        if random.chance(1, in: 8) {
            let name = random.pick(["retry-after", "retry-after-ms", "content-type", "x-should-retry", "content-encoding"])
            let value = random.pick(HostileValues.numbers + ["gzip", "text/html", "true", "\u{1B}[31m"])
            answer.headers.append((name, value))
            what += "; header \(name): \(Classifier.excerpt(value, 30))"
        }
        return FuzzCase(fuzzClass: name, files: files, answer: answer, environment: environment(provider),
                        steps: random.pick(commands), mutation: provider.rawValue + " " + what)
    }
}
