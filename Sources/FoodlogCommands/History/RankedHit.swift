import FoodIndex

/// A search result with whether it is one of your foods (shown first, marked "recent").
struct RankedHit {
    var hit: SearchHit
    var recent: Bool
}
