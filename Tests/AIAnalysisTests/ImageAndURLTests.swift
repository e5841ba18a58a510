import Testing
@testable import AIAnalysis

@Suite struct ImageAndURLTests {
    @Test func formatsAreSniffedFromBytes() {
        #expect(ImageFormat.sniff(jpegBytes) == .jpeg)
        #expect(ImageFormat.sniff([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0]) == .png)
        #expect(ImageFormat.sniff(Array("GIF89a....".utf8)) == .gif)
        #expect(ImageFormat.sniff(Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8)) == .webp)
        #expect(ImageFormat.sniff(heicBytes) == .heic)
        #expect(ImageFormat.sniff([0, 0, 0, 0x18] + Array("ftypmif1".utf8)) == .heic)
        #expect(ImageFormat.sniff([0, 0, 0, 0x18] + Array("ftypavif".utf8)) == nil)
        #expect(ImageFormat.sniff([0, 0, 0, 0x18] + Array("ftypisom".utf8)) == nil)
        #expect(ImageFormat.sniff(Array("RIFF\u{0}\u{0}\u{0}\u{0}WAVE".utf8)) == nil)
        #expect(ImageFormat.sniff(Array("%PDF-1.7".utf8)) == nil)
        #expect(ImageFormat.sniff([0xFF, 0xD8]) == nil)
    }

    @Test func unusableInputGetsOneLineErrors() {
        do { _ = try ImageInput(bytes: [], source: "standard input"); Issue.record("accepted empty") } catch {
            #expect(error.message == "standard input is empty; pass a JPEG, PNG, WebP, GIF or HEIC photo")
            #expect(error.exitCode == .dataError)
        }
        do { _ = try ImageInput(bytes: Array("hello".utf8), source: "notes.jpg"); Issue.record("accepted text") } catch {
            #expect(error == .notAnImage(source: "notes.jpg"))
            #expect(!error.message.contains("\n"))
        }
    }

    @Test func apiKeysAreMaskedWhenPrinted() {
        let key = APIKey(testKey)
        #expect("\(key)" == "sk-t…cdef")
        #expect(String(describing: KeyState.present(key)).contains(testKey) == false)
        #expect(APIKey.mask("short") == "*****")
    }

    @Test func backoffDoublesWithJitterAndHonoursServerHints() {
        let policy = RetryPolicy()
        #expect(policy.delay(afterAttempt: 1, serverHint: nil, random: 0) == 0.5)
        #expect(policy.delay(afterAttempt: 2, serverHint: nil, random: 0) == 1.0)
        #expect(policy.delay(afterAttempt: 2, serverHint: nil, random: 1) == 0.75)
        #expect(policy.delay(afterAttempt: 9, serverHint: nil, random: 0) == 8)
        #expect(policy.delay(afterAttempt: 1, serverHint: 3, random: 0.5) == 3)
        #expect(policy.delay(afterAttempt: 1, serverHint: 60, random: 0) == nil)
        #expect(ProviderErrorText.protobufDuration("26s") == 26)
        #expect(ProviderErrorText.protobufDuration("0.5s") == 0.5)
        #expect(ProviderErrorText.protobufDuration("soon") == nil)
    }
}
