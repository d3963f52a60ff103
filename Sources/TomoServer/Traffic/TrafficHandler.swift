import NIOCore
import NIOHTTPTypes

/// Reports one connection's traffic to a `TrafficRecorder`. It sits first after HTTP decoding, so it
/// sees every request head before the fast path, the router and fault injection.
final class TrafficHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart

    private let recorder: TrafficRecorder
    private var connection = 0

    init(recorder: TrafficRecorder) {
        self.recorder = recorder
    }

    /// One handler is made per accepted connection, so being added means a connection opened.
    func handlerAdded(context: ChannelHandlerContext) {
        connection = recorder.connectionOpened()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head(let head) = unwrapInboundIn(data) {
            recorder.received(RecordedRequest(method: head.method.rawValue, target: head.path ?? "", connection: connection))
        }
        context.fireChannelRead(data)
    }

    /// The client closed its side: no more requests can come, though a response may still be written.
    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if let event = event as? ChannelEvent, event == .inputClosed {
            recorder.connectionClosed(connection)
        }
        context.fireUserInboundEventTriggered(event)
    }

    func channelInactive(context: ChannelHandlerContext) {
        recorder.connectionClosed(connection)
        context.fireChannelInactive()
    }
}
