import Dispatch
import Foundation
import FoodlogSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `HTTPTransport` over `URLSession`: ephemeral (no cookies, no URL cache on disk), no
/// redirects followed (a redirect must never carry an API key to another host), a hard
/// deadline per request, and a cap on the body.
///
/// The body is streamed through a data delegate and counted as it arrives (after gzip/deflate
/// decoding, which URLSession does), so a never-ending body or a decompression bomb stops at
/// `maxBodyBytes` with `TransportError.bodyTooLarge` and bounded memory instead of being buffered
/// whole. On Linux a redirect's body never reaches the delegate (URLSession buffers it until it
/// ends), so a redirect still streaming after half a second is abandoned.
///
/// Plain-http requests to a loopback address never go through a proxy: such a request may carry
/// an API key in clear text (a local server), and a proxy from `http_proxy` or `all_proxy` would
/// receive it. On Linux, where URLSession's libcurl reads those variables itself, `localhost`,
/// `127.0.0.0/8` and `::1` are added to `no_proxy` once, before the first session exists; on
/// macOS such requests use a session whose proxy dictionary is empty. https requests keep the
/// system's proxy (the key is inside TLS).
///
/// Sessions are created on the first request, so a run answered from the cache never pays for
/// setting one up.
public final class URLSessionTransport: HTTPTransport, @unchecked Sendable {
    /// 8 MiB: the largest real provider answer is a few kilobytes, an Open Food Facts product
    /// with every field some tens of kilobytes.
    public static let defaultMaxBodyBytes = 8 << 20

    /// The most body bytes one response may have.
    public let maxBodyBytes: Int
    private var proxied: URLSession?
    private var direct: URLSession?
    private let lock = NSLock()
    private let delegate = BodyCollector()

    public init(maxBodyBytes: Int = URLSessionTransport.defaultMaxBodyBytes) {
        self.maxBodyBytes = max(1, maxBodyBytes)
        LoopbackProxyBypass.install()
    }

    deinit {
        let sessions = [proxied, direct].compactMap { $0 }
        guard !sessions.isEmpty else { return }
        URLSessionTransport.abandon { for session in sessions { session.invalidateAndCancel() } }
    }

    /// Runs a cancellation off the caller's thread. Cancelling waits for URLSession's work queue,
    /// which stays busy for as long as a flooding server keeps the socket full (libcurl inflates a
    /// gzip bomb in a loop that ends only when the socket drains); the caller must not wait for it.
    static func abandon(_ work: @escaping @Sendable () -> Void) {
        DispatchQueue.global().async(execute: work)
    }

    /// The session for a request: one without any proxy for plain http to loopback.
    private func session(direct wantsDirect: Bool) -> URLSession {
        lock.lock()
        defer { lock.unlock() }
        if wantsDirect, let direct { return direct }
        if !wantsDirect, let proxied { return proxied }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.urlCredentialStorage = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        if wantsDirect { configuration.connectionProxyDictionary = [:] }
        let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
        if wantsDirect { direct = session } else { proxied = session }
        return session
    }

    public func send(_ request: HTTPRequest, timeout: Double) throws(TransportError) -> HTTPResponse {
        guard let url = URL(string: request.url), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              url.host != nil else {
            throw .invalidURL(request.url)
        }
        let seconds = max(0.05, timeout)
        var urlRequest = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: seconds)
        urlRequest.httpMethod = request.method
        for (name, value) in request.headers { urlRequest.addValue(value, forHTTPHeaderField: name) }
        if !request.body.isEmpty { urlRequest.httpBody = Data(request.body) }

        let wantsDirect = scheme == "http" && URLSafety.isLoopback(request.url)
        let state = ResponseState(limit: maxBodyBytes)
        let started = StartedTask()
        let delegate = self.delegate
        // Created and started off this thread: both wait for URLSession's work queue, which a
        // server still flooding an abandoned earlier request can keep busy for as long as it
        // sends; the deadline below must hold even then.
        let request = urlRequest
        let session = session(direct: wantsDirect)
        URLSessionTransport.abandon {
            let task = session.dataTask(with: request)
            delegate.register(task, state: state)
            guard started.publish(task) else {
                delegate.unregister(task)
                task.cancel()
                return
            }
            task.resume()
        }
        defer {
            if let task = started.giveUp() { delegate.unregister(task) }
            // A session whose request was given up on (deadline, held redirect, body over the
            // cap) may still be reading a flood that keeps its work queue busy; later requests
            // get a fresh session rather than wait behind it.
            if state.wasAbandoned { retire(session) }
        }

