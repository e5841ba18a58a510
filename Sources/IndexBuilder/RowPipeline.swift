import FoodlogSupport

/// Runs the first two stages of a build on threads of their own: one thread reads and maps rows
/// (`RowReading`), a few analyse them (`RowBatch(analysing:)`: terms and record bytes, the costly
/// part), and the calling thread takes the analysed batches, always in input order, to write the
/// index. Same input, same bytes, whatever the scheduling: products are numbered when mapped, and
/// the writer takes batch n only after batch n - 1.
///
/// Bounded: the reader waits while `capacity` batches are mapped but not yet written, so memory
/// stays a few batches whatever the stages' speeds.
final class RowPipeline: @unchecked Sendable {
    /// What the writer gets next.
    enum Next {
        case batch(RowBatch)
        case end(Result<ReadSummary, BuildError>)
    }

    // Everything below is guarded by `lock`.
    private let lock = ConditionLock()
    /// Mapped batches no analyser has taken yet, oldest first, with their sequence numbers.
    private var waiting: [(sequence: Int, batch: MappedBatch)] = []
    private var waitingHead = 0
    /// Emptied rows arrays of analysed batches, for the reader's next batches (`RowReading.run`).
    private var spareRows: [[RowOutcome]] = []
    /// Analysed batches the writer has not taken yet, by sequence number.
    private var analysed: [Int: RowBatch] = [:]
    private var submitted = 0
    private var written = 0
    private var ending: Result<ReadSummary, BuildError>?
    private var cancelled = false
    private let capacity: Int
    private var threads: [WorkerThread] = []

    private init(capacity: Int) { self.capacity = max(1, capacity) }

    /// Starts the reading thread and `analysers` analysing threads; nil when not even one of each
    /// could be started (nothing has been read then: the caller can do the work itself).
    static func start(_ reading: RowReading, analysers: Int, capacity: Int) -> RowPipeline? {
        let pipeline = RowPipeline(capacity: capacity)
        for _ in 0..<max(1, analysers) {
            guard let thread = WorkerThread({ pipeline.analyse() }) else { break }
            pipeline.threads.append(thread)
        }
        guard !pipeline.threads.isEmpty, let reader = WorkerThread({ pipeline.finish(reading.run(deliver: pipeline.submit)) }) else {
            pipeline.cancel()
            pipeline.join()
            return nil
        }
        pipeline.threads.append(reader)
        return pipeline
    }

    /// Writer: the next batch in input order, waiting for it; `.end` after the last one.
    func next() -> Next {
        lock.withLock {
            while true {
                if let batch = analysed.removeValue(forKey: written) {
                    written += 1
                    lock.broadcast()
                    return .batch(batch)
                }
                if let ending, written == submitted { return .end(ending) }
                lock.wait()
            }
        }
    }

    /// Writer: stop the other stages (after a write error); then `join`.
    func cancel() {
        lock.withLock {
            cancelled = true
            lock.broadcast()
        }
    }

    /// Waits for every thread to return. After `.end` or `cancel`.
    func join() {
        for thread in threads { thread.join() }
    }

    /// Reader: takes one mapped batch, waiting while too many are in flight, and leaves a spare
    /// rows array in its place when there is one; false once the writer has cancelled.
    private func submit(_ batch: inout MappedBatch) -> Bool {
        lock.withLock {
            while submitted - written >= capacity && !cancelled { lock.wait() }
            guard !cancelled else { return false }
            var taken = MappedBatch()
            swap(&taken, &batch)
            if let rows = spareRows.popLast() { batch.rows = rows }
            waiting.append((submitted, taken))
            submitted += 1
            lock.broadcast()
            return true
        }
    }

    /// Reader: no more batches.
    private func finish(_ result: Result<ReadSummary, BuildError>) {
        lock.withLock {
            ending = result
            lock.broadcast()
        }
    }

    /// Analyser: takes mapped batches oldest first and analyses them until the input ends.
    private func analyse() {
        while case (let sequence, var mapped)? = take() {
            let batch = RowBatch(analysing: &mapped)
            mapped.rows.removeAll(keepingCapacity: true)
            lock.withLock {
                if spareRows.count < capacity { spareRows.append(mapped.rows) }
                analysed[sequence] = batch
                lock.broadcast()
            }
        }
    }

    private func take() -> (Int, MappedBatch)? {
        lock.withLock {
            while waitingHead == waiting.count && ending == nil && !cancelled { lock.wait() }
            guard !cancelled, waitingHead < waiting.count else { return nil }
            let item = waiting[waitingHead]
            waiting[waitingHead] = (item.sequence, MappedBatch())
            waitingHead += 1
            if waitingHead == waiting.count {
                waiting.removeAll(keepingCapacity: true)
                waitingHead = 0
            }
            return (item.sequence, item.batch)
        }
    }
}
