import Testing
@testable import Recipes
