import Foundation
import FoodlogSupport
import HTTPClient
import Testing
@testable import AIAnalysis

@Suite struct SettingsTests {
    func environment(_ values: [String: String]) -> (String) -> String? { { values[$0] } }
    let noCommand: AISettings.KeyCommandRunner = { _ in .failure(KeyCommandFailure("not expected")) }

    @Test func defaultsWithoutConfiguration() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let keys = KeyStore(configDirectory: directory)
        let settings = try AISettings.resolve(config: ConfigFile(), environment: environment([:]), keys: keys, keyCommand: noCommand)
        #expect(settings.providers.map(\.kind) == [.openai, .anthropic, .gemini])
        #expect(settings.providers.map(\.model) == ["gpt-6-luna", "claude-haiku-5-5", "gemini-3.5-flash-lite"])
        #expect(settings.providers.allSatisfy { $0.key == .missing })
        #expect(settings.requestTimeout == 30)
        #expect(settings.cacheDays == 30)
        #expect(settings.dailyLimit == 100)
    }

    @Test func environmentBeatsConfigAndProviderBeatsBoth() throws {
        let config = try ConfigFile.parse("""
        [ai]
        providers = gemini, compatible
        timeout = 10
        daily_limit = none
        [ai.compatible]
        base_url = http://localhost:11434/v1/
        model = qwen2.5vl
        [ai.gemini]
        model = gemini-3.8-flash
        """)
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let keys = KeyStore(configDirectory: directory)
        let env = environment(["GEMINI_API_KEY": "g-key", "FOODLOG_GEMINI_BASE_URL": "http://127.0.0.1:9/"])
        let settings = try AISettings.resolve(config: config, environment: env, keys: keys, keyCommand: noCommand)
        #expect(settings.providers.map(\.kind) == [.gemini, .compatible])
        #expect(settings.providers[0].model == "gemini-3.8-flash")
        #expect(settings.providers[0].baseURL == "http://127.0.0.1:9")
        #expect(settings.providers[0].key == .present(APIKey("g-key")))
        #expect(settings.providers[1].baseURL == "http://localhost:11434/v1")
        #expect(settings.providers[1].model == "qwen2.5vl")
        #expect(settings.requestTimeout == 10)
        #expect(settings.dailyLimit == nil)

        let listed = try AISettings.resolve(config: config, environment: environment(["FOODLOG_PROVIDERS": "anthropic, openai"]),
                                            keys: keys, keyCommand: noCommand)
        #expect(listed.providers.map(\.kind) == [.anthropic, .openai])
        let forced = try AISettings.resolve(config: config, environment: environment(["FOODLOG_PROVIDERS": "anthropic"]),
                                            keys: keys, forcedProvider: "OpenAI", keyCommand: noCommand)
        #expect(forced.providers.map(\.kind) == [.openai])
    }

    @Test func unknownProvidersAreUsageOrConfigErrors() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let keys = KeyStore(configDirectory: directory)
        do {
            _ = try AISettings.resolve(config: ConfigFile(), environment: environment([:]), keys: keys, forcedProvider: "claude", keyCommand: noCommand)
            Issue.record("accepted")
        } catch {
            #expect(error.message == "unknown provider 'claude' in --provider; use openai, anthropic, gemini or compatible")
            #expect(error.exitCode == .usage)
        }
        do {
            _ = try AISettings.resolve(config: ConfigFile(), environment: environment(["FOODLOG_PROVIDERS": "openai,gpt"]), keys: keys, keyCommand: noCommand)
            Issue.record("accepted")
        } catch {
            #expect(error.exitCode == .config)
        }
        let badURL = try ConfigFile.parse("[ai.compatible]\nbase_url = localhost:11434\n")
        #expect(throws: AISettingsError.invalidBaseURL("localhost:11434", provider: "compatible")) {
            try AISettings.resolve(config: badURL, environment: environment(["FOODLOG_PROVIDERS": "compatible"]), keys: keys, keyCommand: noCommand)
        }
    }

    @Test func keysComeFromTheVariableThenKeyCmdThenTheFile() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let keys = KeyStore(configDirectory: directory)
        try keys.store(APIKey("file-key-0123456789"), for: .openai)
        try keys.store(APIKey("file-key-anthropic"), for: .anthropic)
        let config = try ConfigFile.parse("[ai.anthropic]\nkey_cmd = pass show anthropic\n[ai.gemini]\nkey_cmd = false\n")
        let runner: AISettings.KeyCommandRunner = { command in
            command == "pass show anthropic" ? .success("cmd-key-abc\nsecond line\n") : .failure(KeyCommandFailure("exit 1"))
        }
        let settings = try AISettings.resolve(config: config, environment: environment(["OPENAI_API_KEY": "env-key"]), keys: keys, keyCommand: runner)
        #expect(settings.providers[0].key == .present(APIKey("env-key")))
        #expect(settings.providers[1].key == .command(KeyCommand("pass show anthropic", runner: runner)))
        #expect(settings.providers[1].key.resolved() == .present(APIKey("cmd-key-abc")))
        #expect(settings.providers[2].key.resolved() == .unusable("key_cmd failed (exit 1)"))
        #expect(settings.providers[0].key.resolved() == .present(APIKey("env-key")))
        let fromFile = try AISettings.resolve(config: ConfigFile(), environment: environment([:]), keys: keys, keyCommand: noCommand)
        #expect(fromFile.providers[0].key == .present(APIKey("file-key-0123456789")))
    }

    @Test func keyFilesAreOwnerOnlyAndLooserOnesAreRefused() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let keys = KeyStore(configDirectory: directory + "/nested/config")
        try keys.store(APIKey("secret-value-123456"), for: .gemini)
        let attributes = try FileManager.default.attributesOfItem(atPath: keys.path(for: .gemini))
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let dirAttributes = try FileManager.default.attributesOfItem(atPath: keys.directory)
        #expect((dirAttributes[.posixPermissions] as? Int) == 0o700)
        #expect(keys.read(.gemini) == .present(APIKey("secret-value-123456")))

        chmod(keys.path(for: .gemini), 0o640)
        guard case .exposed(let why) = keys.read(.gemini) else { Issue.record("a 0640 key file was used"); return }
        #expect(why == "key file \(keys.path(for: .gemini)) is readable by others (mode 640); run 'chmod 600 \(keys.path(for: .gemini))'")
        #expect(!why.contains("secret-value"))

        #expect(keys.remove(.gemini))
        #expect(!keys.remove(.gemini))
        #expect(keys.read(.gemini) == .missing)
    }

    /// `KeyStore.store` wrote the key once and never synced it: a crash after `key set` could
    /// leave an empty key file. It is now written like every state file: synced, then renamed.
    @Test func aKeyIsSyncedBeforeItReplacesTheOldOneAndAFailedSyncKeepsTheOldKey() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try KeyStore(configDirectory: directory).store(APIKey("old-key-0123456789"), for: .openai)
        let synced = Counter()
        try KeyStore(configDirectory: directory, calls: Syscalls(sync: { synced.add(); return Syscalls.systemSync($0) }))
            .store(APIKey("new-key-0123456789"), for: .openai)
        #expect(synced.value >= 1)
        let failing = KeyStore(configDirectory: directory, calls: Syscalls(sync: { _ in -EIO }))
        let file = failing.path(for: .openai)
        #expect(throws: KeyStoreError.cannotWrite(path: file, reason: "Input/output error")) {
            try failing.store(APIKey("lost-key-0123456789"), for: .openai)
        }
        #expect(failing.read(.openai) == .present(APIKey("new-key-0123456789")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: failing.directory) == ["openai"])
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }

    @Test func anUnusableKeyIsReportedAsTheProvidersOutcome() throws {
        let chain = ProviderChain(providers: [ProviderSettings(kind: .gemini, key: .unusable("key_cmd failed (exit 1)"))], cache: nil,
                                  effects: ChainEffects(transport: URLSessionTransport()))
        let request = StructuredRequest(system: "s", text: "t", schemaName: "n", schema: .null, promptVersion: "v")
        #expect(throws: ChainError.allFailed([ProviderOutcome(provider: "gemini", failure: .skip("key_cmd failed (exit 1)", .config), attempts: 0)])) {
            try chain.run(request)
        }
    }
}
