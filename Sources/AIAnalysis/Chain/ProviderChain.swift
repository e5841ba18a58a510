import FoodlogSupport
import HTTPClient

/// The effects the chain needs, injected so tests are fast and deterministic: the transport,
/// a sleeper and random source for backoff, a monotonic clock for deadlines, the call budget and
/// a progress sink.
public struct ChainEffects: Sendable {
    public var transport: any HTTPTransport
    public var sleep: @Sendable (Double) -> Void
    /// A number in `0..<1` for jitter.
    public var random: @Sendable () -> Double
    /// Monotonic seconds.
    public var clock: @Sendable () -> Double
    public var budget: any CallBudget
    /// One line per stage ("openai: attempt 1 of 3"); the command decides whether to show it.
    public var progress: @Sendable (String) -> Void

    public init(transport: any HTTPTransport,
                sleep: @escaping @Sendable (Double) -> Void = { seconds in if seconds > 0 { usleep(useconds_t(min(seconds, 3600) * 1_000_000)) } },
                random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
                clock: @escaping @Sendable () -> Double = { Double(Platform.monotonicNanoseconds()) / 1e9 },
                budget: any CallBudget = UnlimitedBudget(),
                progress: @escaping @Sendable (String) -> Void = { _ in }) {
        self.transport = transport
        self.sleep = sleep
        self.random = random
        self.clock = clock
        self.budget = budget
        self.progress = progress
    }
}

/// A caller's check of an answer's content, after the provider produced valid JSON: returns the
/// answer to keep (possibly normalised) and remarks, or a failure (the attempt then counts as
/// failed, e.g. a negative number of grams).
public typealias AnswerValidator = @Sendable (JSONValue) -> Result<(json: JSONValue, notes: [String]), AttemptFailure>

/// Sends a `StructuredRequest` to providers in order until one gives a valid answer.
///
/// For each provider: skip it at once when it has no usable key, would receive a key over plain
/// HTTP to a non-loopback host, or cannot take the photo; otherwise try up to
/// `retry.maxAttempts` times, sleeping with exponential backoff and jitter (or the server's
/// requested delay) between retryable failures, and move on at once after a failure that waiting
/// cannot fix. The cache is consulted for every provider before any request is sent, and before
/// any `key_cmd` runs: a provider's key command runs only when that provider is about to be asked.
public struct ProviderChain: Sendable {
    public var providers: [ProviderSettings]
    public var cache: AnswerCache?
    /// False to skip cache lookups (`--no-cache`) while still storing fresh answers.
    public var readsCache = true
    public var retry: RetryPolicy
    /// Per-request timeout, seconds.
    public var requestTimeout: Double
    /// Overall deadline for the whole chain, seconds.
    public var deadline: Double
    public var effects: ChainEffects

    public static let defaultRequestTimeout = 30.0
    public static let defaultDeadline = 120.0

    public init(providers: [ProviderSettings], cache: AnswerCache?, effects: ChainEffects, retry: RetryPolicy = RetryPolicy(),
                requestTimeout: Double = ProviderChain.defaultRequestTimeout, deadline: Double = ProviderChain.defaultDeadline) {
        self.providers = providers
        self.cache = cache
        self.effects = effects
        self.retry = retry
        self.requestTimeout = requestTimeout
        self.deadline = deadline
    }

    /// The first cached answer, in chain order, that `validate` accepts; nil when there is none,
    /// the chain has no cache or `readsCache` is off. Never touches the network or a key.
    ///
    /// `run` starts with this. Callers whose validation needs context that is costly to build
    /// (a meal's grounding searches the product index) call it first, build that context inside
    /// `validate` only when an entry needs it, and then `run` with `readsCache` off on a miss.
    public func cachedAnswer(_ request: StructuredRequest,
                             validate: (JSONValue) -> Result<(json: JSONValue, notes: [String]), AttemptFailure>) -> StructuredAnswer? {
        guard let cache, readsCache, !providers.isEmpty else { return nil }
        effects.progress("cache: looking up")
        for provider in providers {
            guard let json = cache.lookup(request, provider: provider.name, model: provider.model),
                  case .success(let checked) = validate(json) else { continue }
            effects.progress("cache: hit (\(provider.name), \(provider.model))")
            let secrets = knownSecrets
            return StructuredAnswer(json: checked.json.redactingSecrets(secrets), provider: provider.name, model: provider.model,
                                    cached: true, notes: checked.notes.map { SecretRedaction.redact($0, secrets: secrets) })
        }
        effects.progress("cache: miss")
        return nil
    }

