import Foundation

/// Counts every run by class and verdict, groups findings by signature, and decides which cases
/// are saved (the first few of every signature).
final class Findings: @unchecked Sendable {
    /// One distinct kind of finding.
    struct Signature: Sendable {
        var key: String
        var verdict: Verdict
        var count: Int
        var firstCase: String
        var example: String
    }

    private let lock = NSLock()
    private(set) var counts: [String: [Verdict: Int]] = [:]
    private var signatures: [String: Signature] = [:]
    private var order: [String] = []
    let keepPerSignature: Int

    init(keepPerSignature: Int) { self.keepPerSignature = keepPerSignature }

    /// Records one run; returns whether its case should be saved (it is a finding and one of the
    /// first `keepPerSignature` of its signature).
    func record(class fuzzClass: String, verdict: Verdict, signature: String?, caseName: String, example: String) -> Bool {
        lock.lock(); defer { lock.unlock() }
        counts[fuzzClass, default: [:]][verdict, default: 0] += 1
        guard verdict.isFinding, let signature else { return false }
        if var known = signatures[signature] {
            known.count += 1
            signatures[signature] = known
            return known.count <= keepPerSignature
        }
        signatures[signature] = Signature(key: signature, verdict: verdict, count: 1, firstCase: caseName, example: example)
        order.append(signature)
        return true
    }

    /// Every signature, worst verdict first, then most frequent.
    var distinct: [Signature] {
        lock.lock(); defer { lock.unlock() }
        return order.compactMap { signatures[$0] }.sorted { ($0.verdict, $0.count) > ($1.verdict, $1.count) }
    }

    /// The table: class | tries | ok | clean errors | unclear | crashes | hangs.
    func table(classes: [String]) -> String {
        lock.lock(); defer { lock.unlock() }
        var rows = [["class", "tries", "ok", "clean errors", "unclear", "crashes", "hangs"]]
        var total = [Verdict: Int]()
        for name in classes {
            let row = counts[name] ?? [:]
            rows.append([name, String(row.values.reduce(0, +))] + Verdict.allCases.map { String(row[$0] ?? 0) })
            for (verdict, count) in row { total[verdict, default: 0] += count }
        }
        if classes.count > 1 {
            rows.append(["all", String(total.values.reduce(0, +))] + Verdict.allCases.map { String(total[$0] ?? 0) })
        }
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            "| " + cells.enumerated().map { index, cell in
                index == 0 ? cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[index] - cell.count) + cell
            }.joined(separator: " | ") + " |"
        }
        var out = [line(rows[0]), "|" + widths.enumerated().map { $0.offset == 0 ? String(repeating: "-", count: $0.element + 2) : String(repeating: "-", count: $0.element + 1) + ":" }.joined(separator: "|") + "|"]
        out += rows.dropFirst().map(line)
        return out.joined(separator: "\n")
    }
}
