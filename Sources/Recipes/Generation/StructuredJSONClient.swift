import AIAnalysis

/// Something that answers a structured request with JSON that passed `validate`: the provider
/// chain in the app (fallback, retries, cache), a scripted stand-in in unit tests. Errors it
/// throws (every provider failed, no key, ...) reach the person unchanged.
public protocol StructuredJSONClient: Sendable {
    func answer(_ request: StructuredRequest, validate: @escaping AnswerValidator) throws -> StructuredAnswer
}

extension ProviderChain: StructuredJSONClient {
    public func answer(_ request: StructuredRequest, validate: @escaping AnswerValidator) throws -> StructuredAnswer {
        try run(request, validate: validate)
    }
}

/// The checks the chain applies to each answer before accepting (and caching) it, so a malformed
/// recipe counts as a failed attempt with a precise reason and is retried like any other failure.
public enum RecipeValidators {
    /// Accepts answers that decode into a valid `Recipe`.
    public static let recipe: AnswerValidator = { json in
        do throws(AnswerError) {
            _ = try RecipeAnswerDecoder.decode(json.rendered())
            return .success((json, []))
        } catch {
            return .failure(.malformed("recipe unusable: " + error.reason))
        }
    }

    /// Accepts receipt answers with at least one food item. A receipt with no food is not worth
    /// asking the same provider again; the next provider may read it better.
    public static let receipt: AnswerValidator = { json in
        do throws(AnswerError) {
            _ = try ReceiptAnswerDecoder.decode(json.rendered())
            return .success((json, []))
        } catch .noFood {
            return .failure(.skip("no food items found on the receipt", .badData))
        } catch {
            return .failure(.malformed("receipt unusable: " + error.reason))
        }
    }
}
