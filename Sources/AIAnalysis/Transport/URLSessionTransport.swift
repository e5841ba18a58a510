import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `HTTPTransport` over `URLSession`: ephemeral (no cookies, no URL cache on disk), no
/// redirects followed (a redirect must never carry an API key to another host), and a hard
/// deadline per request.
///
/// The session is created on the first request, so a run answered from the cache never pays for
/// setting one up.
public final class URLSessionTransport: HTTPTransport, @unchecked Sendable {
    private var created: URLSession?
    private let lock = NSLock()
    private let delegate = NoRedirects()

    public init() {}

    deinit { created?.invalidateAndCancel() }

    private var session: URLSession {
        lock.lock()
        defer { lock.unlock() }
        if let created { return created }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
        created = session
        return session
    }

    public func send(_ request: HTTPRequest, timeout: Double) throws(TransportError) -> HTTPResponse {
        guard let url = URL(string: request.url), let scheme = url.scheme, scheme == "http" || scheme == "https", url.host != nil else {
            throw .invalidURL(request.url)
        }
        var urlRequest = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: max(0.05, timeout))
        urlRequest.httpMethod = request.method
        for (name, value) in request.headers { urlRequest.addValue(value, forHTTPHeaderField: name) }
        if !request.body.isEmpty { urlRequest.httpBody = Data(request.body) }

        let box = ResultBox()
        let done = DispatchSemaphore(value: 0)
        let task = session.dataTask(with: urlRequest) { data, response, error in
            if let error {
                let nsError = error as NSError
                if nsError.domain == NSURLErrorDomain, nsError.code == NSURLErrorTimedOut {
                    box.set(.failure(.timedOut))
                } else {
                    box.set(.failure(.connectionFailed(URLSessionTransport.describe(nsError))))
                }
            } else if let http = response as? HTTPURLResponse {
                var headers: [String: String] = [:]
                for (name, value) in http.allHeaderFields {
                    if let name = name as? String, let value = value as? String { headers[name] = value }
                }
                box.set(.success(HTTPResponse(status: http.statusCode, headers: headers, body: [UInt8](data ?? Data()))))
            } else {
                box.set(.failure(.connectionFailed("no HTTP response")))
            }
            done.signal()
        }
        task.resume()
        if done.wait(timeout: .now() + max(0.05, timeout)) == .timedOut {
            task.cancel()
            throw .timedOut
        }
        switch box.get() {
        case .success(let response): return response
        case .failure(let error): throw error
        case nil: throw .connectionFailed("no result")
        }
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
        default: return "network error \(error.code)"
        }
    }
}

/// Holds the completion handler's result across threads.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<HTTPResponse, TransportError>?
    func set(_ value: Result<HTTPResponse, TransportError>) { lock.lock(); result = value; lock.unlock() }
    func get() -> Result<HTTPResponse, TransportError>? { lock.lock(); defer { lock.unlock() }; return result }
}

/// Refuses every redirect: the 3xx response itself is returned to the caller.
private final class NoRedirects: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        completionHandler(nil)
    }
}
