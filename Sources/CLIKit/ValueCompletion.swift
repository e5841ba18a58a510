/// What a command-line value can be, so that shell completions, man pages and usage lines are all
/// generated from the same specs as the parser.
public enum ValueCompletion: Sendable, Equatable {
    /// Free text: nothing to offer.
    case none
    /// One of a fixed set of words (`--meal breakfast`).
    case choices([String])
    /// A path to a file.
    case file
    /// A path to a directory.
    case directory
    /// Values only the program knows at run time (entry ids, favorite names, food names): the
    /// completion scripts ask `foodlog __complete KIND PREFIX` for them.
    case dynamic(String)
}
