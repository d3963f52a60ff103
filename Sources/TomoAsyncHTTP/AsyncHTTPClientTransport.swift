import AsyncHTTPClient
import Dispatch
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import TomoCore

/// The transport on AsyncHTTPClient: a SwiftNIO connection pool with real keep-alive.
///
/// On Linux, `URLSession` opens a new connection for most requests once six or more are in flight;
/// this transport reuses its connections, which is what makes it faster there.
public final class AsyncHTTPClientTransport: HTTPTransport {
    /// A client per host (see `HostClients`).
    private let clients: HostClients
    /// Where requests beyond the connections wait (see `HostSlots`).
    private let slots: HostSlots
    /// The most kept-alive connections to a host: how many a request may find closed before a fresh one.
    private let maximumConnectionsPerHost: Int

    /// A transport with its own connection pool on the shared event loop group: at most
    /// `maximumConnectionsPerHost` connections (and requests) to a host at once, the others waiting for
    /// their turn; a connection not made within `connectTimeout` fails its request.
    public init(maximumConnectionsPerHost: Int = 8, connectTimeout: Duration = .seconds(10)) {
        var configuration = AsyncHTTPClient.HTTPClient.Configuration()
        configuration.connectionPool.concurrentHTTP1ConnectionsPerHostSoftLimit = maximumConnectionsPerHost
        configuration.timeout.connect = .nanoseconds(Int64(connectTimeout / .nanoseconds(1)))
        slots = HostSlots(limit: maximumConnectionsPerHost)
        self.maximumConnectionsPerHost = max(1, maximumConnectionsPerHost)
        // Bodies a server compressed because the request accepted it (DICOM JSON metadata: 652 KB from Orthanc
        // travel as 9 KB) arrive decompressed, up to a bound no honest answer reaches.
        configuration.decompression = .enabled(limit: .size(Self.decompressedBodyLimit))
        // A refused connection fails the request at once (the pool would otherwise keep trying until
        // its connect timeout); whether to try again is `HTTPClient`'s decision.
        configuration.connectionPool.retryConnectionEstablishment = false
        clients = HostClients(configuration: configuration)
    }

    /// The most a compressed body may grow to: 1 GiB (the metadata of 50,000 instances is about 500 MB).
    public static let decompressedBodyLimit = 1 << 30

    public func send(_ request: TomoCore.HTTPRequest) async throws -> HTTPResponse {
        let outgoing: AsyncHTTPClient.HTTPClient.Request
        var headers = HTTPHeaders(request.headers.map { ($0.key, $0.value) })
        // The decompressor would ask every request for gzip: a server then compresses images and frames,
        // costing it far more time than the bytes saved on a fast link. Only a request that asks gets it.
        if !headers.contains(name: "Accept-Encoding") { headers.add(name: "Accept-Encoding", value: "identity") }
        do {
            outgoing = try .init(
                url: request.url.absoluteString, method: NIOHTTP1.HTTPMethod(rawValue: request.method.rawValue),
                headers: headers, body: request.body.map { .bytes($0) })
        } catch {
            throw HTTPError.transport(url: request.url, reason: "\(error)")
        }
        // The callback API, unlike `execute(_:deadline:)`, holds the deadline until the body has arrived,
        // and costs less than racing a timer task.
        let nanoseconds = request.timeout.map { Int64(($0 / .nanoseconds(1)).rounded(.up)) }
        let deadline = nanoseconds.map { NIODeadline.now() + .nanoseconds($0) }
        let slotDeadline = nanoseconds.map { DispatchTime.now() + .nanoseconds(Int($0)) }
        do {
            let host = Self.hostKey(request.url)
            let execute = { [slots, clients] in
                try await slots.withSlot(for: host, until: slotDeadline) {
                    try await clients.withClient(for: host) { client in
                        try await withCancellableTransfer { complete in
                            let task = client.execute(request: outgoing, delegate: ResponseCollector(), deadline: deadline)
                            task.futureResult.whenComplete(complete)
                            return { task.cancel() }
                        }
                    }
                }
            }
            // A kept-alive connection the server closed as the request went out (Orthanc closes idle ones after a
            // second; a server that went away leaves every one of them closed), or before it answered: a request
            // that may be sent twice goes again. Each closed connection leaves the pool as it fails, so after as
            // many tries as the pool holds, the last goes out on a fresh connection (or fails to make one).
            let response = try await Self.sendingAgain(
                onClosedConnections: request.method.isIdempotent ? maximumConnectionsPerHost : 0, execute)
            // Repeated fields join with commas here; HTTPResponse joins names that differ in case.
            let headers = Dictionary(response.head.headers.map { ($0.name, $0.value) }, uniquingKeysWith: { "\($0), \($1)" })
            return HTTPResponse(statusCode: Int(response.head.status.code), headers: headers, body: response.body)
        } catch is CancellationError {
            throw CancellationError()
        } catch let error as HTTPClientError where error == .deadlineExceeded {
            throw HTTPError.timedOut(url: request.url, after: request.timeout ?? .zero)
        } catch is HostSlots.TimedOut {
            throw HTTPError.timedOut(url: request.url, after: request.timeout ?? .zero)
        } catch {
            throw Self.mapped(error, url: request.url)
        }
    }

    /// A failure in people's words: a connection that could not be made (refused, no such host) apart from
    /// one that broke.
    private static func mapped(_ error: any Error, url: URL) -> HTTPError {
        if let io = error as? IOError, let reason = HTTPError.connectFailure(errno: io.errnoCode) {
            return .cannotConnect(url: url, reason: reason)
        }
        if let connection = error as? NIOConnectionError {
            if connection.dnsAError != nil || connection.dnsAAAAError != nil, connection.connectionErrors.isEmpty {
                return .cannotConnect(url: url, reason: "host not found")
            }
            if let io = connection.connectionErrors.first?.error as? IOError, let reason = HTTPError.connectFailure(errno: io.errnoCode) {
                return .cannotConnect(url: url, reason: reason)
            }
        }
        if let client = error as? HTTPClientError, client == .connectTimeout {
            return .cannotConnect(url: url, reason: "no answer")
        }
        if isStaleConnection(error) {
            return .transport(url: url, reason: "the server closed the connection before answering")
        }
        return .transport(url: url, reason: "\(error)")
    }

    /// What `send` answers, sent again up to `times` more times while it meets a connection the server closed.
    private static func sendingAgain<Answer>(
        onClosedConnections times: Int, _ send: () async throws -> Answer
    ) async throws -> Answer {
        for _ in 0..<times {
            do {
                return try await send()
            } catch where isStaleConnection(error) {
                continue
            }
        }
        return try await send()
    }

    /// Whether `error` is a connection the server closed under the request, before its answer was whole.
    private static func isStaleConnection(_ error: any Error) -> Bool {
        if let channel = error as? ChannelError, channel == .ioOnClosedChannel { return true }
        if let client = error as? HTTPClientError, client == .remoteConnectionClosed { return true }
        return false
    }

    /// What the connection pool tells hosts apart by: scheme, host and port.
    private static func hostKey(_ url: URL) -> String {
        "\(url.scheme ?? "")://\(url.host ?? ""):\(url.port.map(String.init) ?? "")"
    }
}
