import Foundation
import FoodlogSupport

/// A small, real HTTP/1.1 server on 127.0.0.1 for tests: one thread, BSD sockets, an ephemeral
/// port. It answers with scripted responses (status, headers, body, a delay, a dropped connection
/// or a truncated body) and records every request (method, path, headers, body) so tests can
/// assert exactly what a client sent. Every response closes its connection.
///
///     let server = try LoopbackHTTPServer()
///     server.enqueue(.json(429, #"{"error":{}}"#, headers: [("retry-after", "1")]))
///     server.enqueue(.json(200, body))
///     // point a client at server.baseURL ...
///     #expect(server.requests.count == 2)
public final class LoopbackHTTPServer: @unchecked Sendable {
    /// One request as received.
    public struct Request: Sendable {
        public var method: String
        /// Path with query, e.g. `/v1/chat/completions`.
        public var path: String
        public var headers: [(String, String)]
        public var body: [UInt8]

        /// The first header with this name (case-insensitive).
        public func header(_ name: String) -> String? { headers.first { $0.0.lowercased() == name.lowercased() }?.1 }
        /// The body as UTF-8 text.
        public var bodyText: String { String(decoding: body, as: UTF8.self) }
        /// Every header line and the body as one string, for "the key appears nowhere" checks.
        public var raw: String { headers.map { "\($0.0): \($0.1)" }.joined(separator: "\n") + "\n\n" + bodyText }
    }

    /// A scripted answer.
    public struct Response: Sendable {
        public enum Behaviour: Sendable {
            case normal
            /// Close the connection without answering.
            case dropConnection
            /// Send the headers (with the full Content-Length) and only this many body bytes, then close.
            case truncateBody(after: Int)
            /// Send the headers without a Content-Length, then `body` over and over until the client
            /// hangs up or the server stops: a body that never ends.
            case endlessBody
            /// Like `endlessBody`, but the server closes the connection once this many bytes are sent:
            /// an answer far over a client's cap that still ends, whatever the client does.
            case oversizedBody(bytes: Int)
            /// Like `endlessBody`, but one `body` every `interval` seconds: a slow body that never ends.
            case trickleBody(interval: Double)
            /// `Content-Encoding: gzip` and a gzip stream of zeros that never ends (each 13 bytes on
            /// the wire inflate to 2 064), until the client hangs up: a decompression bomb.
            case gzipBomb
        }

        public var status: Int
        public var headers: [(String, String)]
        public var body: [UInt8]
        /// Seconds to wait before answering (to exceed a client's timeout).
        public var delay: Double
        public var behaviour: Behaviour

        public init(status: Int, headers: [(String, String)] = [], body: [UInt8] = [], delay: Double = 0, behaviour: Behaviour = .normal) {
            self.status = status
            self.headers = headers
            self.body = body
            self.delay = delay
            self.behaviour = behaviour
        }

        /// A JSON response.
        public static func json(_ status: Int, _ text: String, headers: [(String, String)] = [], delay: Double = 0) -> Response {
            Response(status: status, headers: [("Content-Type", "application/json")] + headers, body: Array(text.utf8), delay: delay)
        }

        /// The bytes of a file as a JSON response, or nil when the file cannot be read.
        public static func jsonFile(_ status: Int, path: String, headers: [(String, String)] = []) -> Response? {
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
            return Response(status: status, headers: [("Content-Type", "application/json")] + headers, body: [UInt8](data))
        }

        public static var drop: Response { Response(status: 0, behaviour: .dropConnection) }

        /// A 200 (or `status`) whose body repeats `chunk` forever.
        public static func endless(_ status: Int = 200, chunk: String = #"{"pad":"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"},"#,
                                   headers: [(String, String)] = [("Content-Type", "application/json")]) -> Response {
            Response(status: status, headers: headers, body: Array(String(repeating: chunk, count: 1024).utf8), behaviour: .endlessBody)
        }

        /// A 200 JSON answer without a length whose body repeats `chunk` until `bytes` are sent.
        public static func oversized(_ bytes: Int, chunk: String = #"{"pad":"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"},"#) -> Response {
            Response(status: 200, headers: [("Content-Type", "application/json")],
                     body: Array(String(repeating: chunk, count: 1024).utf8), behaviour: .oversizedBody(bytes: bytes))
        }

