import FoodlogSupport

/// The line format of journal files (JSON Lines, documented in docs/journal.md).
///
/// Keys are written in a fixed order so lines are diff-able; readers accept any order and ignore
/// unknown keys, so later versions can add fields. Nutrients beyond the macros are one object,
/// `"nutrients":{"fiber":2.6,"sodium":480}`, keyed by `Nutrient.key` in the nutrient's unit,
/// written only when something is known (so lines without them read as before, and a foodlog
/// that predates them reads the rest of the line).
public enum EventCoding {
    /// Format version written on every line.
    public static let version = 1

    /// The event as one line of JSON, without the newline.
    public static func line(for event: JournalEvent) -> String {
        var members: [(String, JSONValue)] = [("v", .integer(version)), ("op", .string(event.operation)),
                                               ("event", .string(event.id)),
                                               ("recorded_ms", .integer(event.recordedMilliseconds))]
        if let group = event.group { members.append(("group", .string(group))) }
        switch event.change {
        case .add(let entry): members.append(("entry", encode(entry)))
        case .edit(let entry, let changes):
            members.append(("entry", .string(entry)))
            members.append(("set", encode(changes)))
        case .remove(let entry): members.append(("entry", .string(entry)))
        case .undo(let target): members.append(("undoes", .string(target)))
        case .goals(let goals, let from):
            members.append(("from", .string(from.description)))
            members.append(("set", encode(goals)))
        case .favoriteAdd(let favorite): members.append(("favorite", encode(favorite)))
        case .favoriteRemove(let name): members.append(("name", .string(name)))
        case .favoriteMove(let name, let position):
            members.append(("name", .string(name)))
            members.append(("position", .integer(position)))
        case .favoriteEdit(let name, let changes):
            members.append(("name", .string(name)))
            members.append(("set", encode(changes)))
        }
        return JSONValue.object(members).rendered()
    }

    /// Reads one line; the error is a short reason for the damaged-line report.
    public static func event(from line: UnsafeBufferPointer<UInt8>) throws(DecodeFailure) -> JournalEvent {
        let value: JSONValue
        do {
            value = try JSONParser.parse(Array(line))
        } catch {
            throw DecodeFailure(reason: "not valid JSON (\(error.problem) at byte \(error.offset + 1))")
        }
        return try event(from: value)
    }

    /// Why a line is not a readable event.
    public struct DecodeFailure: Error, Equatable, Sendable {
        public var reason: String
    }

