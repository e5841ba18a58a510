import Testing
@testable import FoodlogSupport
