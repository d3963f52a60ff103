import NIOCore

/// Frames PDUs out of a TCP stream: each waits until its header's length is in, and a length past what
/// Tomo takes (`PDU.limit`) is refused before any of it is read or held.
struct PDUDecoder: ByteToMessageDecoder {
    typealias InboundOut = PDU
    /// The P-DATA-TF length Tomo told the peer.
    let maximumDataLength: Int

    mutating func decode(context: ChannelHandlerContext, buffer: inout ByteBuffer) throws -> DecodingState {
        guard let type = buffer.getInteger(at: buffer.readerIndex, as: UInt8.self),
              let length = buffer.getInteger(at: buffer.readerIndex + 2, as: UInt32.self)
        else { return .needMoreData }
        guard (1...7).contains(type) else { throw PDUError.unknownType(type) }
        let limit = PDU.limit(ofType: type, maximumDataLength: maximumDataLength)
        guard length <= limit else { throw PDUError.tooLong(type: type, length: length, limit: limit) }
        guard buffer.readableBytes >= PDU.headerLength + Int(length) else { return .needMoreData }
        buffer.moveReaderIndex(forwardBy: PDU.headerLength)
        let body = buffer.readBytes(length: Int(length)) ?? []
        context.fireChannelRead(wrapInboundOut(try PDU(type: type, body: body[...])))
        return .continue
    }

    mutating func decodeLast(context: ChannelHandlerContext, buffer: inout ByteBuffer, seenEOF: Bool) throws -> DecodingState {
        while try decode(context: context, buffer: &buffer) == .continue {}
        return .needMoreData
    }
}

/// Writes PDUs as their bytes.
struct PDUEncoder: MessageToByteEncoder {
    typealias OutboundIn = PDU

    func encode(data: PDU, out: inout ByteBuffer) {
        out.writeBytes(data.encoded())
    }
}

/// Gives up on a peer that stops answering: armed with a wait (`Wait`, sent as an outbound user event), it
/// fails the channel with `DIMSEError.noAnswer` when nothing arrives for that long; each PDU that arrives
/// starts the wait again, or ends it for a wait for one PDU (an association's request or answer: the peer has
/// answered, however long Tomo then takes to read it).
final class AnswerTimer: ChannelDuplexHandler {
    typealias InboundIn = PDU
    typealias InboundOut = PDU
    typealias OutboundIn = PDU
    typealias OutboundOut = PDU

    /// How long to wait from now, and for what (for the message); nil `timeout` stops waiting.
    struct Wait: Sendable {
        var timeout: Duration?
        var what: String
        /// Whether the first PDU to arrive ends the wait (else each starts it again): a wait for the channel's
        /// first PDU, which does not start at all when that has come already.
        var endsAtFirstPDU = false
    }

    private var wait: Wait?
    private var timer: Scheduled<Void>?
    /// Whether any PDU has arrived on the channel.
    private var hasRead = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        hasRead = true
        if wait?.endsAtFirstPDU == true { wait = nil }
        arm(context)
        context.fireChannelRead(data)
    }

    func triggerUserOutboundEvent(context: ChannelHandlerContext, event: Any, promise: EventLoopPromise<Void>?) {
        guard let wait = event as? Wait else { return context.triggerUserOutboundEvent(event, promise: promise) }
        self.wait = wait.timeout == nil || (wait.endsAtFirstPDU && hasRead) ? nil : wait
        arm(context)
        promise?.succeed()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
    }

    private func arm(_ context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
        guard let wait, let timeout = wait.timeout else { return }
        let (seconds, attoseconds) = timeout.components
        let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
        let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
        timer = context.eventLoop.scheduleTask(in: .nanoseconds(nanoseconds)) {
            bound.value.fireErrorCaught(DIMSEError.noAnswer(waitingFor: wait.what, after: timeout))
            bound.value.close(promise: nil)
        }
    }
}
