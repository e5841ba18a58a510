import Foundation
import Testing
import FoodIndex
import FoodlogSupport
import TestSupport

/// The real index-builder, killed with SIGKILL at random moments of builds that replace an index:
/// after every kill the index opens as the old one or the new one, whole (`verify` reads every
/// byte), and searches like it; what the killed build left is removed by the next build.
@Suite(.enabled(if: Executables.isBuilt("index-builder"), "needs the built index-builder executable (swift build)"))
struct KilledBuildTests {
    /// Two inputs whose products tell the builds apart: every name holds the input's word.
    static func rows(_ word: String, count: Int, codeBase: Int) -> String {
        let foods = ["yogurt", "bread", "milk", "cheese", "apple", "rice", "soup", "jam", "tea", "cereal", "butter"]
        var text = "code\tproduct_name\tbrands\tenergy-kcal_100g\n"
        for number in 0..<count {
            text += "\(codeBase + number)\t\(word) \(foods[number % foods.count]) \(number)\tBrand \(number % 37)\t\(50 + number % 400)\n"
        }
        return text
    }

    /// Where the target stood after a kill, for the report.
    enum Moment: String, CaseIterable {
        case building = "while building (old index current, no new generation)"
        case renamed = "after the rename (new generation in place, old still current)"
        case switched = "after the pointer switch (new current, old generation not yet removed)"
        case cleaned = "after the old generation was removed, before exit"
        case finished = "after the build finished"
    }

    static let runs = 30

    /// What a target's index is: its id, product count and the word all its names hold.
    struct Current {
        var id: UInt64
        var products: Int
        var word: String
    }

    @Test func aBuildKilledAtAnyMomentLeavesTheOldIndexOrTheNew() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let target = directory.file("index")
        let first = directory.write("first.tsv", Self.rows("alpha", count: 700, codeBase: 2_000_000))
        let started = Date()
        #expect(try CommandRunner.run("index-builder", ["--input", first, "--output", target, "--quiet"]).status == 0)
        let span = Date().timeIntervalSince(started)
        var current = Current(id: try ProductIndex(directory: target).indexID, products: 700, word: "alpha")
        var moments: [Moment: Int] = [:]

        for run in 0..<Self.runs {
            // Each run builds other rows (another word, another count), so its generation is new.
            let word = current.word == "alpha" ? "omega" : "alpha"
            let count = 700 + 7 * run
            let input = directory.write("run.tsv", Self.rows(word, count: count, codeBase: 3_000_000 + 10_000 * run))
            let before = try generations(target)
            // Half the kills land anywhere in the build, half near its end, where it publishes.
            let delay = run % 2 == 0 ? Double.random(in: 0...(1.1 * span)) : Double.random(in: (0.75 * span)...(1.1 * span))
            let running = try CommandRunner.start("index-builder", ["--input", input, "--output", target, "--quiet"])
            usleep(UInt32(delay * 1e6))
            running.send(SIGKILL)
            let ended = try running.wait(timeout: 60)
            let finished = ended.status == 0
            #expect(finished || ended.ending == .signalled(SIGKILL), "\(ended.ending): \(ended.stderr)")

            let index = try ProductIndex(directory: target)
            let isOld = index.indexID == current.id
            let now = isOld ? current : Current(id: index.indexID, products: count, word: word)
            #expect(!finished || !isOld, "run \(run): a build that finished is current")
            #expect(index.productCount == now.products, "run \(run): \(index.productCount) products, neither build's")
            try index.verify()
            let hits = try Searcher(index: index).search("\(now.word) cheese", options: SearchOptions(limit: 3))
            #expect(hits.count == 3 && hits.allSatisfy { $0.product.name.hasPrefix(now.word + " cheese") }, "run \(run)")

            let after = try generations(target)
            let old = IndexLayout.generationName(indexID: current.id)
            let moment: Moment = finished ? .finished
                : !isOld ? (after.contains(old) ? .switched : .cleaned)
                : after.subtracting(before).isEmpty ? .building : .renamed
            moments[moment, default: 0] += 1
            current = now
        }
        // A last, whole build removes everything the killed ones left, beside and inside the target.
        let last = try CommandRunner.run("index-builder", ["--input", first, "--output", target, "--quiet"])
        #expect(last.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: target).count == 2, "the pointer and one generation")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.contains("index-builder") }.isEmpty)
        let report = Moment.allCases.map { "\(moments[$0] ?? 0) \($0.rawValue)" }.joined(separator: ", ")
        print("KilledBuildTests: \(Self.runs) builds killed (a build takes \(Int(span * 1000)) ms): \(report); each opened, verified and searched as the old or the new index")
        #expect((moments[.building] ?? 0) > 0, "some kills land while building: \(report)")
    }

    /// The generation directories in `target`.
    func generations(_ target: String) throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: target).filter { $0.hasPrefix(IndexLayout.generationPrefix) })
    }
}