        /// A 200 (or `status`) JSON answer that is an endless gzip stream of zeros.
        public static func gzipBomb(_ status: Int = 200) -> Response {
            Response(status: status, headers: [("Content-Type", "application/json"), ("Content-Encoding", "gzip")], behaviour: .gzipBomb)
        }

        /// `text` gzip-encoded (one stored deflate block), with `Content-Encoding: gzip`.
        public static func gzipped(_ status: Int, _ text: String) -> Response {
            Response(status: status, headers: [("Content-Type", "application/json"), ("Content-Encoding", "gzip")],
                     body: GzipBytes.stored(Array(text.utf8)))
        }
    }

    public private(set) var port: Int = 0
    /// `http://127.0.0.1:PORT`.
    public var baseURL: String { "http://127.0.0.1:\(port)" }

    private let lock = NSLock()
    private var queue: [Response] = []
    private var recorded: [Request] = []
    private var stopped = false
    private let handler: (@Sendable (Request) -> Response)?
    private var listener: Int32 = -1
    private var thread: Thread?
    private let finished = DispatchSemaphore(value: 0)

    /// Starts listening. `handler` answers when no scripted response is queued (default: 500).
    public init(handler: (@Sendable (Request) -> Response)? = nil) throws {
        self.handler = handler
        #if canImport(Glibc)
        listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        listener = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard listener >= 0 else { throw ServerError("socket: \(Platform.describe(errno: Platform.errno))") }
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(listener, 16) == 0 else {
            close(listener)
            throw ServerError("bind/listen: \(Platform.describe(errno: Platform.errno))")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        port = Int(UInt16(bigEndian: address.sin_port))
        let thread = Thread { [self] in self.serve() }
        thread.name = "LoopbackHTTPServer"
        self.thread = thread
        thread.start()
    }

    deinit { stop() }

    /// Queues responses, served in order, one per request.
    public func enqueue(_ responses: Response...) {
        lock.lock(); queue.append(contentsOf: responses); lock.unlock()
    }

    /// Every request received so far, in order.
    public var requests: [Request] {
        lock.lock(); defer { lock.unlock() }
        return recorded
    }

    /// Stops the server and waits for its thread to end (at most a second).
    public func stop() {
        lock.lock()
        let wasStopped = stopped
        stopped = true
        lock.unlock()
        guard !wasStopped else { return }
        _ = finished.wait(timeout: .now() + 1)
        close(listener)
    }

    private var isStopped: Bool { lock.lock(); defer { lock.unlock() }; return stopped }

    private func serve() {
        defer { finished.signal() }
        while !isStopped {
            var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 20) > 0 else { continue }
            let client = accept(listener, nil, nil)
            guard client >= 0 else { continue }
            handle(client)
            close(client)
        }
    }

