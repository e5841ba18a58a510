import Foundation
import FoodlogSupport
import HTTPClient

/// Helpers shared by the provider clients to read errors and retry hints.
public enum ProviderErrorText {
    /// Parses `retry-after-ms` (milliseconds) or `retry-after` (seconds) headers.
    public static func retryDelay(_ response: HTTPResponse) -> Double? {
        if let text = response.header("retry-after-ms"), let ms = Double(text.trimmingSpaces), ms.isFinite, ms >= 0 {
            return ms / 1000
        }
        if let text = response.header("retry-after"), let seconds = Double(text.trimmingSpaces), seconds.isFinite, seconds >= 0 {
            return seconds
        }
        return nil
    }

    /// Parses a protobuf duration such as `"26s"` or `"1.5s"`.
    public static func protobufDuration(_ text: String) -> Double? {
        guard text.hasSuffix("s"), let value = Double(text.dropLast()), value.isFinite, value >= 0 else { return nil }
        return value
    }

    /// Shortens a provider's message for a one-line outcome: every 12+ character run of the key
    /// removed (`SecretRedaction`, case-insensitive, over the whole message so a key split
    /// across lines is caught too), then the first line as an escaped excerpt of at most 120
    /// characters (`TextExcerpt.escaped`).
    public static func clean(_ message: String, key: String?) -> String {
        let redacted = SecretRedaction.redact(message, secrets: key.map { [$0] } ?? [])
        return TextExcerpt.escaped(redacted.split(separator: "\n").first.map(String.init) ?? "", limit: 120)
    }

    /// A status line for failures with no better description.
    public static func status(_ code: Int) -> String { "HTTP \(code)" }
}

extension String {
    var trimmingSpaces: String {
        String(self.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
