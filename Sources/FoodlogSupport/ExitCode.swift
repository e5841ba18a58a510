/// Process exit codes, following BSD `sysexits.h` so scripts can tell failure classes apart.
/// `documented` is the table `foodlog(1)` prints under EXIT STATUS; the README ("Exit codes")
/// says the same (ExitCodeDocsTests checks it names every code).
public struct ExitCode: Equatable, Sendable, CustomStringConvertible {
    public let rawValue: Int32
    public init(_ rawValue: Int32) { self.rawValue = rawValue }

    public static let success = ExitCode(0)
    /// Something failed that has no more specific class (e.g. `foodlog search` found nothing).
    public static let failure = ExitCode(1)
    /// The command line was wrong: unknown option, missing argument, bad value.
    public static let usage = ExitCode(64)
    /// Input data was malformed: a corrupt index, a damaged journal line, an unusable answer.
    public static let dataError = ExitCode(65)
    /// An input file did not exist or was not readable.
    public static let noInput = ExitCode(66)
    /// A service was unavailable: every provider failed, the network is down.
    public static let unavailable = ExitCode(69)
    /// An internal invariant broke; a bug in foodlog.
    public static let software = ExitCode(70)
    /// An output file could not be created.
    public static let cannotCreate = ExitCode(73)
    /// A read or write failed (disk full, I/O error).
    public static let ioError = ExitCode(74)
    /// A temporary failure; trying again later may work.
    public static let temporaryFailure = ExitCode(75)
    /// Permission denied (e.g. a key file readable by others).
    public static let noPermission = ExitCode(77)
    /// Configuration is wrong or missing: no API key, bad config file.
    public static let config = ExitCode(78)

    public var description: String { String(rawValue) }

    /// Every code foodlog exits with, and what it means in a few words, in numeric order.
    public static let documented: [(code: ExitCode, meaning: String)] = [
        (success, "success"),
        (failure, "nothing found"),
        (usage, "usage (bad option or value)"),
        (dataError, "bad data"),
        (noInput, "missing input"),
        (unavailable, "service unavailable"),
        (software, "internal error (a bug in foodlog)"),
        (cannotCreate, "cannot create output"),
        (ioError, "I/O error"),
        (temporaryFailure, "temporary failure"),
        (noPermission, "permission denied"),
        (config, "configuration (no API key)"),
    ]
}

/// An error that knows how to explain itself to a person in one line, and how the process should
/// exit because of it. Every error that can reach the command line conforms.
public protocol UserFacingError: Error {
    /// One line naming the problem and, where there is one, the fix.
    var message: String { get }
    /// The exit code this error maps to.
    var exitCode: ExitCode { get }
}
