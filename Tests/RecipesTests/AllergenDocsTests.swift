import Foundation
import Testing
import TestSupport
@testable import Recipes

/// docs/recipes.md documents the allergen lists; this keeps it in step with the code.
@Suite("Allergen documentation")
struct AllergenDocsTests {
    @Test("every term and safe phrase of every allergy is in its section of docs/recipes.md")
    func listsMatch() throws {
        let text = try String(contentsOfFile: SharedData.packageRoot + "/docs/recipes.md", encoding: .utf8)
        for allergen in Allergen.allCases {
            let marker = "#### \(allergen.name)\n"
            guard let start = text.range(of: marker) else {
                Issue.record("docs/recipes.md has no section '#### \(allergen.name)'")
                continue
            }
            let rest = text[start.upperBound...]
            let section = rest.range(of: "\n#")
                .map { rest[..<$0.lowerBound] } ?? rest
            for term in allergen.rule.terms + allergen.rule.safePhrases {
                #expect(section.contains(term), "docs/recipes.md, \(allergen.name): '\(term)' is missing")
            }
        }
    }
}
