import FoodlogSupport

/// What a command-line process holds until it exits instead of freeing it.
///
/// A `ProductIndex` unmaps its six files when it is freed. A `foodlog search` that has printed its
/// results is about to exit, and the kernel drops the maps at exit in one pass, for less than the
/// six `munmap` calls cost (0.05-0.1 ms of a 1.8 ms search at 821 000 products, `perf stat -r 200`).
/// Only the live context hands objects here (`CommandContext.keepUntilExit`); commands run
/// in-process by tests free what they open as usual.
enum ProcessLifetime {
    private static let lock = ConditionLock()
    nonisolated(unsafe) private static var kept: [AnyObject] = []

    static func keep(_ object: AnyObject) {
        lock.withLock { kept.append(object) }
    }
}
