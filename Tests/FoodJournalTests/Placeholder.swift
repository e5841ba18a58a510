import Testing
@testable import FoodJournal
