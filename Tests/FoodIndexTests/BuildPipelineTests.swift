import Testing
import FoodIndex
import FoodlogSupport
@testable import IndexBuilder
import TestSupport

/// The build's threads (one reading, several analysing, the caller writing) give the same index
/// and the same counters whatever the number of threads, the batch size and how far the stages
/// run apart; and a writer that stops early stops the other threads.
@Suite struct BuildPipelineTests {
    /// A wide header like the export's: the wanted columns spread among others.
    static let header: [String] = {
        var columns = (0..<60).map { "filler_\($0)" }
        for (position, name) in [(0, "code"), (7, "product_name"), (8, "generic_name"), (12, "brands"), (20, "lang"),
                                 (21, "countries_en"), (25, "serving_size"), (26, "serving_quantity"), (30, "unique_scans_n"),
                                 (33, "main_category_en"), (40, "energy-kcal_100g"), (41, "energy_100g"),
                                 (45, "fat_100g"), (50, "carbohydrates_100g"), (55, "proteins_100g"), (57, "alcohol_100g")] {
            columns[position] = name
        }
        return columns
    }()

    /// Rows of every kind the mapper meets: plain, accented, spaced out, names only in
    /// generic_name, no code, no name, kJ only, comma decimals, short rows, extra columns,
    /// invalid UTF-8, blank lines; CRLF line ends.
    static func messyInput(rows: Int) -> [UInt8] {
        let names = ["Greek yogurt", "Crème fraîche épaisse", "  Spaced   out  ", "Fish, salmon, raw", "Pâté\u{A0}de campagne",
                     "日本の緑茶", "Cola zero", "", " ", "Café \u{301}noir", "Chips, plain, salted"]
        let brands = ["Fage", "Danone, Activia", ",,Lu", "", "Côte d'Or,Mondelez", "  "]
        var generator = SplitMix64(seed: 99)
        var bytes = Array((header.joined(separator: "\t") + "\r\n").utf8)
        for row in 0..<rows {
            var fields = [String](repeating: "", count: header.count)
            fields[0] = row % 41 == 5 ? "" : String(3_000_000 + row)
            let name = names[generator.below(names.count)]
            if row % 9 == 0 { fields[8] = name } else { fields[7] = name }
            fields[12] = brands[generator.below(brands.count)]
            fields[20] = ["fr", "en", "FR", "", "de"][generator.below(5)]
            fields[21] = ["France", "United States,France", "en:france", "", "Germany"][generator.below(5)]
            fields[25] = ["30 g", " 1  cup ", ""][generator.below(3)]
            fields[26] = ["30", "0", "", "12,5"][generator.below(4)]
            fields[30] = ["", "3", "1200"][generator.below(3)]
            fields[33] = ["Yogurts", "", "  Snacks "][generator.below(3)]
            fields[40] = ["", "97", "52,5", "3700", " 120 "][generator.below(5)]
            fields[41] = ["", "1000", "abc"][generator.below(3)]
            fields[45] = String(generator.below(30))
            fields[50] = ["", "12.25", "7"][generator.below(3)]
            fields[55] = ["", "10", "0.5"][generator.below(3)]
            var line = fields.joined(separator: "\t")
            if row % 13 == 7 { line = fields[0..<9].joined(separator: "\t") }   // stops before the brand
            if row % 17 == 3 { line += "\textra\tcolumns" }
            var lineBytes = Array(line.utf8)
            if row % 23 == 11 { lineBytes.insert(0xFF, at: lineBytes.firstIndex(of: 0x09)! + 1) }   // invalid UTF-8 in the name
            bytes += lineBytes + Array("\r\n".utf8)
            if row % 29 == 0 { bytes += Array("\r\n".utf8) }   // a blank line
        }
        return bytes
    }

    struct Built: Equatable {
        var files: [[UInt8]?]
        var rows: Int
        var products: Int
        var skipped: [SkipReason: Int]
        var kcalEstimated: Int
        var withoutEnergy: Int
        var terms: Int
        var postings: Int
    }

    func build(_ input: String, in directory: TemporaryDirectory, name: String, language: String? = nil, country: String? = nil,
               _ configure: (inout BuildOptions) -> Void) throws -> Built {
        var options = BuildOptions(input: input, output: directory.file(name), language: language, country: country)
        configure(&options)
        let summary = try IndexBuild.run(options)
        let files = IndexFileKind.allCases.map { TemporaryDirectory.read(PathString.join(IndexLayout.fileDirectory(of: directory.file(name)), $0.fileName)) }
        return Built(files: files, rows: summary.rowsRead, products: summary.productsIndexed, skipped: summary.skipped,
                     kcalEstimated: summary.kcalEstimated, withoutEnergy: summary.withoutEnergy, terms: summary.terms,
                     postings: summary.postings)
    }

