import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import TomoCore

/// The transport on AsyncHTTPClient: a SwiftNIO connection pool with real keep-alive.
///
/// On Linux, `URLSession` opens a new connection for most requests once six or more are in flight;
/// this transport reuses its connections, which is what makes it faster there.
public final class AsyncHTTPClientTransport: HTTPTransport {
    private let client: AsyncHTTPClient.HTTPClient

    /// A transport with its own client on the shared event loop group.
    public init(maximumConnectionsPerHost: Int = 8) {
        var configuration = AsyncHTTPClient.HTTPClient.Configuration()
        configuration.connectionPool.concurrentHTTP1ConnectionsPerHostSoftLimit = maximumConnectionsPerHost
        configuration.decompression = .disabled
        client = AsyncHTTPClient.HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    }

    deinit {
        try? client.syncShutdown()
    }

    public func send(_ request: TomoCore.HTTPRequest) async throws -> HTTPResponse {
        var outgoing = HTTPClientRequest(url: request.url.absoluteString)
        outgoing.method = NIOHTTP1.HTTPMethod(rawValue: request.method.rawValue)
        for (name, value) in request.headers { outgoing.headers.add(name: name, value: value) }
        if let body = request.body { outgoing.body = .bytes(ByteBuffer(bytes: body)) }
        let timeout = TimeAmount.nanoseconds(Int64(((request.timeout ?? .seconds(30)) / .nanoseconds(1)).rounded()))
        do {
            let response = try await client.execute(outgoing, timeout: timeout)
            let body = try await response.body.collect(upTo: Int.max)
            var headers: [String: String] = [:]
            for (name, value) in response.headers { headers[name.lowercased()] = value }
            return HTTPResponse(statusCode: Int(response.status.code), headers: headers, body: Data(body.readableBytesView))
        } catch is CancellationError {
            throw CancellationError()
        } catch let error as HTTPClientError where error == .deadlineExceeded {
            throw HTTPError.timedOut(url: request.url, after: request.timeout ?? .seconds(30))
        } catch {
            try Task.checkCancellation()
            throw HTTPError.transport(url: request.url, reason: "\(error)")
        }
    }
}
