import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Answers repeated GETs for immutable resources straight from the channel pipeline, without a trip
/// through the router and Swift concurrency: the per-request cost that dominates serving cached images.
///
/// It sits after HTTP decoding. Hummingbird's pipelining assistance hands it one request at a time
/// per connection, so an answer written here can never overtake another. Requests with
/// `If-None-Match`, and anything not a GET, always go to the router. Responses that the router sends
/// for GETs are recorded when they are immutable 200s. Not installed while fault injection is on.
final class ImmutableResponseHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let cache: ImmutableResponseCache
    private let clock: HTTPDateClock
    /// The cached answer to the request being read, sent once its end arrives.
    private var answer: ImmutableResponseCache.Entry?
    /// The target of the GET the router is answering, while its response may be recorded.
    private var forwardedTarget: String?
    private var recording: (head: HTTPResponse, body: ByteBuffer?)?

    init(cache: ImmutableResponseCache, clock: HTTPDateClock) {
        self.cache = cache
        self.clock = clock
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let request):
            let target = request.path ?? ""
            if request.method == .get, request.headerFields[.ifNoneMatch] == nil, let entry = cache.entry(for: target) {
                answer = entry
                return
            }
            forwardedTarget = request.method == .get ? target : nil
        case .body:
            if answer != nil { return }
        case .end:
            if let entry = answer {
                answer = nil
                send(entry, context: context)
                return
            }
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if let target = forwardedTarget {
            record(unwrapOutboundIn(data), target: target)
        }
        context.write(data, promise: promise)
    }

    private func send(_ entry: ImmutableResponseCache.Entry, context: ChannelHandlerContext) {
        var head = entry.head
        head.headerFields[.date] = clock.now
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(entry.body)), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
    }

    private func record(_ part: HTTPResponsePart, target: String) {
        switch part {
        case .head(let head):
            recording = ImmutableResponseCache.isCacheable(head) ? (head, nil) : nil
        case .body(var buffer):
            guard var body = recording?.body else {
                recording?.body = buffer
                return
            }
            body.writeBuffer(&buffer)
            recording?.body = body
        case .end:
            if let recording, let body = recording.body,
               recording.head.headerFields[.contentLength] == String(body.readableBytes) {
                cache.store(.init(head: recording.head, body: body), for: target)
            }
            recording = nil
            forwardedTarget = nil
        }
    }
}
