/// Folds text to the form the index stores: lower case, accents removed, ligatures spelled out.
///
/// Done with a fixed table rather than Unicode normalization so that the index builder and the
/// query side fold identically on every platform and toolchain (and without Foundation).
enum TextFolding {
    /// The folded spelling of a non-ASCII scalar, `""` for a combining mark (dropped), or `nil`
    /// when the scalar is not a letter or digit (a word separator).
    static func fold(_ scalar: Unicode.Scalar) -> String? {
        let value = scalar.value
        if (0x300...0x36F).contains(value) { return "" }
        if let mapped = latinTable[value] { return mapped }
        let properties = scalar.properties
        if properties.isAlphabetic || properties.numericType != nil {
            return properties.lowercaseMapping
        }
        return nil
    }

    /// Latin-1 Supplement and Latin Extended-A letters with their plain-ASCII spelling.
    static let latinTable: [UInt32: String] = {
        var table: [UInt32: String] = [:]
        let groups: [(String, String)] = [
            ("ÀÁÂÃÄÅàáâãäåĀāĂăĄą", "a"), ("ÇçĆćĈĉĊċČč", "c"), ("ĎďĐđÐð", "d"),
            ("ÈÉÊËèéêëĒēĔĕĖėĘęĚě", "e"), ("ĜĝĞğĠġĢģ", "g"), ("ĤĥĦħ", "h"),
            ("ÌÍÎÏìíîïĨĩĪīĬĭĮįİı", "i"), ("Ĵĵ", "j"), ("Ķķĸ", "k"), ("ĹĺĻļĽľĿŀŁł", "l"),
            ("ÑñŃńŅņŇňŉŊŋ", "n"), ("ÒÓÔÕÖØòóôõöøŌōŎŏŐő", "o"), ("ŔŕŖŗŘř", "r"),
            ("ŚśŜŝŞşŠšſ", "s"), ("ŢţŤťŦŧ", "t"), ("ÙÚÛÜùúûüŨũŪūŬŭŮůŰűŲų", "u"), ("Ŵŵ", "w"),
            ("ÝýÿŶŷŸ", "y"), ("ŹźŻżŽž", "z"), ("Ææ", "ae"), ("Œœ", "oe"), ("ß", "ss"),
            ("Þþ", "th"), ("Ĳĳ", "ij"),
        ]
        for (letters, folded) in groups {
            for scalar in letters.unicodeScalars { table[scalar.value] = folded }
        }
        return table
    }()
}
