import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle
import TomoCore

/// Applies the injector's decisions to image routes. Every injected fault is logged at notice level.
/// Injected latency ends early when the server shuts down, so stopping never waits for it.
struct FaultMiddleware<Context: RequestContext>: RouterMiddleware {
    let injector: FaultInjector

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let (fault, latency) = injector.decide(path: request.uri.path)
        if let latency { try await cancelWhenGracefulShutdown { try await Task.sleep(for: latency) } }
        let path = request.uri.path
        switch fault {
        case .none:
            return try await next(request, context)
        case .serverError(let status):
            context.logger.notice("injected fault: \(status)", metadata: ["path": "\(path)"])
            var error = APIError(HTTPResponse.Status(code: status), "injected fault (\(status))")
            if let seconds = injector.configuration.retryAfterSeconds { error.headers[.retryAfter] = "\(seconds)" }
            throw error
        case .truncate(let fraction):
            var response = try await next(request, context)
            guard response.status == .ok, let body = await Self.collect(response) else { return response }
            let kept = Int(Double(body.readableBytes) * fraction)
            context.logger.notice("injected fault: truncated", metadata: ["path": "\(path)", "bytes": "\(kept)/\(body.readableBytes)"])
            response.body = ResponseBody(contentLength: body.readableBytes) { writer in
                try await writer.write(body.getSlice(at: body.readerIndex, length: kept)!)
                throw InjectedTruncation()
            }
            return response
        case .corrupt(let seed):
            var response = try await next(request, context)
            guard response.status == .ok, var body = await Self.collect(response) else { return response }
            var random = SplitMix64(seed: seed)
            let flips = max(1, body.readableBytes / 512)
            for _ in 0..<flips {
                let offset = body.readerIndex + Int(random.next() % UInt64(body.readableBytes))
                body.setInteger(body.getInteger(at: offset, as: UInt8.self)! ^ 0xA5, at: offset)
            }
            context.logger.notice("injected fault: corrupted", metadata: ["path": "\(path)", "flips": "\(flips)"])
            response.body = ResponseBody(byteBuffer: body)
            return response
        }
    }

    /// The whole body of a response as one buffer (image responses are single buffers).
    private static func collect(_ response: Response) async -> ByteBuffer? {
        let collector = BodyCollector()
        try? await response.body.write(collector)
        return collector.buffer
    }
}

/// Thrown mid-body to make the server drop the connection, as a failing network would.
struct InjectedTruncation: Error {}