        // Wait in short slices: the deadline is hard, and a redirect's body, which URLSession
        // keeps to itself instead of passing it to the delegate, is not left to grow.
        let deadline = DispatchTime.now() + seconds
        var headWithoutResponse: DispatchTime?
        while state.done.wait(timeout: .now() + .milliseconds(10)) == .timedOut {
            let now = DispatchTime.now()
            if now >= deadline {
                state.abandon()
                if let task = started.giveUp() { delegate.unregister(task); URLSessionTransport.abandon { task.cancel() } }
                throw .timedOut
            }
            if let task = started.task, URLSessionTransport.isHoldingRedirectBody(task, state: state) {
                let since = headWithoutResponse ?? now
                headWithoutResponse = since
                if now >= since + URLSessionTransport.redirectBodyGrace {
                    state.abandon()
                    if let task = started.giveUp() { delegate.unregister(task); URLSessionTransport.abandon { task.cancel() } }
                    throw .connectionFailed("redirect not followed")
                }
            } else {
                headWithoutResponse = nil
            }
        }
        return try state.result()
    }

    /// Stops handing out `session`; it is invalidated off this thread (that waits for its work queue).
    private func retire(_ session: URLSession) {
        lock.lock()
        if direct === session { direct = nil }
        if proxied === session { proxied = nil }
        lock.unlock()
        URLSessionTransport.abandon { session.invalidateAndCancel() }
    }

    /// How long a response head may stay unreported while its body streams in. swift-corelibs-
    /// foundation reports a 301-308 response only when its body has ended, buffering the body
    /// internally (never through the delegate), so an endless redirect body would grow without
    /// bound; redirects are never followed, so such a response is abandoned after this long.
    static let redirectBodyGrace: Double = 0.5

    /// Whether the response head has arrived (the expected length is known) but the delegate has
    /// not been told of a response: a redirect whose body URLSession is holding back.
    private static func isHoldingRedirectBody(_ task: URLSessionTask, state: ResponseState) -> Bool {
        // URLSession sets `task.response` as it queues the delegate's call, so a busy delegate
        // queue does not look like a held redirect.
        task.countOfBytesExpectedToReceive != 0 && task.response == nil && !state.hasResponse
    }

    /// A short description of a URL-loading error without the URL (which could carry a query key).
    static func describe(_ error: NSError) -> String {
        switch error.code {
        case NSURLErrorCannotConnectToHost: return "connection refused"
        case NSURLErrorNetworkConnectionLost: return "connection lost"
        case NSURLErrorNotConnectedToInternet: return "offline"
        case NSURLErrorCannotFindHost, NSURLErrorDNSLookupFailed: return "host not found"
        case NSURLErrorSecureConnectionFailed, NSURLErrorServerCertificateUntrusted,
             NSURLErrorServerCertificateHasBadDate, NSURLErrorServerCertificateNotYetValid:
            return "TLS failure"
        case NSURLErrorBadServerResponse: return "bad server response"
        case NSURLErrorCancelled: return "cancelled"
        case NSURLErrorCannotDecodeContentData, NSURLErrorCannotDecodeRawData: return "body could not be decoded"
        default:
            // On Linux, curl's "transfer closed with N bytes remaining to read" arrives as -1.
            if error.localizedDescription.contains("remaining to read") { return "response cut off" }
            return "network error \(error.code)"
        }
    }
}

/// The task of one request, handed from the thread that creates it to the one that waits: either
/// it is published before the waiter gives up, or the creator learns it was given up on.
private final class StartedTask: @unchecked Sendable {
    private let lock = NSLock()
    private var created: URLSessionDataTask?
    private var gaveUp = false

    /// The task, once published and until given up on.
    var task: URLSessionDataTask? { lock.lock(); defer { lock.unlock() }; return gaveUp ? nil : created }

    /// Publishes the task; false when the waiter has given up already (the creator cleans up).
    func publish(_ task: URLSessionDataTask) -> Bool {
        lock.lock(); defer { lock.unlock() }
        guard !gaveUp else { return false }
        created = task
        return true
    }

    /// Marks the request as done with (answered or given up on); returns the task if it was
    /// published, for the waiter to clean up, exactly once.
    func giveUp() -> URLSessionDataTask? {
        lock.lock(); defer { lock.unlock() }
        guard !gaveUp else { return nil }
        gaveUp = true
        return created
    }
}

/// One request's response as it arrives: the head, the body so far, and how it ended.
private final class ResponseState: @unchecked Sendable {
    let limit: Int
    let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var response: HTTPURLResponse?
    private var body: [UInt8] = []
    private var overflowed = false
    private var error: NSError?
    private var finished = false
    private var abandoned = false