    private func handle(_ client: Int32) {
        #if canImport(Darwin)
        var yes: Int32 = 1
        setsockopt(client, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard let request = readRequest(client) else { return }
        lock.lock()
        recorded.append(request)
        let scripted = queue.isEmpty ? nil : queue.removeFirst()
        lock.unlock()
        let response = scripted ?? handler?(request)
            ?? Response.json(500, #"{"error":"no scripted response left in LoopbackHTTPServer"}"#)
        if response.delay > 0 {
            let end = Date().addingTimeInterval(response.delay)
            while Date() < end, !isStopped { usleep(5_000) }
        }
        switch response.behaviour {
        case .dropConnection:
            return
        case .normal:
            send(client, head(response) + response.body)
        case .truncateBody(let count):
            send(client, head(response) + Array(response.body.prefix(count)))
        case .endlessBody:
            streamForever(client, head: head(response, length: false), chunk: response.body.isEmpty ? [0x20] : response.body)
        case .oversizedBody(let bytes):
            streamForever(client, head: head(response, length: false), chunk: response.body.isEmpty ? [0x20] : response.body, upTo: bytes)
        case .trickleBody(let interval):
            var timeout = timeval(tv_sec: 5, tv_usec: 0)
            setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            guard send(client, head(response, length: false)) else { return }
            while !isStopped, send(client, response.body.isEmpty ? [0x20] : response.body) { usleep(useconds_t(interval * 1_000_000)) }
        case .gzipBomb:
            let (prefix, unit) = GzipBytes.endlessZeros()
            let repeated = Array([[UInt8]](repeating: unit, count: 4096).joined())
            streamForever(client, head: head(response, length: false) + prefix, chunk: repeated)
        }
    }

    private func head(_ response: Response, length: Bool = true) -> [UInt8] {
        var text = "HTTP/1.1 \(response.status) \(reason(response.status))\r\n"
        for (name, value) in response.headers { text += "\(name): \(value)\r\n" }
        if length { text += "Content-Length: \(response.body.count)\r\n" }
        text += "Connection: close\r\n\r\n"
        return Array(text.utf8)
    }

    /// Sends `head`, then `chunk` again and again until a send fails (the client is gone), a send
    /// blocks for 5 s (the client stopped reading), the server stops, or `limit` body bytes are sent.
    private func streamForever(_ client: Int32, head: [UInt8], chunk: [UInt8], upTo limit: Int = .max) {
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard send(client, head) else { return }
        var sent = 0
        while !isStopped, sent < limit, send(client, chunk) { sent += chunk.count }
    }

    private func reason(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 400: return "Bad Request"
        case 401: return "Unauthorized"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 429: return "Too Many Requests"
        case 500: return "Internal Server Error"
        case 503: return "Service Unavailable"
        default: return "Status"
        }
    }

    @discardableResult
    private func send(_ client: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            #if canImport(Glibc)
            let flags = Int32(MSG_NOSIGNAL)
            #else
            let flags: Int32 = 0
            #endif
            let written = bytes.withUnsafeBytes { Glibc_or_Darwin_send(client, $0.baseAddress! + offset, $0.count - offset, flags) }
            if written <= 0 {
                if written < 0, Platform.errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    /// Reads one request: head up to the blank line, then a Content-Length or chunked body.
    private func readRequest(_ client: Int32) -> Request? {
        var buffer: [UInt8] = []
        var headEnd: Int?
        while headEnd == nil {
            guard let chunk = receive(client) else { return nil }
            buffer += chunk
            headEnd = find([13, 10, 13, 10], in: buffer)
            if buffer.count > 1 << 20 { return nil }
        }
        guard let end = headEnd else { return nil }
        let headText = String(decoding: buffer[0..<end], as: UTF8.self)
        var lines = headText.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        var headers: [(String, String)] = []
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers.append((String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        func header(_ name: String) -> String? { headers.first { $0.0.lowercased() == name }?.1 }
        if header("expect")?.lowercased() == "100-continue" { send(client, Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)) }
        var body = Array(buffer[(end + 4)...])
        if let length = header("content-length").flatMap({ Int($0) }) {
            while body.count < length {
                guard let chunk = receive(client) else { return nil }
                body += chunk
            }
            body = Array(body.prefix(length))
        } else if header("transfer-encoding")?.lowercased() == "chunked" {
            var decoded: [UInt8] = []
            while true {
                while find([13, 10], in: body) == nil {
                    guard let chunk = receive(client) else { return nil }
                    body += chunk
                }
                let lineEnd = find([13, 10], in: body)!
                let size = Int(String(decoding: body[0..<lineEnd], as: UTF8.self).split(separator: ";")[0], radix: 16) ?? 0
                while body.count < lineEnd + 2 + size + 2 {
                    guard let chunk = receive(client) else { return nil }
                    body += chunk
                }
                if size == 0 { break }
                decoded += body[(lineEnd + 2)..<(lineEnd + 2 + size)]
                body = Array(body[(lineEnd + 2 + size + 2)...])
            }
            body = decoded
        }
        return Request(method: String(requestLine[0]), path: String(requestLine[1]), headers: headers, body: body)
    }

    private func receive(_ client: Int32) -> [UInt8]? {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            if count < 0, Platform.errno == EINTR { continue }
            guard count > 0 else { return nil }
            return Array(chunk[0..<count])
        }
    }

    private func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if Array(haystack[start..<(start + needle.count)]) == needle { return start }
        }
        return nil
    }

    /// The server could not start.
    public struct ServerError: Error, CustomStringConvertible {
        public var description: String
        init(_ description: String) { self.description = description }
    }
}

@inline(__always)
private func Glibc_or_Darwin_send(_ fd: Int32, _ pointer: UnsafeRawPointer, _ count: Int, _ flags: Int32) -> Int {
    send(fd, pointer, count, flags)
}
