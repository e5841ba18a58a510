// The two threading primitives the index builder's pipeline needs, over pthreads (the platform
// differences in pthread_create's types are kept in this file).

/// A thread running one closure; `join()` waits for it to return.
///
/// Used where a second core pays for a long batch job (the index builder reads and analyses rows
/// on one thread while the calling thread writes the index).
public final class WorkerThread: @unchecked Sendable {
    #if canImport(Glibc)
    private var thread = pthread_t()
    #else
    private var thread: pthread_t?
    #endif
    private var joined = false

    /// Processors online (at least 1): how many threads can run at once.
    public static var processorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    /// Starts `body` on a new thread; nil when the system refuses one (the caller can run the work
    /// itself).
    public init?(_ body: @escaping @Sendable () -> Void) {
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        #if canImport(Darwin)
        let entry: @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? = { raw in
            Unmanaged<Body>.fromOpaque(raw).takeRetainedValue().run()
            return nil
        }
        #else
        let entry: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { raw in
            guard let raw else { return nil }
            Unmanaged<Body>.fromOpaque(raw).takeRetainedValue().run()
            return nil
        }
        #endif
        guard pthread_create(&thread, nil, entry, context) == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            return nil
        }
    }

    /// Waits until the closure has returned. Everything it wrote is visible afterwards.
    public func join() {
        guard !joined else { return }
        joined = true
        #if canImport(Glibc)
        pthread_join(thread, nil)
        #else
        if let thread { pthread_join(thread, nil) }
        #endif
    }

    deinit { join() }
}

/// A mutex with one condition variable, for a producer and a consumer handing work over.
public final class ConditionLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    public init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Runs `body` holding the lock.
    public func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Inside `withLock`: releases the lock until another thread calls `broadcast()`, then takes
    /// it again. Wake-ups can be spurious: wait in a loop on the condition that matters.
    public func wait() { pthread_cond_wait(condition, mutex) }

    /// Wakes every thread in `wait()`.
    public func broadcast() { pthread_cond_broadcast(condition) }
}