    /// Runs the request through the chain.
    public func run(_ request: StructuredRequest, validate: AnswerValidator = { .success(($0, [])) }) throws(ChainError) -> StructuredAnswer {
        guard !providers.isEmpty else { throw .noProviders }
        if let answer = cachedAnswer(request, validate: validate) { return answer }
        let start = effects.clock()
        var outcomes: [ProviderOutcome] = []
        // Every key known so far (key_cmd keys join as their providers are reached): each progress
        // line, failure reason and answer passes through SecretRedaction with them.
        var secrets = knownSecrets
        let say: (String) -> Void = { line in effects.progress(SecretRedaction.redact(line, secrets: secrets)) }
        for var provider in providers {
            provider.key = provider.key.resolved()
            if let secret = provider.secret, !secrets.contains(secret) { secrets.append(secret) }
            let client = ProviderClients.make(provider)
            if var skip = preflight(client, request) {
                skip.reason = SecretRedaction.redact(skip.reason, secrets: secrets)
                say("\(provider.name): skipped (\(skip.reason))")
                outcomes.append(ProviderOutcome(provider: provider.name, failure: skip, attempts: 0))
                continue
            }
            if request.image != nil { say("\(provider.name): encoding photo") }
            let httpRequest = client.makeRequest(request)
            var attempt = 0
            var last: AttemptFailure?
            while attempt < retry.maxAttempts {
                let remaining = deadline - (effects.clock() - start)
                guard remaining > 0 else { throw .deadlineExceeded(seconds: deadline, outcomes: outcomes + partial(provider, last, attempt)) }
                try effects.budget.consume()
                attempt += 1
                say("\(provider.name): attempt \(attempt) of \(retry.maxAttempts) (\(provider.model))")
                var failure: AttemptFailure
                do {
                    let response = try effects.transport.send(httpRequest, timeout: min(requestTimeout, remaining))
                    say("\(provider.name): parsing answer (HTTP \(response.status))")
                    switch client.interpret(response) {
                    case .success(let json):
                        switch validate(json) {
                        case .success(let checked):
                            let json = checked.json.redactingSecrets(secrets)
                            cache?.store(json, for: request, provider: provider.name, model: provider.model)
                            return StructuredAnswer(json: json, provider: provider.name, model: provider.model, cached: false,
                                                    notes: checked.notes.map { SecretRedaction.redact($0, secrets: secrets) })
                        case .failure(let problem): failure = problem
                        }
                    case .failure(let problem): failure = problem
                    }
                } catch {
                    switch error {
                    case .invalidURL: failure = .skip(error.reason, .config)
                    // Asking again would stream the same flood: the answer is unusable, try the next provider.
                    case .bodyTooLarge: failure = .skip(error.reason, .badData)
                    case .timedOut, .connectionFailed: failure = .retry(error.reason)
                    }
                }
                failure.reason = SecretRedaction.redact(failure.reason, secrets: secrets)
                last = failure
                say("\(provider.name): \(failure.reason)")
                guard case .retry(let hint) = failure.disposition, attempt < retry.maxAttempts else { break }
                guard let wait = retry.delay(afterAttempt: attempt, serverHint: hint, random: effects.random()) else {
                    last = AttemptFailure(.nextProvider, failure.category, failure.reason + " (asked to wait \(JSONValue.format(hint ?? 0)) s)")
                    break
                }
                let left = deadline - (effects.clock() - start)
                if wait >= left { break }
                say("\(provider.name): waiting \(JSONValue.format((wait * 10).rounded() / 10)) s")
                effects.sleep(wait)
            }
            if let last { outcomes.append(ProviderOutcome(provider: provider.name, failure: last, attempts: attempt)) }
        }
        throw .allFailed(outcomes)
    }

    /// The keys already in hand (variables, key files), without running any `key_cmd`.
    private var knownSecrets: [String] { providers.compactMap(\.secret) }

    private func partial(_ provider: ProviderSettings, _ last: AttemptFailure?, _ attempts: Int) -> [ProviderOutcome] {
        guard let last else { return [] }
        return [ProviderOutcome(provider: provider.name, failure: last, attempts: attempts)]
    }

    /// Reasons to skip a provider without sending anything.
    private func preflight(_ client: any ProviderClient, _ request: StructuredRequest) -> AttemptFailure? {
        let settings = client.settings
        switch settings.key {
        case .missing where settings.kind.requiresKey:
            return .skip("no key", .config)
        case .unusable(let why):
            return .skip(why, .config)
        case .exposed(let why):
            return .skip(why, .permission)
        case .present:
            if !URLSafety.mayCarryKey(settings.baseURL) {
                return .skip("refusing to send the key over plain HTTP to \(URLSafety.displayHost(of: settings.baseURL)); use https, or http only to 127.0.0.1, [::1] or localhost", .config)
            }
        default: break
        }
        if let image = request.image, let problem = client.check(image) { return problem }
        return nil
    }
}

extension JSONValue {
    /// A copy with every string (keys of objects included) passed through `SecretRedaction`, so
    /// an answer that echoes a key is neither shown nor cached with it.
    func redactingSecrets(_ secrets: [String]) -> JSONValue {
        guard !secrets.isEmpty else { return self }
        switch self {
        case .string(let text): return .string(SecretRedaction.redact(text, secrets: secrets))
        case .array(let items): return .array(items.map { $0.redactingSecrets(secrets) })
        case .object(let members):
            return .object(members.map { (SecretRedaction.redact($0.0, secrets: secrets), $0.1.redactingSecrets(secrets)) })
        default: return self
        }
    }
}
