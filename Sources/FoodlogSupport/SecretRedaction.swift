/// The one function that removes API keys from text foodlog shows or stores: errors, progress
/// lines, provider messages and cached answers all pass through `redact`.
///
/// Any run of `minimumRun` (12) or more characters that also occurs in a key is replaced by
/// `[key]`, compared case-insensitively, so a server that echoes the key back, upper-cases it,
/// or quotes only part of it cannot get it onto a terminal or into a file. A key shorter than
/// 12 characters is redacted only where it occurs whole; a key shorter than 4 characters (a
/// placeholder such as `x` for a local server) is not treated as a secret at all.
public enum SecretRedaction {
    /// The shortest run of a key that is redacted.
    public static let minimumRun = 12
    /// Keys shorter than this are placeholders, not secrets.
    public static let minimumSecretLength = 4
    /// What a redacted run is replaced with.
    public static let placeholder = "[key]"

    /// `text` with every run of a secret (see the type's documentation) replaced by `[key]`.
    public static func redact(_ text: String, secrets: [String]) -> String {
        let usable = secrets.filter { $0.unicodeScalars.count >= minimumSecretLength }
        guard !usable.isEmpty, !text.isEmpty else { return text }
        let scalars = Array(text.unicodeScalars)
        let folded = scalars.map(fold)
        var marked = [Bool](repeating: false, count: scalars.count)
        var any = false
        for secret in usable {
            let key = secret.unicodeScalars.map(fold)
            let window = min(minimumRun, key.count)
            guard scalars.count >= window else { continue }
            var windows = Set<[UInt32]>()
            for start in 0...(key.count - window) { windows.insert(Array(key[start..<(start + window)])) }
            for start in 0...(folded.count - window) where windows.contains(Array(folded[start..<(start + window)])) {
                for index in start..<(start + window) { marked[index] = true }
                any = true
            }
        }
        guard any else { return text }
        var out = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if marked[index] {
                out.append(contentsOf: placeholder.unicodeScalars)
                while index < scalars.count, marked[index] { index += 1 }
            } else {
                out.append(scalars[index])
                index += 1
            }
        }
        return String(out)
    }

    /// A scalar folded for comparison: its lower-case form when that is a single scalar.
    private static func fold(_ scalar: Unicode.Scalar) -> UInt32 {
        if scalar.isASCII {
            let value = scalar.value
            return (65...90).contains(value) ? value + 32 : value
        }
        let lower = scalar.properties.lowercaseMapping.unicodeScalars
        return lower.count == 1 ? lower.first?.value ?? scalar.value : scalar.value
    }
}
