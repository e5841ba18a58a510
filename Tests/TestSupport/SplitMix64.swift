/// A small, fast, seedable random number generator (SplitMix64), so random test cases are the
/// same on every run and a fuzz run is the same run for the same `--seed`: each fuzz iteration
/// gets its own generator derived from the seed, the class and the iteration number, whatever
/// worker happens to run it.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    /// The generator for one iteration of one fuzz class.
    public init(seed: UInt64, stream: String, iteration: Int) {
        var mixed = seed ^ 0x9E37_79B9_7F4A_7C15
        for byte in stream.utf8 { mixed = (mixed ^ UInt64(byte)) &* 0x100_0000_01B3 }
        state = mixed ^ (UInt64(truncatingIfNeeded: iteration) &* 0xBF58_476D_1CE4_E5B9)
        _ = next()
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<upperBound` (0 when `upperBound` is 0).
    public mutating func below(_ upperBound: Int) -> Int {
        upperBound <= 0 ? 0 : Int(next() % UInt64(upperBound))
    }

    /// True with probability `numerator / denominator`.
    public mutating func chance(_ numerator: Int, in denominator: Int) -> Bool { below(denominator) < numerator }

    /// One element of a non-empty array.
    public mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
