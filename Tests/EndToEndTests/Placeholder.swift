import Testing
import FoodIndex
