import Testing
@testable import FoodJournal
import FoodlogSupport

@Suite("Edits, removals, undo")
struct JournalChangeTests {
    let dir = ScratchDirectory()
    let clock = TestClock(1_000)

    /// A separate value per call, as separate processes would have: all state is in the files.
    func journal() -> Journal {
        let clock = self.clock
        return Journal(dataDirectory: dir.path, zone: .fixed(3600), now: { clock.now() })
    }

    func day() throws -> [JournalEntry] { try journal().entries(from: Fixtures.day, to: Fixtures.day).entries }

    @Test func addAssignsShortUniqueIdsAndMealFromTime() throws {
        let breakfast = try journal().add(Fixtures.entry("oats", kcal: 300, at: Fixtures.at(hour: 7, offset: 3600)))
        let late = try journal().add(Fixtures.entry("chips", kcal: 500, at: Fixtures.at(hour: 23, offset: 3600)))
        #expect(breakfast.meal == .breakfast)
        #expect(late.meal == .snack)
        #expect(breakfast.id.count == 8 && late.id.count == 8 && breakfast.id != late.id)
        #expect(breakfast.id.allSatisfy { "0123456789abcdefghjkmnpqrstvwxyz".contains($0) })
        #expect(try day().map(\.name) == ["oats", "chips"])
    }

    @Test func editChangesFieldsAndScalesNutrientsWithTheAmount() throws {
        let added = try journal().add(Fixtures.entry("rice", kcal: 130, grams: 100))
        clock.advance(1)
        let edited = try journal().edit(added.id, changes: EntryChanges(grams: 200))
        #expect(edited.amount.grams == 200)
        #expect(edited.nutrients.kcal == 260)
        clock.advance(1)
        try journal().edit(String(added.id.prefix(4)).uppercased(), changes: EntryChanges(name: "basmati rice", kcal: 250))
        let entry = try #require(try day().first)
        #expect(entry.name == "basmati rice")
        #expect(entry.nutrients.kcal == 250)
        #expect(entry.amount.grams == 200)
        #expect(entry.id == added.id)
    }

    @Test func removeAndUndoAcrossSeparateJournalValues() throws {
        let a = try journal().add(Fixtures.entry("a", kcal: 1))
        clock.advance(1)
        let b = try journal().add(Fixtures.entry("b", kcal: 2))
        clock.advance(1)
        try journal().edit(a.id, changes: EntryChanges(kcal: 10))
        clock.advance(1)
        try journal().remove(b.id)
        #expect(try day().map(\.name) == ["a"])

        let first = try journal().undo()
        #expect(first.summary == "removal of 'b' (\(b.id))")
        #expect(try day().map(\.name) == ["a", "b"])
        let second = try journal().undo()
        #expect(second.summary.hasPrefix("edit of 'a'"))
        #expect(try day().first?.nutrients.kcal == 1)
        try journal().undo()
        try journal().undo()
        #expect(try day().isEmpty)
        #expect(throws: JournalError.nothingToUndo) { try journal().undo() }
        // History is kept: every change is still a line in the file.
        let lines = dir.read("journal/2026-11.jsonl")?.split(separator: "\n") ?? []
        #expect(lines.count == 8)
    }

    @Test func undoPicksTheLatestChangeAcrossFiles() throws {
        try journal().add(Fixtures.entry("a", kcal: 1))
        clock.advance(1)
        try journal().setGoals(Goals(kcal: 2000), from: Fixtures.day)
        clock.advance(1)
        try journal().add(Fixtures.entry("older month", kcal: 1, at: Fixtures.at(LocalDate(year: 2026, month: 10, day: 3), hour: 9)))
        clock.advance(1)
        try journal().addFavorite(Favorite(name: "bar", nutrients: Nutrients(kcal: 200)))
        #expect(try journal().undo().summary == "favorite add of 'bar'")
        #expect(try journal().undo().summary.hasPrefix("add of 'older month'"))
        #expect(try journal().undo().summary == "goal change from 2026-11-22")
        #expect(try journal().goals(on: Fixtures.day).goals == Goals())
        #expect(try journal().undo().summary.hasPrefix("add of 'a'"))
    }

