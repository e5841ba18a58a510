import FoodlogSupport

/// What to build, from what, and how.
public struct BuildOptions: Sendable {
    /// Input file path, or `-` for standard input.
    public var input: String
    /// Output index directory (created if missing; its six files are replaced at the end).
    public var output: String
    /// Keep only rows whose `lang` (or `lc`) column equals this code.
    public var language: String?
    /// Keep only rows whose `countries_en` list contains this country name.
    public var country: String?
    /// BM25 defaults stored in the index.
    public var k1: Double = 1.2
    public var b: Double = 0.75
    /// Postings held in memory before spilling a sorted run to disk.
    public var memoryBudgetBytes: Int = 256 << 20
    /// Rows per batch handed between the build's threads, and batches that may be in flight
    /// between reading and writing (memory: a few hundred KB a batch). Neither changes the output.
    /// 32 batches are about an eighth of a second of `gzip -dc`'s output on export rows: enough
    /// for the reader to keep going while the writer trains the name table and writes the products
    /// held back for it (16 filled first, stopping the reader and then gzip).
    var batchRows = 512
    var batchesInFlight = 32
    /// Threads analysing rows (terms, record bytes) while one reads and the calling thread writes:
    /// one per core but one (at least 1, at most 4), leaving a core to the reader and to the
    /// `gzip -dc` feeding it; 0 does everything on the calling thread. The output is the same.
    var analysers = min(4, max(1, WorkerThread.processorCount - 1))
    /// Products held back to train the name symbol table on (`ProductStoreBuilder`); tests set
    /// fewer, so that the table reaches the analysing threads mid-build. Changes the output.
    var trainingProducts = ProductStoreBuilder.trainingProducts

    public init(input: String, output: String, language: String? = nil, country: String? = nil,
                k1: Double = 1.2, b: Double = 0.75, memoryBudgetBytes: Int = 256 << 20) {
        self.input = input
        self.output = output
        self.language = language
        self.country = country
        self.k1 = k1
        self.b = b
        self.memoryBudgetBytes = memoryBudgetBytes
    }
}

/// Counters of a build, reported as progress and in the final summary.
public struct BuildProgress: Sendable {
    public var format = ""
    public var rowsRead = 0
    public var productsIndexed = 0
    public var skipped: [SkipReason: Int] = [:]
    public var bytesRead: UInt64 = 0
    public var elapsedSeconds = 0.0
    public var terms = 0
    public var postings = 0
    public var kcalEstimated = 0
    public var withoutEnergy = 0
    public var runs = 0
    public var indexBytes: UInt64 = 0
    /// Nutrient values outside `Nutrient.per100gRange`, dropped (the product keeps the others).
    public var nutrientsDropped = 0
    /// Products having each nutrient.
    public var nutrientCounts: [Nutrient: Int] = [:]

    public var skippedTotal: Int { skipped.values.reduce(0, +) }
    public var rowsPerSecond: Double { elapsedSeconds > 0 ? Double(rowsRead) / elapsedSeconds : 0 }
}
