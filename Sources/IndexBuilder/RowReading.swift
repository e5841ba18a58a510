import FoodIndex

/// The row mapper for the input's format.
enum RowMapper {
    case openFoodFacts(OpenFoodFactsRows)
    case usda(USDAFoodRows)

    func map(_ record: UnsafeBufferPointer<UInt8>) -> RowOutcome {
        switch self {
        case .openFoodFacts(let rows): return rows.map(record)
        case .usda(let rows): return rows.map(FieldSplitter.csv(record), rawRecord: record)
        }
    }
}

/// What the reading stage reports when the input ends.
struct ReadSummary: Sendable {
    var overlongRecords = 0
    var unterminatedQuoteLine: Int?
    var bytesRead: UInt64 = 0
}

/// The first stage of a build: reads the records after the header and maps each non-empty one to
/// a product or a skip reason, numbering products in input order, in batches.
final class RowReading: @unchecked Sendable {
    // Used by one thread at a time: the one running `run` (handed over before it starts, and
    // not touched by the starting thread until it has been joined).
    private let reader: RecordReader
    private let mapper: RowMapper
    private let batchRows: Int
    /// Handed to every batch, for its analysis (`SharedNames`).
    private let names: SharedNames?

    init(reader: RecordReader, mapper: RowMapper, batchRows: Int, names: SharedNames? = nil) {
        self.reader = reader
        self.mapper = mapper
        self.batchRows = max(1, batchRows)
        self.names = names
    }

    /// Reads to the end of the input, handing each batch to `deliver`, which returns false to
    /// stop early. The result is the reader's summary, or the error that stopped it.
    ///
    /// `deliver` takes the batch out of its argument and may leave an emptied rows array of an
    /// earlier batch in its place, which the next batch reuses: a batch's rows are a block of
    /// about 100 KB, which the allocator otherwise takes and returns (and the reading thread
    /// faults in again) for every batch.
    func run(deliver: (inout MappedBatch) -> Bool) -> Result<ReadSummary, BuildError> {
        var summary = ReadSummary()
        var batch = MappedBatch()
        batch.rows.reserveCapacity(batchRows)
        batch.names = names
        var nextDocID: UInt32 = 0
        func hand() -> Bool {
            batch.bytesRead = reader.bytesRead
            let delivered = deliver(&batch)
            var rows: [RowOutcome] = []
            swap(&rows, &batch.rows)
            rows.removeAll(keepingCapacity: true)
            batch = MappedBatch()
            swap(&rows, &batch.rows)
            batch.rows.reserveCapacity(batchRows)
            batch.firstDocID = nextDocID
            batch.names = names
            return delivered
        }
        do throws(BuildError) {
            while try reader.next({ record throws(BuildError) in
                guard !record.isEmpty else { return }
                let outcome = mapper.map(record)
                if case .product = outcome {
                    guard nextDocID < UInt32.max else { throw .tooLarge("more than 4 294 967 295 products") }
                    nextDocID += 1
                }
                batch.rows.append(outcome)
            }) {
                if batch.rows.count >= batchRows, !hand() { return .success(summary) }
            }
            if !batch.rows.isEmpty, !hand() { return .success(summary) }
        } catch {
            return .failure(error)
        }
        summary.overlongRecords = reader.overlongRecords
        summary.unterminatedQuoteLine = reader.unterminatedQuoteLine
        summary.bytesRead = reader.bytesRead
        return .success(summary)
    }
}