    @Test func unknownAmbiguousAndCrossMonthEdits() throws {
        #expect(throws: JournalError.noSuchEntry(id: "zzzzzzzz")) { try journal().remove("zzzzzzzz") }
        #expect(throws: JournalError.noSuchEntry(id: "not an id!")) { try journal().remove("not an id!") }
        let a = try journal().add(Fixtures.entry("a", kcal: 1))
        let moved = Fixtures.at(LocalDate(year: 2026, month: 12, day: 1), hour: 9)
        #expect(throws: JournalError.crossMonthMove(id: a.id, from: "2026-11", to: "2026-12")) {
            try journal().edit(a.id, changes: EntryChanges(time: moved))
        }
        // A move within the month is fine.
        try journal().edit(a.id, changes: EntryChanges(time: Fixtures.at(LocalDate(year: 2026, month: 11, day: 2), hour: 9)))
        #expect(try day().isEmpty)
        #expect(try journal().entries(from: LocalDate(year: 2026, month: 11, day: 2), to: LocalDate(year: 2026, month: 11, day: 2)).entries.count == 1)
    }

    @Test func rangesSpanMonthsAndYears() throws {
        for (year, month, day) in [(2025, 12, 31), (2026, 1, 1), (2026, 1, 31), (2026, 2, 1)] {
            try journal().add(Fixtures.entry("\(year)-\(month)-\(day)", kcal: 1, at: Fixtures.at(LocalDate(year: year, month: month, day: day), hour: 12)))
        }
        let range = try journal().entries(from: LocalDate(year: 2025, month: 12, day: 31), to: LocalDate(year: 2026, month: 1, day: 31))
        #expect(range.entries.map(\.name) == ["2025-12-31", "2026-1-1", "2026-1-31"])
        #expect(journal().months() == ["2025-12", "2026-01", "2026-02"])
    }
}

@Suite("Goals and favorites")
struct GoalsAndFavoritesTests {
    let dir = ScratchDirectory()
    let clock = TestClock(1_000)

    func journal() -> Journal {
        let clock = self.clock
        return Journal(dataDirectory: dir.path, zone: .fixed(0), now: { clock.now() })
    }

    @Test func goalsMergeAndApplyFromTheirDay() throws {
        let nov1 = LocalDate(year: 2026, month: 11, day: 1)
        try journal().setGoals(Goals(kcal: 2000, protein: 150), from: nov1)
        clock.advance(1)
        let after = try journal().setGoals(Goals(kcal: 1800, fat: 60), from: Fixtures.day)
        #expect(after == Goals(kcal: 1800, protein: 150, fat: 60))
        #expect(try journal().goals(on: LocalDate(year: 2026, month: 11, day: 10)).goals == Goals(kcal: 2000, protein: 150))
        // Before the first goal: the first goals set.
        #expect(try journal().goals(on: LocalDate(year: 2026, month: 10, day: 1)).goals == Goals(kcal: 2000, protein: 150))
        clock.advance(1)
        try journal().setGoals(Goals(protein: 0), from: Fixtures.day)
        #expect(try journal().goals(on: Fixtures.day).goals == Goals(kcal: 1800, fat: 60))
    }

    @Test func favoritesAddMoveEditRemove() throws {
        for name in ["bar", "shake", "apple"] {
            try journal().addFavorite(Favorite(name: name, amount: Amount(grams: 50), nutrients: Nutrients(kcal: 100)))
        }
        #expect(throws: JournalError.favoriteExists(name: "BAR")) {
            try journal().addFavorite(Favorite(name: "BAR", nutrients: Nutrients(kcal: 1)))
        }
        #expect(try journal().moveFavorite(named: "apple", to: 1) == 1)
        #expect(try journal().favorites().favorites.map(\.name) == ["apple", "bar", "shake"])
        #expect(try journal().moveFavorite(named: "apple", to: 99) == 3)
        #expect(try journal().favorites().favorites.map(\.name) == ["bar", "shake", "apple"])
        let edited = try journal().editFavorite(named: "Shake", changes: FavoriteChanges(name: "protein shake", kcal: 180))
        #expect(edited.name == "protein shake" && edited.nutrients.kcal == 180 && edited.amount.grams == 50)
        #expect(throws: JournalError.favoriteExists(name: "bar")) {
            try journal().editFavorite(named: "apple", changes: FavoriteChanges(name: "bar"))
        }
        try journal().removeFavorite(named: "bar")
        #expect(try journal().favorites().favorites.map(\.name) == ["protein shake", "apple"])
        #expect(throws: JournalError.noSuchFavorite(name: "bar")) { try journal().removeFavorite(named: "bar") }
        try journal().undo()
        #expect(try journal().favorites().favorites.map(\.name) == ["bar", "protein shake", "apple"])
    }

    @Test func longNamesAreShortenedToTheDocumentedMaximum() {
        let long = String(repeating: "very long name ", count: 5)
        let (name, shortened) = Favorite.normalizedName(long)
        #expect(shortened)
        #expect(name.count == Favorite.maximumNameLength)
        #expect(name.hasSuffix("…"))
        #expect(Favorite.normalizedName("  greek   yogurt ") == ("greek yogurt", false))
        #expect(Favorite.normalizedName(String(repeating: "x", count: 40)).shortened == false)
    }
}
