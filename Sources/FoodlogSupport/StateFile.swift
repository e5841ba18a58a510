/// Every file foodlog keeps, declared once: where it lives under the XDG directories, the most
/// of it that is ever read or written, and the permissions it and its directory get.
///
/// Stores read through `read` (capped and non-blocking: a FIFO, directory, device or oversized
/// file in a state file's place is an outcome, never a hang or a huge allocation) and write
/// through `write` (atomic and synced: a crash or a full disk leaves the old file or the new one,
/// never half of either). The journal is the one file appended to rather than replaced: it uses
/// the same cap and permissions, and `EventFile` holds its append protocol. `StateFileTests`
/// checks the FIFO / directory / huge / sparse / full-disk cases once, for every row here.
///
/// Adding a file foodlog keeps is one row here and one line in `all`; the store then calls
/// `StateFile.row.path(under: paths.data, name: ...)`, `read` and `write`.
public struct StateFile: Sendable, Equatable, CustomStringConvertible {
    /// Which XDG directory holds the file (`FoodlogPaths`).
    public enum Base: String, Sendable, Equatable {
        case data, config, cache
    }

    /// How the store changes the file.
    public enum Update: Sendable, Equatable {
        /// Written whole, through `write` (temporary file, sync, rename, sync the directory).
        case replace
        /// Appended to under a lock, one synced line at a time (the journal).
        case append
        /// Read and rewritten in place under a lock on the file itself (a courtesy rate limit,
        /// where losing the file costs nothing).
        case rewriteLocked
    }

    // Rows are declared only in this file (the memberwise initializer is private).

    /// What the file holds, for messages and ARCHITECTURE.md ("the daily AI call count").
    public private(set) var summary: String
    public private(set) var base: Base
    /// The directory under `base` the file is in ("" for `base` itself).
    public private(set) var directory = ""
    /// The file's name, or its pattern when each entry has its own (`<sha256>.json`).
    public private(set) var name: String
    /// The largest file read or written, in bytes.
    public private(set) var cap: Int
    public private(set) var permissions: mode_t = 0o600
    public private(set) var directoryPermissions: mode_t = 0o700
    public private(set) var update = Update.replace
    /// Whether a write is synced (file and directory) before it returns. Only a file rebuilt from
    /// others whenever it is missing or damaged skips it, to keep the sync off a search.
    public private(set) var synced = true

    /// "$XDG_CACHE_HOME/foodlog/ai/<sha256>.json (1 MiB, 600)".
    public var description: String {
        let folder = directory.isEmpty ? "" : directory + "/"
        return "$XDG_\(base.rawValue.uppercased())_HOME/foodlog/\(folder)\(name) (\(CappedFile.describe(bytes: cap)), \(String(permissions, radix: 8)))"
    }

    /// The file's directory, given the base directory (`FoodlogPaths.data` and so on).
    public func directory(under base: String) -> String {
        directory.isEmpty ? base : PathString.join(base, directory)
    }

    /// The file's path: `name` for a file of its own, or an entry's own name for a pattern.
    public func path(under base: String, name entry: String? = nil) -> String {
        PathString.join(directory(under: base), entry ?? name)
    }

    /// The file at `path` if it is a regular file of at most `cap` bytes.
    public func read(_ path: String) -> CappedFile.Outcome { CappedFile.read(path, limit: cap) }

    /// Replaces (or, with `.createNew`, claims) the file at `path` with `bytes`, atomically and
    /// synced, creating its directory with `directoryPermissions`. More than `cap` bytes is
    /// refused with `EFBIG` before anything is written, so every file written reads back.
    @discardableResult
    public func write(_ bytes: [UInt8], to path: String, publish: AtomicFile.Publish = .replace,
                      calls: Syscalls = .system) throws(FileError) -> Bool {
        guard bytes.count <= cap else { throw FileError(path: path, errno: .fileTooLarge) }
        return try AtomicFile.write(bytes, to: path, permissions: permissions, directoryPermissions: directoryPermissions,
                                    publish: publish, sync: synced, calls: calls)
    }
}

extension StateFile {
    /// 100 MB, the largest photo any provider takes (`ImageInput.maxBytes` is this row's cap).
    public static let photoCap = 100_000_000

    /// `config`: settings, a few hundred bytes.
    public static let config = StateFile(summary: "the configuration", base: .config, name: "config", cap: 1 << 20)
    /// One API key per provider; refused when group or others can read it.
    public static let key = StateFile(summary: "an API key", base: .config, directory: "keys", name: "<provider>", cap: 64 << 10)
    /// One allergen name per line, a few hundred bytes.
    public static let allergies = StateFile(summary: "the saved allergies", base: .config, name: "allergies", cap: 64 << 10)
    /// A journal file: a month's events (`2026-11.jsonl`), `goals.jsonl` or `favorites.jsonl`.
    /// About a million entries; real months are under 1 MiB.
    public static let journal = StateFile(summary: "a journal file (a month's events, goals, favorites)", base: .data, directory: "journal",
                                          name: "<name>.jsonl", cap: 256 << 20, update: .append)
    /// A meal photo, stored once by the SHA-256 of its bytes.
    public static let photo = StateFile(summary: "a meal photo", base: .data, directory: "photos", name: "<ab>/<sha256>.<ext>", cap: photoCap)
    /// A saved recipe: a few kilobytes; twice the largest provider answer (8 MiB) as JSON escapes
    /// can double some characters, so every recipe saved reads back.
    public static let recipe = StateFile(summary: "a saved recipe", base: .data, directory: "recipes", name: "<id>.json", cap: 16 << 20)
    /// A queued request: one description (at most 1 MiB from standard input, or a command line
    /// of a few MiB) with JSON escapes that can make each byte six.
    public static let queuedRequest = StateFile(summary: "a queued AI request", base: .data, directory: "ai-queue", name: "<id>.json", cap: 16 << 20)
    /// A queued request's photo.
    public static let queuedPhoto = StateFile(summary: "a queued request's photo", base: .data, directory: "ai-queue", name: "<id>.photo", cap: photoCap)
    /// `YYYY-MM-DD count`: one line of some 20 bytes.
    public static let callCount = StateFile(summary: "the daily AI call count", base: .data, name: "ai-calls", cap: 4 << 10)
    /// One validated AI answer and its origin, a few kilobytes.
    public static let answer = StateFile(summary: "a cached AI answer", base: .cache, directory: "ai", name: "<sha256>.json", cap: 1 << 20)
    /// One Open Food Facts answer as received; real ones are some tens of kilobytes.
    public static let product = StateFile(summary: "a cached Open Food Facts product", base: .cache, directory: "products", name: "<barcode>.json",
                                          cap: 1 << 20)
    /// The times of recent Open Food Facts reads, some 15 bytes each; read and rewritten under a lock.
    public static let productReads = StateFile(summary: "recent Open Food Facts reads", base: .cache, name: "off-reads", cap: 64 << 10,
                                                 update: .rewriteLocked)

    /// Your foods, by frecency: rebuilt from the journal whenever it changes, so not synced (a
    /// rewrite follows the first search after every `add`). 500 foods of a few hundred bytes.
    public static let history = StateFile(summary: "your foods first (the history cache)", base: .cache, name: "history", cap: 1 << 20,
                                          synced: false)

    /// Every file foodlog keeps.
    public static let all: [StateFile] = [
        config, key, allergies, journal, photo, recipe, queuedRequest, queuedPhoto, callCount, answer, product, productReads, history,
    ]
}
