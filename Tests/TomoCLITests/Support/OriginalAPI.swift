import Foundation
import Hummingbird
import Logging
import ServiceLifecycle
import TomoCore
import TomoURLSession

/// An API like the original assignment's, in front of a reference server at `upstream`: only
/// `GET /series` (its body passed through `rewriteSeries`) and `GET /series/{id}/slice/{name}` (the
/// query dropped, as the original ignored it) are forwarded over HTTP; every other path answers 404.
/// Runs `body` with its base URL, on 127.0.0.1 and any free port.
func withOriginalAPI<R>(
    upstream: URL,
    rewriteSeries: @escaping @Sendable (Data) -> Data = { $0 },
    isolation: isolated (any Actor)? = #isolation,
    _ body: (URL) async throws -> R
) async throws -> R {
    var logger = Logger(label: "tomo.test.original-api")
    logger.logLevel = .warning
    let client = HTTPClient(transport: URLSessionTransport(), retryPolicy: .never)
    let router = Router()
    router.get("series") { _, _ in
        let upstreamResponse = try await client.response(for: TomoCore.HTTPRequest(url: upstream.appending(path: "series")))
        return Response(
            status: .ok, headers: [.contentType: "application/json"],
            body: ResponseBody(byteBuffer: ByteBuffer(data: rewriteSeries(upstreamResponse.body))))
    }
    router.get("series/:id/slice/:name") { request, _ in
        let url = URL(string: upstream.absoluteString + request.uri.path)!
        // Not through `client.response`, which throws for a non-2xx status: the status is forwarded too.
        let forwarded = try await client.transport.send(TomoCore.HTTPRequest(url: url))
        return Response(
            status: .init(code: forwarded.statusCode),
            headers: [.contentType: forwarded.header("Content-Type") ?? "application/octet-stream"],
            body: ResponseBody(byteBuffer: ByteBuffer(data: forwarded.body)))
    }
    let (urls, continuation) = AsyncStream.makeStream(of: URL.self)
    let application = Application(
        router: router,
        configuration: .init(address: .hostname("127.0.0.1", port: 0)),
        onServerRunning: { channel in
            continuation.yield(URL(string: "http://127.0.0.1:\(channel.localAddress?.port ?? 0)")!)
        },
        logger: logger)
    let group = ServiceGroup(configuration: .init(services: [application], logger: logger))
    let task = Task { try await group.run() }
    var iterator = urls.makeAsyncIterator()
    guard let base = await iterator.next() else { throw CancellationError() }
    do {
        let result = try await body(base)
        await group.triggerGracefulShutdown()
        try await task.value
        return result
    } catch {
        await group.triggerGracefulShutdown()
        _ = try? await task.value
        throw error
    }
}
