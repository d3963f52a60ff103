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
        let outgoing: AsyncHTTPClient.HTTPClient.Request
        do {
            outgoing = try .init(
                url: request.url.absoluteString, method: NIOHTTP1.HTTPMethod(rawValue: request.method.rawValue),
                headers: HTTPHeaders(request.headers.map { ($0.key, $0.value) }), body: request.body.map { .bytes($0) })
        } catch {
            throw HTTPError.transport(url: request.url, reason: "\(error)")
        }
        // The callback API, unlike `execute(_:deadline:)`, holds the deadline until the body has arrived,
        // and costs less than racing a timer task.
        let deadline = request.timeout.map { NIODeadline.now() + .nanoseconds(Int64(($0 / .nanoseconds(1)).rounded(.up))) }
        do {
            let response = try await withCancellableTransfer { complete in
                let task = client.execute(request: outgoing, delegate: ResponseAccumulator(request: outgoing), deadline: deadline)
                task.futureResult.whenComplete(complete)
                return { task.cancel() }
            }
            // Repeated fields join with commas here; HTTPResponse joins names that differ in case.
            let headers = Dictionary(response.headers.map { ($0.name, $0.value) }, uniquingKeysWith: { "\($0), \($1)" })
            let body = response.body.map { Data($0.readableBytesView) } ?? Data()
            return HTTPResponse(statusCode: Int(response.status.code), headers: headers, body: body)
        } catch is CancellationError {
            throw CancellationError()
        } catch let error as HTTPClientError where error == .deadlineExceeded {
            throw HTTPError.timedOut(url: request.url, after: request.timeout ?? .zero)
        } catch {
            throw HTTPError.transport(url: request.url, reason: "\(error)")
        }
    }
}
