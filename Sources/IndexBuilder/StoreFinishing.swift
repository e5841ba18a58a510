import FoodIndex
import FoodlogSupport

/// The end of a build that does not depend on the terms: sorts the barcodes into the barcode
/// table, writes the rest of `products.fli` (the last record block and the text dictionary) and
/// the payload of `product-ids.fli`. Runs on a thread of its own while the calling thread merges
/// the terms, so that after the last row both cores work (a fifth of that tail at 3 million
/// products was this part); on the calling thread when no thread can be had. Either way the
/// files get the same bytes: the two parts write different files.
///
/// The store builder, the products writer and the product ids writer belong to this until
/// `finish` returns: the caller must not touch them before.
final class StoreFinishing: @unchecked Sendable {
    private var barcodes: BarcodeMerge
    private let store: ProductStoreBuilder
    private let productIDs: PayloadWriter
    private let barcodesAdded: Int
    /// Set by `run`, read after the thread has been joined.
    private var result: Result<UInt64, BuildError>?
    private var thread: WorkerThread?

    /// Starts the work; `barcodesAdded` is how many barcode entries the build made (checked).
    init(barcodes: BarcodeMerge, store: ProductStoreBuilder, productIDs: PayloadWriter, barcodesAdded: Int) {
        self.barcodes = barcodes
        self.store = store
        self.productIDs = productIDs
        self.barcodesAdded = barcodesAdded
        thread = WorkerThread { [self] in result = run() }
        if thread == nil { result = run() }
    }

    /// Waits for the work; the number of barcode table entries, or the error that stopped it.
    /// Call on every path once started, also when the caller fails (the work uses the writers).
    func finish() -> Result<UInt64, BuildError> {
        thread?.join()
        return result ?? .failure(.readFailed(reason: "no result from the thread writing the product store"))
    }

    private func run() -> Result<UInt64, BuildError> {
        do throws(BuildError) {
            var barcodeTable = BarcodeTable.Encoder()
            try barcodes.merge { _, docID throws(BuildError) in barcodeTable.append(docID) }
            let barcodeCount = UInt64(barcodeTable.count)
            guard barcodeTable.count == barcodesAdded else { throw .readFailed(reason: "barcode runs lost entries") }
            let barcodeBytes = barcodeTable.finish()
            try productIDs.append(try store.finish(barcodeCount: barcodesAdded, barcodeLength: barcodeBytes.count))
            try productIDs.append(barcodeBytes)
            return .success(barcodeCount)
        } catch {
            return .failure(error)
        }
    }
}
