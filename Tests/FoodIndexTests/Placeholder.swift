import Testing
@testable import FoodIndex