    static func event(from value: JSONValue) throws(DecodeFailure) -> JournalEvent {
        guard case .object = value else { throw DecodeFailure(reason: "not a JSON object") }
        guard let op = value["op"]?.stringValue else { throw DecodeFailure(reason: "missing \"op\"") }
        guard let id = value["event"]?.stringValue, !id.isEmpty else { throw DecodeFailure(reason: "missing \"event\" id") }
        guard let recorded = value["recorded_ms"]?.doubleValue else { throw DecodeFailure(reason: "missing \"recorded_ms\"") }
        if let version = value["v"]?.doubleValue, version >= Double(EventCoding.version + 1) {
            throw DecodeFailure(reason: "written by a newer foodlog (format \(NumberText.plain(version))); upgrade foodlog")
        }
        let change: JournalEvent.Change
        switch op {
        case "add":
            guard let entry = value["entry"] else { throw DecodeFailure(reason: "add without \"entry\"") }
            change = .add(try decodeEntry(entry))
        case "edit":
            guard let target = value["entry"]?.stringValue, let set = value["set"] else {
                throw DecodeFailure(reason: "edit needs \"entry\" and \"set\"")
            }
            change = .edit(entry: target, changes: try decodeChanges(set))
        case "rm":
            guard let target = value["entry"]?.stringValue else { throw DecodeFailure(reason: "rm without \"entry\"") }
            change = .remove(entry: target)
        case "undo":
            guard let target = value["undoes"]?.stringValue else { throw DecodeFailure(reason: "undo without \"undoes\"") }
            change = .undo(event: target)
        case "goal":
            guard let fromText = value["from"]?.stringValue, let from = LocalDate(fromText), let set = value["set"] else {
                throw DecodeFailure(reason: "goal needs \"from\" (YYYY-MM-DD) and \"set\"")
            }
            change = .goals(Goals(kcal: number(set, "kcal"), protein: number(set, "protein"), carbs: number(set, "carbs"),
                                  fat: number(set, "fat"), details: decodeDetails(set)), from: from)
        case "fav-add":
            guard let favorite = value["favorite"] else { throw DecodeFailure(reason: "fav-add without \"favorite\"") }
            change = .favoriteAdd(try decodeFavorite(favorite))
        case "fav-rm":
            guard let name = value["name"]?.stringValue else { throw DecodeFailure(reason: "fav-rm without \"name\"") }
            change = .favoriteRemove(name: name)
        case "fav-move":
            guard let name = value["name"]?.stringValue, let position = value["position"]?.doubleValue else {
                throw DecodeFailure(reason: "fav-move needs \"name\" and \"position\"")
            }
            change = .favoriteMove(name: name, position: clamped(position, to: .favoritePosition))
        case "fav-edit":
            guard let name = value["name"]?.stringValue, let set = value["set"] else {
                throw DecodeFailure(reason: "fav-edit needs \"name\" and \"set\"")
            }
            change = .favoriteEdit(name: name, changes: FavoriteChanges(
                name: set["name"]?.stringValue, grams: number(set, "grams"), servings: number(set, "servings"),
                kcal: number(set, "kcal"), protein: number(set, "protein"), carbs: number(set, "carbs"), fat: number(set, "fat")))
        default:
            throw DecodeFailure(reason: "unknown op \"\(op)\"")
        }
        // A time stamp outside the window (a broken clock, a hand edit) reads as the oldest possible,
        // so such a line never shadows a real later change in `undo` or in goal order.
        let stamp = PlausibleRange.recordedMilliseconds.contains(recorded) ? Int(saturating: recorded)
            : Int(saturating: PlausibleRange.recordedMilliseconds.lower)
        return JournalEvent(id: id, recordedMilliseconds: stamp, change: change, group: value["group"]?.stringValue)
    }

    // MARK: - Encoding parts

    static func encode(_ entry: JournalEntry) -> JSONValue {
        var members: [(String, JSONValue)] = [("id", .string(entry.id)), ("time", .string(entry.time.description)),
                                               ("meal", .string(entry.meal.rawValue)), ("name", .string(entry.name))]
        if let grams = entry.amount.grams { members.append(("grams", .rounded(grams, places: 1))) }
        if let servings = entry.amount.servings { members.append(("servings", .rounded(servings, places: 2))) }
        members += nutrientMembers(entry.nutrients)
        members.append(("source", .string(entry.source.rawValue)))
        if let confidence = entry.confidence { members.append(("confidence", .rounded(confidence, places: 2))) }
        if let photo = entry.photo { members.append(("photo", .string(photo))) }
        if let reference = entry.reference { members.append(("ref", .string(reference))) }
        return .object(members)
    }

