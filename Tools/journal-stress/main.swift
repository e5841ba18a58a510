// journal-stress: appends entries to a journal as fast as it can, printing each id once the
// append has returned (fsync done). The FoodJournal tests run several copies at once, and kill
// one mid-write, to prove the journal's guarantees with real processes.
//
// Usage: journal-stress DATA_DIR COUNT TAG
import FoodJournal
import FoodlogSupport

let arguments = CommandLine.arguments
guard arguments.count == 4, let count = Int(arguments[2]), count >= 0 else {
    printError("usage: journal-stress DATA_DIR COUNT TAG")
    exit(64)
}
let journal = Journal(dataDirectory: arguments[1], zone: .fixed(0), now: { Platform.wallClockSeconds() })
let time = LocalTime(date: LocalDate(year: 2026, month: 11, day: 22), hour: 12, minute: 0, utcOffset: 0)
let output = FoodlogSupport.OutputStream.standardOutput
for index in 0..<count {
    do {
        let entry = try journal.add(NewEntry(time: time, name: "\(arguments[3])-\(index)",
                                             amount: Amount(grams: 100), nutrients: Nutrients(kcal: Double(index)),
                                             source: .manual))
        output.write(entry.id + " " + entry.name + "\n")
        output.flush()
    } catch {
        printError("journal-stress: " + error.message)
        exit(error.exitCode.rawValue)
    }
}
