/// A provider's `key_cmd` (e.g. `pass show openai`), kept unrun until that provider is about to be
/// asked. Such commands may decrypt a store or prompt for a passphrase; a cache hit, or a chain
/// that succeeds at its first provider, must not run the others'.
public struct KeyCommand: Sendable, Equatable, CustomStringConvertible {
    /// The command line, as written in the config file.
    public let command: String
    private let runner: AISettings.KeyCommandRunner

    public init(_ command: String, runner: @escaping AISettings.KeyCommandRunner) {
        self.command = command
        self.runner = runner
    }

    /// Runs the command: its first line, trimmed, is the key.
    public func run() -> KeyState {
        switch runner(command) {
        case .success(let output):
            let secret = output.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).first.map(String.init)?.trimmingSpaces ?? ""
            return secret.isEmpty ? .unusable("key_cmd printed nothing") : .present(APIKey(secret))
        case .failure(let failure):
            return .unusable("key_cmd failed (\(failure.reason))")
        }
    }

    public var description: String { "key_cmd (not run yet)" }

    /// Two commands are the same when their text is.
    public static func == (lhs: KeyCommand, rhs: KeyCommand) -> Bool { lhs.command == rhs.command }
}

extension KeyState {
    /// The state with a pending `key_cmd` run; every other state as it is.
    public func resolved() -> KeyState {
        if case .command(let command) = self { return command.run() }
        return self
    }
}
