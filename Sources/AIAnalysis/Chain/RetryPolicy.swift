/// How often and how long the chain waits before trying a provider again.
public struct RetryPolicy: Sendable, Equatable {
    /// Attempts per provider, the first included.
    public var maxAttempts: Int
    /// First backoff in seconds; doubles each retry.
    public var baseDelay: Double
    /// Longest computed backoff.
    public var maxDelay: Double
    /// Longest server-requested delay the chain will sleep; beyond it, the next provider is asked.
    public var maxServerDelay: Double
    /// Fraction of the backoff removed at random (0.25: between 75 % and 100 % of it).
    public var jitter: Double

    public init(maxAttempts: Int = 3, baseDelay: Double = 0.5, maxDelay: Double = 8, maxServerDelay: Double = 20, jitter: Double = 0.25) {
        self.maxAttempts = maxAttempts
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.maxServerDelay = maxServerDelay
        self.jitter = jitter
    }

    /// The wait before attempt `attempt + 1` (attempt counts from 1), given a server hint and a
    /// random number in `0..<1`. Nil when the server asks for more than `maxServerDelay`.
    public func delay(afterAttempt attempt: Int, serverHint: Double?, random: Double) -> Double? {
        if let serverHint {
            return serverHint <= maxServerDelay ? serverHint : nil
        }
        var delay = baseDelay
        for _ in 1..<max(attempt, 1) { delay *= 2 }
        delay = min(delay, maxDelay)
        return delay * (1 - jitter * min(max(random, 0), 1))
    }
}
