import Testing
@testable import AIAnalysis
