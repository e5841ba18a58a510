import TestSupport

/// A class of inputs the fuzzer mutates (`--class`). Each makes the mutant for one iteration
/// from its own generator, so a case depends only on the seed, the class and the iteration.
protocol FuzzTarget: Sendable {
    var name: String { get }
    /// The unmutated case for a given step, for the self-check (must run ok).
    func seedCases() -> [FuzzCase]
    func makeCase(_ random: inout SplitMix64) -> FuzzCase
}

/// Mutations shared by the text classes.
enum TextMutation {
    /// One to three mutations, mostly structure-aware, some format-blind.
    static func mutateJSON(_ bytes: inout [UInt8], _ random: inout SplitMix64, rounds: Int? = nil) -> String {
        var done: [String] = []
        for _ in 0..<(rounds ?? (1 + random.below(3))) {
            if random.chance(7, in: 10), let what = TokenMutator.mutate(&bytes, &random) {
                done.append(what)
            } else {
                done.append(ByteMutator.mutate(&bytes, &random))
            }
        }
        return done.joined(separator: "; ")
    }

    /// Line-level mutations of line-based files (JSON Lines, config): duplicate, delete, swap,
    /// CRLF endings, a stray line, a last line without its newline.
    static func mutateLines(_ bytes: inout [UInt8], _ random: inout SplitMix64, strayLines: [String]) -> String {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
        if lines.last?.isEmpty == true { lines.removeLast() }
        guard !lines.isEmpty else { bytes = Array(random.pick(strayLines).utf8); return "replaced by a stray line" }
        let what: String
        switch random.below(6) {
        case 0:
            let at = random.below(lines.count)
            lines.insert(lines[at], at: random.below(lines.count + 1))
            what = "line \(at + 1) duplicated"
        case 1:
            let at = random.below(lines.count)
            lines.remove(at: at)
            what = "line \(at + 1) deleted"
        case 2:
            let a = random.below(lines.count), b = random.below(lines.count)
            lines.swapAt(a, b)
            what = "lines \(a + 1) and \(b + 1) swapped"
        case 3:
            lines = lines.map { $0 + [0x0D] }
            what = "CRLF line endings"
        case 4:
            let stray = random.pick(strayLines)
            lines.insert(Array(stray.utf8), at: random.below(lines.count + 1))
            what = "stray line '\(Classifier.excerpt(stray, 40))'"
        default:
            let at = random.below(lines.count)
            let cut = random.below(lines[at].count + 1)
            lines[at] = Array(lines[at].prefix(cut))
            what = "line \(at + 1) cut at byte \(cut)"
        }
        bytes = lines.flatMap { $0 + [0x0A] }
        if !bytes.isEmpty, random.chance(1, in: 8) { bytes.removeLast(); return what + ", no final newline" }
        return what
    }
}
