extension String {
    /// The text with control characters (C0, DEL, C1: terminal escapes, new lines) shown as `?`,
    /// for names from indexes and from the user echoed in tables and one-line messages.
    var terminalSafe: String {
        var result = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            let value = scalar.value
            result.append(value < 0x20 || (0x7F...0x9F).contains(value) ? "?" : scalar)
        }
        return String(result)
    }
}
