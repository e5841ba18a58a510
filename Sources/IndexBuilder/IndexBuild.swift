import FoodIndex
import FoodlogSupport

/// Streams an Open Food Facts export or a USDA FoodData Central CSV into the six index files, and
/// publishes them as the output directory's current generation (`Generations`).
///
/// Deterministic: products are numbered in input order, terms are written in byte order, and the
/// index id is derived from the files' checksums, so the same input and options give the same
/// bytes. Memory is bounded by `BuildOptions.memoryBudgetBytes` plus one input block.
public enum IndexBuild {
    /// `note` receives one line, when the build removes what killed builds of the same target
    /// left behind (see `Staging.removeAbandoned`).
    public static func run(_ options: BuildOptions, progress: ((BuildProgress) -> Void)? = nil,
                           progressIntervalSeconds: Double = 1, note: (String) -> Void = { _ in }) throws(BuildError) -> BuildProgress {
        let started = Platform.monotonicNanoseconds()
        func elapsed() -> Double { Double(Platform.monotonicNanoseconds() - started) / 1e9 }

        let input: FileDescriptor
        if options.input == "-" {
            input = .standardInput
        } else {
            do throws(Errno) {
                input = try FileDescriptor.open(options.input, .readOnly)
            } catch {
                throw .cannotOpenInput(path: options.input, reason: error.description)
            }
        }
        defer { if options.input != "-" { input.close() } }
        let fd = input.rawValue
        // gzip -dc writes faster than one thread can read while the other threads share the cores:
        // 1 MiB of pipe (the unprivileged maximum) instead of 64 KiB keeps it from waiting.
        input.enlargePipeBuffer(to: 1 << 20)

        let target = try Staging.target(options.output)
        let abandoned = Staging.removeAbandoned(beside: target)
        if !abandoned.isEmpty {
            let what = abandoned.count == 1 ? "a temporary directory left by a build that no longer runs"
                : "\(abandoned.count) temporary directories left by builds that no longer run"
            note("removed \(what): " + abandoned.joined(separator: ", "))
        }
        let staging = try Staging.create(beside: target)
        defer { removeDirectory(staging) }

        var state = BuildProgress()
        let reader = RecordReader(fd: fd, quoted: false)
        var header: [String] = []
        var isCSV = false
        guard try reader.next({ whole throws(BuildError) in
            // A UTF-8 byte order mark (as spreadsheet programs write) is not part of the header.
            let hasBOM = whole.count >= 3 && whole[0] == 0xEF && whole[1] == 0xBB && whole[2] == 0xBF
            let record = hasBOM ? UnsafeBufferPointer(rebasing: whole[3...]) : whole
            let line = String(decoding: record, as: UTF8.self)
            if line.contains("\t") {
                header = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            } else if line.hasPrefix("foodName,") || line.contains(",foodName,") {
                isCSV = true
                header = FieldSplitter.csv(record)
            } else {
                header = [line]
            }
        }) else { throw .emptyInput }
        guard reader.overlongRecords == 0 else { throw .headerTooLong(limit: reader.maxRecordBytes) }

        let mapper: RowMapper
        if isCSV {
            mapper = .usda(try USDAFoodRows(header: header))
            reader.setQuoted(true)
            state.format = "USDA FoodData Central CSV"
        } else if header.contains("code") {
            mapper = .openFoodFacts(try OpenFoodFactsRows(header: header, language: options.language, country: options.country))
            state.format = "Open Food Facts export (tab-separated)"
        } else {
            throw .unknownFormat(firstLine: TextExcerpt.escaped(header.joined(separator: " "), limit: 60))
        }
        if isCSV, options.language != nil { throw .filterColumnMissing(option: "--lang", column: "lang") }
        if isCSV, options.country != nil { throw .filterColumnMissing(option: "--country", column: "countries_en") }

        let products = try PayloadWriter(path: PathString.join(staging, IndexFileKind.products.fileName))
        let store = ProductStoreBuilder(products: products, trainingProducts: options.trainingProducts)
        var barcodesAdded = 0
        var nutrientCounts = [Int](repeating: 0, count: Nutrient.allCases.count)
        let runs = PostingRuns(directory: staging, budgetBytes: options.memoryBudgetBytes)
        defer { runs.removeFiles() }
        var totalLength: UInt64 = 0
        var lastReport = 0.0
        // The features array (`ProductFeatures`), kept in memory (3 bytes a product) because each
        // posting block's checksum covers the features of the products it lists.
        var features: [UInt8] = []

        // The writing stage: products, postings and barcodes in input order.
        func index(_ product: AnalyzedProduct) throws(BuildError) {
            let docID = UInt32(state.productsIndexed)
            try store.add(product.product, nameCodes: product.nameCodes, nutrients: product.nutrientBytes)
            state.nutrientsDropped += product.droppedNutrients
            var mask = product.nutrientMask
            while mask != 0 {
                nutrientCounts[mask.trailingZeroBitCount] += 1
                mask &= mask - 1
            }
            totalLength += UInt64(product.documentLength)
            product.features.encode(into: &features)
            for (term, flags) in product.terms {
                runs.add(term: term, hash: StringNumbering.hash(term), posting: Posting(docID: docID, flags: flags, length: product.lengthsByte))
            }
            if let key = product.barcodeKey {
                runs.add(barcode: key, docID: docID)
                barcodesAdded += 1
            }
            try runs.spillIfNeeded()
            state.productsIndexed += 1
            if product.kcalEstimated { state.kcalEstimated += 1 }
            if !product.hasEnergy { state.withoutEnergy += 1 }
        }
        func record(_ batch: RowBatch) throws(BuildError) {
            for row in batch.rows {
                state.rowsRead += 1
                switch row {
                case .product(let product): try index(product)
                case .skip(let reason): state.skipped[reason, default: 0] += 1
                }
            }
            if let progress {
                let now = elapsed()
                if now - lastReport >= progressIntervalSeconds {
                    lastReport = now
                    state.bytesRead = batch.bytesRead
                    state.elapsedSeconds = now
                    progress(state)
                }
            }
        }

        // Reading and mapping rows runs on a thread of its own, analysing them on one per core but
        // one, and this thread writes (RowPipeline); all on this thread when threads cannot
        // be had. Batches are written in input order either way.
        let reading = RowReading(reader: reader, mapper: mapper, batchRows: options.batchRows, names: store.shared)
        var failure: BuildError?
        let read: Result<ReadSummary, BuildError>
        if options.analysers > 0,
           let pipeline = RowPipeline.start(reading, analysers: options.analysers, capacity: options.batchesInFlight) {
            var ending: Result<ReadSummary, BuildError>?
            while ending == nil {
                switch pipeline.next() {
                case .batch(let batch):
                    do throws(BuildError) { try record(batch) } catch {
                        failure = error
                        pipeline.cancel()
                        ending = .failure(error)
                    }
                case .end(let result):
                    ending = result
                }
            }
            pipeline.join()
            read = ending ?? .failure(.readFailed(reason: "no result from the reading thread"))
        } else {
            read = reading.run { mapped in
                do throws(BuildError) { try record(RowBatch(analysing: &mapped)) } catch {
                    failure = error
                    return false
                }
                return true
            }
        }
        if let failure { throw failure }
        let summary = try read.get()

        if summary.overlongRecords > 0 {
            state.skipped[.overlong] = summary.overlongRecords
            state.rowsRead += summary.overlongRecords
        }
        // Nothing indexed is an error, not an empty index over a good one: an unbalanced quote
        // that swallowed the file, a filter that matches nothing, the wrong file.
        guard state.productsIndexed > 0 else {
            throw .noProducts(rows: state.rowsRead, skipped: state.skippedTotal == 0 ? "none" : ProgressLine.skippedText(state),
                              hint: noProductsHint(summary, options: options, state: state))
        }
        for nutrient in Nutrient.allCases where nutrientCounts[nutrient.rawValue] > 0 {
            state.nutrientCounts[nutrient] = nutrientCounts[nutrient.rawValue]
        }
        state.runs = runs.runPaths.count + 1

        // Product ids and the end of the product store on a thread of their own (StoreFinishing),
        // while this one merges the terms.
        let productIDs = try PayloadWriter(path: PathString.join(staging, IndexFileKind.productIDs.fileName))
        let storeEnd = StoreFinishing(barcodes: runs.takeBarcodes(), store: store, productIDs: productIDs, barcodesAdded: barcodesAdded)
        var storeEndResult: Result<UInt64, BuildError>?
        defer { if storeEndResult == nil { _ = storeEnd.finish() } }

        // Terms: vocabulary, offsets, lengths and postings, in one merge pass.
        let vocabulary = try PayloadWriter(path: PathString.join(staging, IndexFileKind.vocabulary.fileName))
        let termOffsets = try PayloadWriter(path: PathString.join(staging, IndexFileKind.termOffsets.fileName))
        let termLengths = try PayloadWriter(path: PathString.join(staging, IndexFileKind.termLengths.fileName))
        let postings = try PayloadWriter(path: PathString.join(staging, IndexFileKind.postings.fileName))
        var termCount = 0
        var postingCount = 0
        var termBlocks = TermBlocks.Encoder()
        func write(_ encoded: PostingEncoding.Encoded) throws(BuildError) {
            let term = encoded.term
            guard vocabulary.length + UInt64(term.count) < UInt64(UInt32.max) else { throw .tooLarge("vocabulary over 4 GiB") }
            guard termBlocks.length + 64 * UInt64(TermBlocks.perBlock) < UInt64(UInt32.max) else { throw .tooLarge("term-lengths.fli over 4 GiB") }
            try vocabulary.append(term)
            if let (entry, block) = termBlocks.append(term: term, documentFrequency: UInt32(encoded.count), postingsLength: UInt64(encoded.bytes.count),
                                                      postingsCRC: encoded.checksum) {
                try termOffsets.append(entry)
                try termLengths.append(block)
            }
            try postings.append(encoded.bytes)
            termCount += 1
            postingCount += encoded.count
        }
        let encoding = PostingEncoding(features: features)
        do throws(BuildError) {
            try runs.mergeTerms { term, list throws(BuildError) in try encoding.add(term, list, write: write) }
            try encoding.finish(write: write)
        } catch {
            encoding.abandon()
            throw error
        }
        let (lastEntries, lastBlock) = termBlocks.finish()
        try termOffsets.append(lastEntries)
        try termLengths.append(lastBlock)
        try postings.append(features)

        // Product ids: the store's layout and block offsets, then the sorted barcode table.
        let finished = storeEnd.finish()
        storeEndResult = finished
        let barcodeCount = try finished.get()

        let productCount = UInt32(state.productsIndexed)
        let files: [(IndexFileKind, PayloadWriter, UInt32, UInt64, UInt64)] = [
            (.vocabulary, vocabulary, UInt32(termCount), 0, 0),
            (.termOffsets, termOffsets, UInt32(termCount), 0, 0),
            (.termLengths, termLengths, UInt32(termCount), 0, 0),
            (.postings, postings, productCount, UInt64(postingCount), totalLength),
            (.productIDs, productIDs, productCount, barcodeCount, 0),
            (.products, products, productCount, options.k1.bitPattern, options.b.bitPattern),
        ]
        var identity = FNV1a()
        for (_, writer, count, extra1, extra2) in files {
            identity.add(UInt64(writer.checksum))
            identity.add(writer.length)
            identity.add(UInt64(count))
            identity.add(extra1)
            identity.add(extra2)
        }
        for (kind, writer, count, extra1, extra2) in files {
            try writer.finish(header: FileHeader(kind: kind, indexID: identity.value, payloadLength: writer.length,
                                                 payloadCRC: writer.checksum, count: count, extra1: extra1, extra2: extra2))
            state.indexBytes += writer.length + UInt64(FileHeader.size)
        }
        runs.removeFiles()
        try Staging.install(staging, as: target, indexID: identity.value)
        state.terms = termCount
        state.postings = postingCount
        state.bytesRead = summary.bytesRead
        state.elapsedSeconds = elapsed()
        return state
    }

    /// What to say when an input gave no products.
    private static func noProductsHint(_ read: ReadSummary, options: BuildOptions, state: BuildProgress) -> String {
        if let line = read.unterminatedQuoteLine {
            return "a double quote opened on line \(line) never closes, so the rest of the input was read as one field; fix or remove that quote"
        }
        if read.overlongRecords > 0 {
            return "rows over 4 MiB were skipped, often an unbalanced double quote swallowing the lines after it; check the input's quotes and line breaks"
        }
        if state.skipped[.otherLanguage] != nil || state.skipped[.otherCountry] != nil {
            return "no row passed --lang/--country; check their values"
        }
        return "check that this is the export you meant"
    }

    private static func removeDirectory(_ path: String) {
        for kind in IndexFileKind.allCases { FileSystem.removeIfPresent(PathString.join(path, kind.fileName)) }
        try? FileSystem.removeDirectory(path)
    }
}

/// FNV-1a over 64-bit words: the index id, derived from the files' checksums.
struct FNV1a {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    mutating func add(_ word: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) {
            value ^= (word >> UInt64(shift)) & 0xFF
            value = value &* 0x0000_0100_0000_01B3
        }
    }
}