    /// Thread counts, batch sizes and queue depths to compare with all on one thread.
    static let schedules: [(analysers: Int, batchRows: Int, inFlight: Int)] = [(1, 512, 16), (3, 1, 1), (2, 7, 2), (4, 100, 3)]

    @Test func theSameIndexWhateverTheThreads() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let input = directory.writeBytes("messy.tsv", BuildPipelineTests.messyInput(rows: 3_000))
        for (language, country) in [(nil, nil), ("fr", nil), (nil, "france")] as [(String?, String?)] {
            // The symbol table is trained on the first 200 products, so the analysing threads
            // encode the names of the later ones and the writer those before: the same bytes.
            let single = try build(input, in: directory, name: "single", language: language, country: country) {
                $0.analysers = 0
                $0.trainingProducts = 200
            }
            #expect(single.rows == 3_000)
            #expect(single.products > 500)
            #expect(single.skipped[.noCode, default: 0] > 0 && single.skipped[.noName, default: 0] > 0)
            if language != nil { #expect(single.skipped[.otherLanguage, default: 0] > 0) }
            if country != nil { #expect(single.skipped[.otherCountry, default: 0] > 0) }
            for schedule in BuildPipelineTests.schedules {
                let threaded = try build(input, in: directory, name: "threaded", language: language, country: country) {
                    $0.analysers = schedule.analysers
                    $0.batchRows = schedule.batchRows
                    $0.batchesInFlight = schedule.inFlight
                    $0.trainingProducts = 200
                }
                #expect(threaded == single, "\(schedule), --lang \(language ?? "-") --country \(country ?? "-")")
            }
        }
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"), arguments: ["data/off-export-sample.csv", "data/off-export-sample-2.csv"])
    func theSameIndexWhateverTheThreadsOnTheRawExport(_ relative: String) throws {
        let input = try #require(SharedData.file(relative))
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let single = try build(input, in: directory, name: "single") { $0.analysers = 0 }
        #expect(single.products > 900)
        for schedule in BuildPipelineTests.schedules {
            let threaded = try build(input, in: directory, name: "threaded") {
                $0.analysers = schedule.analysers
                $0.batchRows = schedule.batchRows
                $0.batchesInFlight = schedule.inFlight
            }
            #expect(threaded == single, "\(schedule)")
        }
    }

    @Test func aWriterThatStopsEarlyStopsTheOtherThreads() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.writeBytes("messy.tsv", BuildPipelineTests.messyInput(rows: 5_000))
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        #expect(fd >= 0)
        defer { close(fd) }
        let reader = RecordReader(fd: fd, quoted: false)
        var header: [String] = []
        _ = try reader.next { header = String(decoding: $0, as: UTF8.self).split(separator: "\t").map(String.init) }
        let mapper = RowMapper.openFoodFacts(try OpenFoodFactsRows(header: header, language: nil, country: nil))
        let pipeline = try #require(RowPipeline.start(RowReading(reader: reader, mapper: mapper, batchRows: 10), analysers: 2, capacity: 2))
        guard case .batch(let first) = pipeline.next() else {
            Issue.record("no first batch")
            return
        }
        #expect(first.rows.count == 10)
        pipeline.cancel()
        pipeline.join()
        // The reader stopped within a few batches of the cancel, far from the end of the input.
        #expect(reader.lines < 1_000)
    }

    @Test func aReadErrorReachesTheWriter() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        // A directory opens but cannot be read (EISDIR): the reading thread's first read fails.
        let fd = open(directory.path, O_RDONLY | O_CLOEXEC)
        #expect(fd >= 0)
        defer { close(fd) }
        let mapper = RowMapper.openFoodFacts(try OpenFoodFactsRows(header: ["code", "product_name"], language: nil, country: nil))
        let reading = RowReading(reader: RecordReader(fd: fd, quoted: false), mapper: mapper, batchRows: 1)
        let pipeline = try #require(RowPipeline.start(reading, analysers: 1, capacity: 4))
        guard case .end(.failure(.readFailed(let reason))) = pipeline.next() else {
            Issue.record("expected a read failure")
            pipeline.join()
            return
        }
        pipeline.join()
        #expect(reason == Platform.describe(errno: EISDIR))
    }
}
