import FoodlogSupport

/// Allergies saved once, so every `foodlog recipe` honours them without flags:
/// `$XDG_CONFIG_HOME/foodlog/allergies`, one canonical name per line, `#` starts a comment.
///
/// Changes take an exclusive `flock(2)` on a lock file beside it and are written atomically, so
/// two `foodlog allergy add` at once both land.
public struct AllergyStore: Sendable {
    public let path: String

    /// The largest allergies file read (`StateFile.allergies`): it holds a few names.
    public static let maxFileBytes = StateFile.allergies.cap

    /// - Parameter configDirectory: `FoodlogPaths.config`.
    public init(configDirectory: String) {
        self.path = StateFile.allergies.path(under: configDirectory)
    }

    /// The saved allergies, in file order. An unknown name is a configuration error naming its line.
    public func load() throws(StorageError) -> [Allergen] {
        guard let bytes = try StateFile.allergies.load(path) else { return [] }
        var result: [Allergen] = []
        for (index, rawLine) in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let text = line.trimmingWhitespace()
            if text.isEmpty { continue }
            guard let allergen = try? Allergen(parsing: text) else {
                throw .badAllergyLine(path: path, line: index + 1, text: text)
            }
            if !result.contains(allergen) { result.append(allergen) }
        }
        return result
    }

    /// Adds allergies; returns the ones that were new.
    @discardableResult
    public func add(_ allergies: [Allergen]) throws(StorageError) -> [Allergen] {
        try locked { () throws(StorageError) -> [Allergen] in
            var current = try load()
            let new = allergies.filter { !current.contains($0) }
            current += new
            if !new.isEmpty { try save(current) }
            return new.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        }
    }

    /// Removes names from the file (known allergies or any text, so a bad line can be fixed);
    /// returns the lines removed.
    @discardableResult
    public func remove(_ name: String) throws(StorageError) -> [String] {
        try locked { () throws(StorageError) -> [String] in
            guard let bytes = try StateFile.allergies.load(path) else { return [] }
            let target = try? Allergen(parsing: name)
            var kept: [String] = []
            var removed: [String] = []
            for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
                let text = String(line).trimmingWhitespace()
                let matches = text.lowercased() == name.lowercased().trimmingWhitespace()
                    || (target != nil && (try? Allergen(parsing: text)) == target)
                if matches { removed.append(text) } else { kept.append(String(line)) }
            }
            if !removed.isEmpty {
                try StateFile.allergies.store(Array((kept.map { $0 + "\n" }.joined()).utf8), to: path)
            }
            return removed
        }
    }

    func save(_ allergies: [Allergen]) throws(StorageError) {
        let text = allergies.map { $0.name + "\n" }.joined()
        try StateFile.allergies.store(Array(text.utf8), to: path)
    }

    func locked<T>(_ body: () throws(StorageError) -> T) throws(StorageError) -> T {
        let directory = PathString.directory(of: path)
        do throws(FileError) {
            try Directory.create(directory, permissions: StateFile.allergies.directoryPermissions)
        } catch {
            throw .cannotCreate(path: error.path, reason: error.reason)
        }
        let lockPath = PathString.join(directory, ".allergies.lock")
        let fd: FileDescriptor
        do throws(Errno) {
            fd = try FileDescriptor.open(lockPath, .readWrite, options: [.create, .nonBlocking], permissions: StateFile.allergies.permissions)
            try fd.lock(.exclusive)
        } catch {
            throw .writeFailed(path: lockPath, reason: error.description)
        }
        defer { fd.close() }
        return try body()
    }
}
