import HTTPClient
import Testing

/// Issue 8, class 3: a key goes over plain http only to a literal loopback address or exactly
/// `localhost`, parsed as an address (not a string prefix). `KeyHostTests` in AIAnalysisTests
/// checks that the provider chain refuses such a URL before sending anything.
@Suite struct URLSafetyTests {
    @Test(arguments: [
        "http://127.evil.example/v1", "http://127.0.0.1.evil.example/v1", "http://127.0.0.1@evil.example/v1",
        "http://user:pw@127.0.0.1/v1", "http://evil.example\\@127.0.0.1/v1", "http://2130706433/v1", "http://0x7f.0.0.1/v1",
        "http://0177.0.0.1/v1", "http://127.1/v1", "http://127.0.0.1./v1", "http://localhost./v1", "http://localhost.evil.com/v1",
        "http://sub.localhost/v1", "http://xn--lcalhost-s3a/v1", "http://lоcalhost/v1", "http://１２７.０.０.１/v1",
        "http://%6cocalhost/v1", "http://[::1%25lo]/v1", "http://[::2]/v1", "http://[::ffff:10.0.0.1]/v1",
        "http://127.0.0.256/v1", "http://127.0.0.1:99999/v1", "http://127.0.0.1:/v1", "http:///v1", "ftp://127.0.0.1/",
        "http://192.168.1.5:11434/v1", "HTTP://evil.example/v1",
    ])
    func lookAlikeHostsNeverGetAKeyOverPlainHTTP(url: String) {
        #expect(!URLSafety.mayCarryKey(url))
    }

    @Test(arguments: [
        "http://127.0.0.1:8080/v1", "http://127.8.9.10/v1", "http://localhost:11434/v1", "http://LOCALHOST/v1", "http://[::1]:11434/v1",
        "http://[0:0:0:0:0:0:0:1]/v1", "http://[::ffff:127.0.0.1]:80/v1", "HTTP://127.0.0.1/v1", "https://api.openai.com/v1",
        "https://evil.example/v1", "http://127.0.0.1#frag", "http://127.0.0.1?q=@evil.example",
    ])
    func literalLoopbackOrHTTPSMayCarryAKey(url: String) {
        #expect(URLSafety.mayCarryKey(url))
    }

    @Test func keysGoOnlyOverHTTPSOrToLoopback() {
        #expect(URLSafety.mayCarryKey("https://api.openai.com/v1"))
        #expect(URLSafety.mayCarryKey("http://127.0.0.1:8080/v1"))
        #expect(URLSafety.mayCarryKey("http://localhost:11434/v1"))
        #expect(URLSafety.mayCarryKey("http://[::1]:11434/v1"))
        #expect(!URLSafety.mayCarryKey("http://192.168.1.5:11434/v1"))
        #expect(!URLSafety.mayCarryKey("http://localhost.evil.com/v1"))
        #expect(!URLSafety.mayCarryKey("http://127.0.0.1@evil.com/v1"))
        #expect(!URLSafety.mayCarryKey("ftp://127.0.0.1/"))
        #expect(URLSafety.host(of: "https://user@Example.COM:443/path?q=1") == "example.com")
    }
}