    static func nutrientMembers(_ nutrients: Nutrients) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = [("kcal", .rounded(nutrients.kcal, places: 1))]
        if let protein = nutrients.protein { members.append(("protein", .rounded(protein, places: 1))) }
        if let carbs = nutrients.carbs { members.append(("carbs", .rounded(carbs, places: 1))) }
        if let fat = nutrients.fat { members.append(("fat", .rounded(fat, places: 1))) }
        if !nutrients.details.isEmpty { members.append(("nutrients", encode(nutrients.details))) }
        return members
    }

    /// `{"fiber":2.6,"sodium":480}` in `Nutrient` order, each to 4 significant digits (a
    /// microgram of vitamin B12 and 2 300 mg of sodium keep their precision alike).
    static func encode(_ details: NutrientValues) -> JSONValue {
        .object(details.known.map { ($0.nutrient.key, .number(significant($0.value, digits: 4))) })
    }

    /// `value` rounded to `digits` significant digits (`123456` to `123500`, `0.078444` to
    /// `0.07844`); values of 1e15 and over, or under 1e-12, as they are.
    static func significant(_ value: Double, digits: Int) -> Double {
        guard value.isFinite, abs(value) >= 1e-12, abs(value) < 1e15 else { return value }
        var places = digits
        var magnitude = abs(value)
        while magnitude >= 1 { magnitude /= 10; places -= 1 }
        while magnitude < 0.1 { magnitude *= 10; places += 1 }
        var scale = 1.0
        for _ in 0..<abs(places) { scale *= 10 }
        return places >= 0 ? (value * scale).rounded() / scale : (value / scale).rounded() * scale
    }

    static func encode(_ changes: EntryChanges) -> JSONValue {
        var members: [(String, JSONValue)] = []
        if let name = changes.name { members.append(("name", .string(name))) }
        if let time = changes.time { members.append(("time", .string(time.description))) }
        if let meal = changes.meal { members.append(("meal", .string(meal.rawValue))) }
        if let grams = changes.grams { members.append(("grams", .rounded(grams, places: 1))) }
        if let servings = changes.servings { members.append(("servings", .rounded(servings, places: 2))) }
        if let kcal = changes.kcal { members.append(("kcal", .rounded(kcal, places: 1))) }
        if let protein = changes.protein { members.append(("protein", .rounded(protein, places: 1))) }
        if let carbs = changes.carbs { members.append(("carbs", .rounded(carbs, places: 1))) }
        if let fat = changes.fat { members.append(("fat", .rounded(fat, places: 1))) }
        if !changes.details.isEmpty { members.append(("nutrients", encode(changes.details))) }
        return .object(members)
    }

    static func encode(_ changes: FavoriteChanges) -> JSONValue {
        var members: [(String, JSONValue)] = []
        if let name = changes.name { members.append(("name", .string(name))) }
        if let grams = changes.grams { members.append(("grams", .rounded(grams, places: 1))) }
        if let servings = changes.servings { members.append(("servings", .rounded(servings, places: 2))) }
        if let kcal = changes.kcal { members.append(("kcal", .rounded(kcal, places: 1))) }
        if let protein = changes.protein { members.append(("protein", .rounded(protein, places: 1))) }
        if let carbs = changes.carbs { members.append(("carbs", .rounded(carbs, places: 1))) }
        if let fat = changes.fat { members.append(("fat", .rounded(fat, places: 1))) }
        return .object(members)
    }

    static func encode(_ goals: Goals) -> JSONValue {
        var members: [(String, JSONValue)] = []
        if let kcal = goals.kcal { members.append(("kcal", .rounded(kcal, places: 1))) }
        if let protein = goals.protein { members.append(("protein", .rounded(protein, places: 1))) }
        if let carbs = goals.carbs { members.append(("carbs", .rounded(carbs, places: 1))) }
        if let fat = goals.fat { members.append(("fat", .rounded(fat, places: 1))) }
        if !goals.details.isEmpty { members.append(("nutrients", encode(goals.details))) }
        return .object(members)
    }

    static func encode(_ favorite: Favorite) -> JSONValue {
        var members: [(String, JSONValue)] = [("name", .string(favorite.name))]
        if let grams = favorite.amount.grams { members.append(("grams", .rounded(grams, places: 1))) }
        if let servings = favorite.amount.servings { members.append(("servings", .rounded(servings, places: 2))) }
        members += nutrientMembers(favorite.nutrients)
        members.append(("source", .string(favorite.source.rawValue)))
        if let confidence = favorite.confidence { members.append(("confidence", .rounded(confidence, places: 2))) }
        if let reference = favorite.reference { members.append(("ref", .string(reference))) }
        return .object(members)
    }

    // MARK: - Decoding parts

    /// A whole number inside `range`: a position beyond it (a hand-edited 1e300) reads as the
    /// nearest end (the end of the list), instead of trapping.
    static func clamped(_ value: Double, to range: PlausibleRange) -> Int {
        Int(saturating: min(max(value.rounded(), range.lower), range.upper))
    }

    static func number(_ object: JSONValue, _ key: String) -> Double? { object[key]?.doubleValue }

    static func decodeNutrients(_ value: JSONValue) throws(DecodeFailure) -> Nutrients {
        guard let kcal = number(value, "kcal"), kcal.isFinite else { throw DecodeFailure(reason: "missing \"kcal\"") }
        return Nutrients(kcal: kcal, protein: number(value, "protein"), carbs: number(value, "carbs"), fat: number(value, "fat"),
                         details: decodeDetails(value))
    }

    /// The `"nutrients"` member of `value`, if any. Keys this foodlog does not know (a later
    /// version's nutrient) and values that are not numbers are skipped, never the whole line:
    /// the entry's other numbers still count. A value out of its range is kept, to be shown
    /// marked (`ImplausibleField`).
    static func decodeDetails(_ value: JSONValue) -> NutrientValues {
        guard case .object(let members)? = value["nutrients"] else { return NutrientValues() }
        var details = NutrientValues()
        for (key, member) in members {
            guard let nutrient = Nutrient.allCases.first(where: { $0.key == key }), let number = member.doubleValue else { continue }
            details[nutrient] = number
        }
        return details
    }

    static func decodeSource(_ value: JSONValue) throws(DecodeFailure) -> EntrySource {
        guard let text = value["source"]?.stringValue else { return .manual }
        guard let source = EntrySource(rawValue: text) else { throw DecodeFailure(reason: "unknown source \"\(text)\"") }
        return source
    }

    static func decodeEntry(_ value: JSONValue) throws(DecodeFailure) -> JournalEntry {
        guard let id = value["id"]?.stringValue, !id.isEmpty else { throw DecodeFailure(reason: "entry without \"id\"") }
        guard let timeText = value["time"]?.stringValue, let time = LocalTime(iso: timeText) else {
            throw DecodeFailure(reason: "entry without a valid \"time\" (YYYY-MM-DDTHH:MM:SS+HH:MM)")
        }
        guard let name = value["name"]?.stringValue else { throw DecodeFailure(reason: "entry without \"name\"") }
        var meal = Meal.from(hour: time.hour)
        if let text = value["meal"]?.stringValue {
            guard let parsed = Meal(rawValue: text) else { throw DecodeFailure(reason: "unknown meal \"\(text)\"") }
            meal = parsed
        }
        return JournalEntry(id: id, time: time, meal: meal, name: name,
                            amount: Amount(grams: number(value, "grams"), servings: number(value, "servings")),
                            nutrients: try decodeNutrients(value), source: try decodeSource(value),
                            confidence: number(value, "confidence"), photo: value["photo"]?.stringValue,
                            reference: value["ref"]?.stringValue)
    }

    static func decodeChanges(_ value: JSONValue) throws(DecodeFailure) -> EntryChanges {
        var changes = EntryChanges(name: value["name"]?.stringValue, grams: number(value, "grams"),
                                   servings: number(value, "servings"), kcal: number(value, "kcal"),
                                   protein: number(value, "protein"), carbs: number(value, "carbs"), fat: number(value, "fat"),
                                   details: decodeDetails(value))
        if let text = value["time"]?.stringValue {
            guard let time = LocalTime(iso: text) else { throw DecodeFailure(reason: "edit with an invalid \"time\"") }
            changes.time = time
        }
        if let text = value["meal"]?.stringValue {
            guard let meal = Meal(rawValue: text) else { throw DecodeFailure(reason: "unknown meal \"\(text)\"") }
            changes.meal = meal
        }
        return changes
    }

    static func decodeFavorite(_ value: JSONValue) throws(DecodeFailure) -> Favorite {
        guard let name = value["name"]?.stringValue, !name.isEmpty else { throw DecodeFailure(reason: "favorite without \"name\"") }
        return Favorite(name: name, amount: Amount(grams: number(value, "grams"), servings: number(value, "servings")),
                        nutrients: try decodeNutrients(value), source: try decodeSource(value),
                        confidence: number(value, "confidence"), reference: value["ref"]?.stringValue)
    }
}
