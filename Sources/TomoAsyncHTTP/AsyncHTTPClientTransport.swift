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

    /// A transport with its own connection pool on the shared event loop group.
    public init(maximumConnectionsPerHost: Int = 8) {
        var configuration = AsyncHTTPClient.HTTPClient.Configuration()
        configuration.connectionPool.concurrentHTTP1ConnectionsPerHostSoftLimit = maximumConnectionsPerHost
        configuration.decompression = .disabled
        // A refused connection fails the request at once (the pool would otherwise keep trying until
        // its connect timeout); whether to try again is `HTTPClient`'s decision.
        configuration.connectionPool.retryConnectionEstablishment = false
        client = AsyncHTTPClient.HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    }

    deinit {
        // Every `send` holds the transport, so nothing is in flight here; closing needs no waiting.
        client.shutdown { _ in }
    }

    public func send(_ request: TomoCore.HTTPRequest) async throws -> HTTPResponse {
        try Task.checkCancellation()
        return try await request.withTimeout { try await self.exchange(request) }
    }

    private func exchange(_ request: TomoCore.HTTPRequest) async throws -> HTTPResponse {
        var outgoing = HTTPClientRequest(url: request.url.absoluteString)
        outgoing.method = NIOHTTP1.HTTPMethod(rawValue: request.method.rawValue)
        for (name, value) in request.headers { outgoing.headers.add(name: name, value: value) }
        if let body = request.body { outgoing.body = .bytes(ByteBuffer(bytes: body)) }
        do {
            // `withTimeout` bounds the whole exchange; this deadline only has to be later than that.
            let response = try await client.execute(outgoing, deadline: .distantFuture)
            let body = try await response.body.collect(upTo: .max)
            var headers: [String: String] = [:]
            for (name, value) in response.headers {
                let key = name.lowercased()
                headers[key] = headers[key].map { "\($0), \(value)" } ?? value
            }
            return HTTPResponse(statusCode: Int(response.status.code), headers: headers, body: Data(body.readableBytesView))
        } catch {
            // AsyncHTTPClient reports a cancelled task as `HTTPClientError.cancelled` or as whatever
            // the torn-down connection said.
            try Task.checkCancellation()
            throw HTTPError.transport(url: request.url, reason: "\(error)")
        }
    }
}
