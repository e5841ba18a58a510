// journal-stress: appends entries to a journal as fast as it can, printing each id once the
// append has returned (fsync done). The FoodJournal tests run several copies at once, and kill
// one mid-write, to prove the journal's guarantees with real processes; the benchmark uses
// `--days` to lay down years of history through the real write path.
//
// Usage: journal-stress DATA_DIR COUNT TAG [--days N] [--foods FILE]
//   Without --days every entry is on 2026-11-22 at 12:00 UTC; with it, entries are spread evenly
//   over the N days up to today (UTC), at meal times. With --foods (lines `code<TAB>name`, as
//   `history-bench foods` writes them) each entry logs one of those foods by its code, as `add`
//   does, the first foods far more often than the last (food k about 1/k as often as the first),
//   so the history ranking has years of real habits to work through (Tools/bench/run-history-bench.sh).
import FoodJournal
import FoodlogSupport

let arguments = CommandLine.arguments
var days: Int?
var foods: [(code: String, name: String)] = []
var rest = arguments.dropFirst(4)
while let option = rest.first, rest.count >= 2 {
    let value = rest[rest.startIndex + 1]
    switch option {
    case "--days": days = Int(value).flatMap { $0 > 0 ? $0 : nil }
    case "--foods":
        let text = CappedFile.read(value, limit: 16 << 20).bytes.map { String(decoding: $0, as: UTF8.self) } ?? ""
        foods = text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t", maxSplits: 1)
            return fields.count == 2 ? (String(fields[0]), String(fields[1])) : nil
        }
        if foods.isEmpty { printError("journal-stress: no 'code<TAB>name' lines in \(value)"); exit(66) }
    default: rest = []; continue
    }
    rest = rest.dropFirst(2)
}
guard arguments.count >= 4, rest.isEmpty, arguments.count == 4 || days != nil || !foods.isEmpty,
      let count = Int(arguments[2]), count >= 0 else {
    printError("usage: journal-stress DATA_DIR COUNT TAG [--days N] [--foods FILE]")
    exit(64)
}
/// Picks food indexes Zipf-like (the k-th food about 1/k as often as the first), from a fixed-seed
/// generator so every run lays down the same journal.
struct FoodPicker {
    let count: Int
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15

    mutating func next() -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let uniform = Double(state >> 11) / Double(UInt64(1) << 53)
        // The inverse of the continuous 1/k distribution over 1...count+1.
        return min(count - 1, max(0, Int(exp(uniform * log(Double(count) + 1))) - 1))
    }
}
var picker = FoodPicker(count: foods.count)
let journal = Journal(dataDirectory: arguments[1], zone: .fixed(0), now: { Platform.wallClockSeconds() })
let fixed = LocalTime(date: LocalDate(year: 2026, month: 11, day: 22), hour: 12, minute: 0, utcOffset: 0)
let today = journal.today()
let hours = [7, 10, 12, 13, 16, 19, 21]
let output = FoodlogSupport.OutputStream.standardOutput
for index in 0..<count {
    var time = fixed
    if let days {
        let date = today.adding(days: -(days - 1) + index * days / max(count, 1))
        time = LocalTime(date: date, hour: hours[index % hours.count], minute: (index * 7) % 60, utcOffset: 0)
    }
    do {
        var new = NewEntry(time: time, name: "\(arguments[3])-\(index)", amount: Amount(grams: 100),
                           nutrients: Nutrients(kcal: Double(index % 900), protein: 10, carbs: 30, fat: 8), source: .manual)
        if !foods.isEmpty {
            let food = foods[picker.next()]
            new.name = food.name
            new.source = food.code.hasPrefix("usda-") ? .generic : .index
            new.reference = food.code
        }
        let entry = try journal.add(new)
        output.write(entry.id + " " + entry.name + "\n")
        output.flush()
    } catch {
        printError("journal-stress: " + error.message)
        exit(error.exitCode.rawValue)
    }
}
