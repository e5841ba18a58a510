import FoodIndex
import FoodlogSupport

/// The name symbol table, once the product store has trained it, for the analysing threads:
/// they encode the names of the batches they analyse after that, so the writing thread (which
/// every product passes through in order) only copies codes. Set once; read once per batch.
final class SharedNames: @unchecked Sendable {
    private let lock = ConditionLock()
    private var table: SymbolTable?

    func publish(_ table: SymbolTable) { lock.withLock { self.table = table } }

    var current: SymbolTable? { lock.withLock { table } }
}
