import FoodlogSupport

/// Recipe and allergy files read and written through their `StateFile` rows, with failures as
/// `StorageError`s.
extension StateFile {
    /// The whole file, or nil when it does not exist. A file over the row's cap, or a FIFO,
    /// directory or device in its place, is `StorageError.unusable`.
    func load(_ path: String) throws(StorageError) -> [UInt8]? {
        let outcome = read(path)
        switch outcome {
        case .bytes(let bytes): return bytes
        case .missing: return nil
        case .failed(let code): throw .readFailed(path: path, reason: code.description)
        case .notRegular, .tooLarge: throw .unusable(path: path, problem: outcome.problem ?? "cannot be used")
        }
    }

    /// Writes the file atomically and synced; false only for `.createNew` when the name was taken.
    @discardableResult
    func store(_ bytes: [UInt8], to path: String, publish: AtomicFile.Publish = .replace) throws(StorageError) -> Bool {
        do throws(FileError) {
            return try write(bytes, to: path, publish: publish)
        } catch where error.path != path {
            throw .cannotCreate(path: error.path, reason: error.reason)
        } catch {
            throw .writeFailed(path: path, reason: error.reason)
        }
    }
}
