import AIAnalysis
import CLIKit
import FoodIndex
import FoodlogCommands
import FoodlogSupport
import Foundation
import HTTPClient

/// Wires the AI layer to a command's context: config file, keys, cache, daily cap, progress,
/// transport. The one place where the AI commands meet the outside world.
enum AIRuntime {
    /// Options of the AI commands; `provider`, `noCache` and `verbose` are `recipe`'s too.
    enum Options {
        static let json: Option<Bool> = .flag("json", help: "Print one JSON object (see docs/ai.md, 'JSON output').")
        static let provider: Option<ProviderKind?> = .choice("provider", short: "p", value: "NAME",
                                                            help: "Use only this provider: openai, anthropic, gemini or compatible.")
        static let advanced: Option<Bool> = .flag("advanced", help: "Add fat/protein units and absorption time for the meal.")
        static let noCache: Option<Bool> = .flag("no-cache", help: "Ask a provider even if the answer is cached (the new answer is cached).")
        static let queue: Option<Bool> = .flag("queue", help: "If no provider is reachable, keep the request for 'foodlog sync'.")
        static let verbose: Option<Bool> = .flag("verbose", short: "v", help: "Show progress on stderr even when it is not a terminal.")
        static let index: Option<String?> = .text("index", value: "DIR", completion: .directory,
                                                  help: "Ground estimates in this product index instead of the default.")
    }

    /// Options shared by `snap` and `estimate`.
    static let estimateOptions: [any OptionDeclaration] = [Options.json, Options.provider, Options.advanced, Options.noCache,
                                                           Options.queue, Options.verbose, Options.index]

    /// What a command line chose for the AI layer.
    struct Choices {
        /// Only this provider (`--provider`, or the one a queued request was made with).
        var provider: String?
        /// False with `--no-cache`.
        var readsCache = true
        /// Progress on stderr even when it is not a terminal (`--verbose`).
        var verbose = false
        /// The index to ground estimates in (`--index`).
        var index: String?

        /// The choices of `snap` and `estimate`.
        init(estimate arguments: ParsedArguments) {
            provider = arguments[Options.provider]?.rawValue
            readsCache = !arguments[Options.noCache]
            verbose = arguments[Options.verbose]
            index = arguments[Options.index]
        }

        init(provider: String? = nil, readsCache: Bool = true, verbose: Bool = false, index: String? = nil) {
            self.provider = provider
            self.readsCache = readsCache
            self.verbose = verbose
            self.index = index
        }
    }

    static func configPath(_ context: CommandContext) -> String { PathString.join(context.paths.config, "config") }

    static func config(_ context: CommandContext) throws -> ConfigFile { try ConfigFile.load(path: configPath(context)) }

    static func keyStore(_ context: CommandContext) -> KeyStore { KeyStore(configDirectory: context.paths.config) }

    static func settings(_ context: CommandContext, forcedProvider: String?) throws -> AISettings {
        try AISettings.resolve(config: try config(context), environment: context.environment, keys: keyStore(context),
                               forcedProvider: forcedProvider, keyCommand: runKeyCommand)
    }

    /// Whether progress lines go to stderr: on a terminal, or when asked.
    static func progressSink(verbose: Bool, context: CommandContext) -> @Sendable (String) -> Void {
        let show = context.console.stderrIsTerminal || verbose
        return { line in if show { printError("foodlog: " + line) } }
    }

    /// The provider chain for a command line: settings, cache (`--no-cache`), daily cap, progress
    /// (`--verbose`) and transport. Any AI command (meals, recipes) starts here.
    static func chain(_ choices: Choices, context: CommandContext) throws -> ProviderChain {
        let settings = try settings(context, forcedProvider: choices.provider)
        let budget: any CallBudget = settings.dailyLimit.map {
            DailyCallBudget(path: StateFile.callCount.path(under: context.paths.data), limit: $0, now: Platform.wallClockSeconds,
                            note: { line in printError("foodlog: note: " + line) })
        } ?? UnlimitedBudget()
        let cache = settings.cacheDays == 0 ? nil
            : AnswerCache(cacheDirectory: context.paths.cache, lifetime: settings.cacheDays * 86_400, now: Platform.wallClockSeconds,
                          note: { line in printError("foodlog: note: " + line) })
        var chain = ProviderChain(providers: settings.providers, cache: cache,
                                  effects: ChainEffects(transport: URLSessionTransport(), budget: budget,
                                                        progress: progressSink(verbose: choices.verbose, context: context)),
                                  requestTimeout: settings.requestTimeout, deadline: settings.deadline)
        // --no-cache skips the lookup but still stores the fresh answer for the next run.
        chain.readsCache = choices.readsCache
        return chain
    }

    /// The meal estimator for a command line, grounded in the product index when `groundingText`.
    static func estimator(_ choices: Choices, context: CommandContext, groundingText: Bool) throws -> MealEstimator {
        let chain = try chain(choices, context: context)
        let progress = chain.effects.progress
        var grounding: (any FoodGrounding)?
        if groundingText {
            let location = IndexLocation.resolve(option: choices.index, environment: context.environment, paths: context.paths)
            if let index = try? ProductIndex(directory: location.directory) {
                grounding = IndexGrounding(index: index)
                progress("grounding in \(location.source.rawValue) (\(index.productCount) products)")
            } else {
                progress("no product index found; estimating without grounding")
            }
        }
        return MealEstimator(chain: chain, grounding: grounding)
    }

    /// Runs `key_cmd` with a deadline and an output cap (see `KeyCommandProcess`).
    static let runKeyCommand: AISettings.KeyCommandRunner = { command in KeyCommandProcess.run(command) }

    /// Prints an estimate as JSON or a table, and validation notes on stderr.
    static func show(_ estimate: MealEstimate, json: Bool, context: CommandContext) {
        for note in estimate.notes { printError("foodlog: note: " + note) }
        if json {
            context.print(estimate.jsonValue.rendered())
        } else {
            for line in estimate.tableLines(console: context.console) { context.print(line) }
        }
    }

    /// Handles a chain failure: with `--queue` and a network-only failure, the request is kept.
    static func fail(_ error: ChainError, queued entry: () throws -> QueuedRequest, arguments: ParsedArguments,
                     context: CommandContext) throws -> ExitCode {
        guard arguments[Options.queue], error.isNetworkOnly else { throw error }
        let queue = RequestQueue(dataDirectory: context.paths.data)
        let stored = try queue.add(try entry(), now: context.now())
        printError("foodlog: \(error.message)")
        printError("foodlog: queued as \(stored); run 'foodlog sync' when the network is back")
        return .temporaryFailure
    }

    /// Reads standard input to its end, or until `limit` bytes (the caller checks the size).
    /// A read error ends the input where it is, as the end of input would.
    static func readStandardInput(limit: Int = 1 << 20) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            let count = chunk.withUnsafeMutableBytes {
                (try? FileDescriptor.standardInput.read(into: UnsafeMutableRawBufferPointer(rebasing: $0[0..<wanted]))) ?? 0
            }
            guard count > 0 else { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }
}