    init(limit: Int) { self.limit = limit }

    /// Marks the task as given up on (before it is cancelled); false when it already was.
    @discardableResult
    func abandon() -> Bool {
        lock.lock(); defer { lock.unlock() }
        let first = !abandoned
        abandoned = true
        return first
    }

    /// Runs `body` (answering URLSession) only while the task is not given up on, holding the
    /// lock so that a cancellation cannot slip in between: swift-corelibs-foundation traps when
    /// a redirect is answered after its task was cancelled.
    func unlessAbandoned(_ body: () -> Void) {
        lock.lock(); defer { lock.unlock() }
        if !abandoned { body() }
    }

    /// Records the head; false when a declared length already exceeds the limit.
    func receive(_ response: URLResponse) -> Bool {
        lock.lock(); defer { lock.unlock() }
        self.response = response as? HTTPURLResponse
        let encoded = (self.response?.value(forHTTPHeaderField: "Content-Encoding") ?? "identity").lowercased() != "identity"
        if !encoded, response.expectedContentLength > Int64(limit) {
            overflowed = true
            abandoned = true
            return false
        }
        body.reserveCapacity(Int(min(max(response.expectedContentLength, 0), Int64(limit), 1 << 20)))
        return true
    }

    /// What `append` did with a chunk.
    enum Appended { case kept, overflowedNow, ignored }

    /// Appends body bytes, until the limit is passed: the chunk that passes it reports
    /// `overflowedNow` (once), later ones are dropped as `ignored`.
    func append(_ data: Data) -> Appended {
        lock.lock(); defer { lock.unlock() }
        guard !overflowed, !finished else { return .ignored }
        guard body.count + data.count <= limit else {
            overflowed = true
            abandoned = true
            body = []
            return .overflowedNow
        }
        body.append(contentsOf: data)
        return .kept
    }

    func finish(_ error: Error?) {
        lock.lock()
        let first = !finished
        finished = true
        if let error { self.error = error as NSError }
        lock.unlock()
        if first { done.signal() }
    }

    var hasResponse: Bool { lock.lock(); defer { lock.unlock() }; return response != nil || finished }

    /// Whether the request was given up on before it ended on its own.
    var wasAbandoned: Bool { lock.lock(); defer { lock.unlock() }; return abandoned }

    func result() throws(TransportError) -> HTTPResponse {
        lock.lock(); defer { lock.unlock() }
        if overflowed { throw .bodyTooLarge(limit: limit) }
        if let error {
            if error.domain == NSURLErrorDomain, error.code == NSURLErrorTimedOut { throw .timedOut }
            throw .connectionFailed(URLSessionTransport.describe(error))
        }
        guard let response else { throw .connectionFailed("no HTTP response") }
        var headers: [String: String] = [:]
        for (name, value) in response.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name] = value }
        }
        return HTTPResponse(status: response.statusCode, headers: headers, body: body)
    }
}

/// The session delegate: routes each task's events to its `ResponseState`, enforces the body
/// cap as bytes arrive, and refuses every redirect (the 3xx response itself is the answer).
private final class BodyCollector: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var states: [ObjectIdentifier: ResponseState] = [:]

    func register(_ task: URLSessionTask, state: ResponseState) {
        lock.lock(); states[ObjectIdentifier(task)] = state; lock.unlock()
    }

    func unregister(_ task: URLSessionTask) {
        lock.lock(); states[ObjectIdentifier(task)] = nil; lock.unlock()
    }

    private func state(_ task: URLSessionTask) -> ResponseState? {
        lock.lock(); defer { lock.unlock() }
        return states[ObjectIdentifier(task)]
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        guard let state = state(dataTask) else {
            completionHandler(.cancel)
            URLSessionTransport.abandon { dataTask.cancel() }
            return
        }
        guard state.receive(response) else {
            state.finish(nil)
            completionHandler(.cancel)
            URLSessionTransport.abandon { dataTask.cancel() }
            return
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        // Wake the waiting caller, then cancel once, off this queue (see `abandon`): chunks still
        // queued behind this one are dropped cheaply.
        guard let state = state(dataTask), state.append(data) == .overflowedNow else { return }
        state.finish(nil)
        URLSessionTransport.abandon { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        state(task)?.finish(error)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        // A task given up on is being cancelled: answering now would trap in URLSession.
        state(task)?.unlessAbandoned { completionHandler(nil) }
    }
}
