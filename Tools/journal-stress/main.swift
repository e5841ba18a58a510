// journal-stress: appends entries to a journal as fast as it can, printing each id once the
// append has returned (fsync done). The FoodJournal tests run several copies at once, and kill
// one mid-write, to prove the journal's guarantees with real processes; the benchmark uses
// `--days` to lay down years of history through the real write path.
//
// Usage: journal-stress DATA_DIR COUNT TAG [--days N]
//   Without --days every entry is on 2026-11-22 at 12:00 UTC; with it, entries are spread evenly
//   over the N days up to today (UTC), at meal times.
import FoodJournal
import FoodlogSupport

let arguments = CommandLine.arguments
var days: Int?
if arguments.count == 6, arguments[4] == "--days", let value = Int(arguments[5]), value > 0 { days = value }
guard arguments.count == 4 || days != nil, let count = Int(arguments[2]), count >= 0 else {
    printError("usage: journal-stress DATA_DIR COUNT TAG [--days N]")
    exit(64)
}
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
        let entry = try journal.add(NewEntry(time: time, name: "\(arguments[3])-\(index)",
                                             amount: Amount(grams: 100), nutrients: Nutrients(kcal: Double(index % 900),
                                                                                              protein: 10, carbs: 30, fat: 8),
                                             source: .manual))
        output.write(entry.id + " " + entry.name + "\n")
        output.flush()
    } catch {
        printError("journal-stress: " + error.message)
        exit(error.exitCode.rawValue)
    }
}
