import FoodlogSupport
import Testing

/// Issue 8, class 3: one function removes every 12+ character run of a key, in any case.
@Suite struct SecretRedactionTests {
    let key = "sk-proj-ABCdef0123456789XYZ"

    @Test func wholeKeysPartsAndOtherCasesAreRedacted() {
        #expect(SecretRedaction.redact("bad key \(key)!", secrets: [key]) == "bad key [key]!")
        #expect(SecretRedaction.redact("key=" + key.uppercased(), secrets: [key]) == "key=[key]")
        #expect(SecretRedaction.redact("…ef0123456789xy… rest", secrets: [key]) == "…[key]… rest")
        #expect(SecretRedaction.redact("prefix sk-proj-ABC suffix", secrets: [key]) == "prefix sk-proj-ABC suffix")
        #expect(SecretRedaction.redact("prefix sk-proj-ABCd suffix", secrets: [key]) == "prefix [key] suffix")
        #expect(SecretRedaction.redact("\(key) and \(key)", secrets: [key]) == "[key] and [key]")
        #expect(SecretRedaction.redact("a sk-proj-ABCdef01 b", secrets: ["other-key-123456", key]) == "a [key] b")
    }

    @Test func shortKeysOnlyWholeAndPlaceholdersNever() {
        #expect(SecretRedaction.redact("key ollama rejected", secrets: ["ollama"]) == "key [key] rejected")
        #expect(SecretRedaction.redact("key olla rejected", secrets: ["ollama"]) == "key olla rejected")
        #expect(SecretRedaction.redact("x marks", secrets: ["x"]) == "x marks")
        #expect(SecretRedaction.redact("nothing here", secrets: []) == "nothing here")
    }

    @Test func nonASCIITextAroundAKeyIsKept() {
        #expect(SecretRedaction.redact("crème \(key) brûlée", secrets: [key]) == "crème [key] brûlée")
    }
}
