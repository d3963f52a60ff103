import NIOCore

/// An association between Tomo and a peer, opened by Tomo (`DIMSEClient.withAssociation`) or by a caller of
/// its storage node (`StorageNode`): the presentation contexts accepted, and DIMSE messages sent and received
/// in them. Used by one task, inside the scope that holds its connection; closed when that scope ends.
public final class DIMSEAssociation {
    /// The answer to the association request: the contexts accepted, the receiver's maximum PDU length and
    /// implementation.
    public let accept: AssociationAccept
    /// The proposed contexts, by ID.
    private let proposed: [UInt8: PresentationContext]
    private var inbound: NIOAsyncChannelInboundStream<PDU>.AsyncIterator
    private let outbound: NIOAsyncChannelOutboundWriter<PDU>
    private let channel: any Channel
    private let timeouts: DIMSETimeouts
    private var assembler: MessageAssembler
    private var lastMessageID: UInt16 = 0
    /// Whether the association was released or aborted.
    private var released = false
    /// The caller's cancellation, sent to the peer as a C-CANCEL for the operation under way.
    let cancellation: DIMSECancellation

    init(
        accept: AssociationAccept, proposed: [PresentationContext], inbound: NIOAsyncChannelInboundStream<PDU>.AsyncIterator,
        outbound: NIOAsyncChannelOutboundWriter<PDU>, channel: any Channel, timeouts: DIMSETimeouts,
        largestDataSet: Int = 1 << 30, cancellation: DIMSECancellation = DIMSECancellation()
    ) {
        assembler = MessageAssembler(largestDataSet: largestDataSet)
        self.cancellation = cancellation
        cancellation.attach(outbound, maximumLength: accept.userInformation.maximumLength, grace: timeouts.message)
        self.accept = accept
        self.proposed = Dictionary(proposed.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.inbound = inbound
        self.outbound = outbound
        self.channel = channel
        self.timeouts = timeouts
    }

    /// The context the peer accepted for `abstractSyntax` (the first, if several) and its transfer syntax;
    /// nil when it accepted none.
    public func context(for abstractSyntax: String) -> (id: UInt8, transferSyntax: String)? {
        for result in accept.results where result.result == .acceptance {
            if proposed[result.id]?.abstractSyntax == abstractSyntax { return (result.id, result.transferSyntax) }
        }
        return nil
    }

    /// The context for `abstractSyntax`, or `DIMSEError.notAccepted` saying why the peer refused it.
    public func requireContext(for abstractSyntax: String) throws(DIMSEError) -> (id: UInt8, transferSyntax: String) {
        if let context = context(for: abstractSyntax) { return context }
        let refusal = accept.results.first { proposed[$0.id]?.abstractSyntax == abstractSyntax }
        throw .notAccepted(abstractSyntax: abstractSyntax, reason: refusal.map { "\($0.result)" } ?? "it was not proposed")
    }

    /// The abstract syntax of context `id` as proposed.
    public func abstractSyntax(ofContext id: UInt8) -> String? { proposed[id]?.abstractSyntax }

    /// A message ID not used before on this association.
    public func nextMessageID() -> UInt16 {
        lastMessageID &+= 1
        if lastMessageID == 0 { lastMessageID = 1 }
        return lastMessageID
    }

    /// Sends `message`, in fragments no longer than the peer takes.
    public func send(_ message: DIMSEMessage) async throws(DIMSEError) {
        let pdus = message.pdus(maximumLength: accept.userInformation.maximumLength)
        do {
            try await outbound.write(contentsOf: pdus)
        } catch {
            throw Self.failure(error, during: "sending a message")
        }
    }

    /// The next message from the peer, waited for at most the message timeout between its fragments.
    public func receive(waitingFor what: String) async throws(DIMSEError) -> DIMSEMessage {
        await wait(timeouts.message, for: what)
        guard let message = try await nextMessage(waitingFor: what, takesRelease: false) else {
            throw .connectionClosed(during: what + " (the peer released the association)")
        }
        await wait(nil, for: what)
        let command = message.command
        if [.findResponse, .getResponse, .moveResponse].contains(command.field), command.status != 0xFF00, command.status != 0xFF01 {
            cancellation.ended()
        } else if cancellation.isOverdue {
            throw .cancelled
        }
        return message
    }

    /// The peer's next request, as `receive` waits for it; nil once the peer has asked to release the
    /// association, which `answerRelease()` then answers: what a node serving callers reads (it records the
    /// association's end before the peer learns of it).
    func nextRequest() async throws(DIMSEError) -> DIMSEMessage? {
        await wait(timeouts.message, for: "a request")
        let message = try await nextMessage(waitingFor: "a request", takesRelease: true)
        await wait(nil, for: "a request")
        return message
    }

    /// Answers the release request `nextRequest()` ended at.
    func answerRelease() async {
        try? await outbound.write(.releaseResponse)
    }

    /// The next message; on a release request, nil when `takesRelease` (unanswered: `answerRelease()`), else
    /// answered and a failure.
    private func nextMessage(waitingFor what: String, takesRelease: Bool) async throws(DIMSEError) -> DIMSEMessage? {
        while true {
            switch try await nextPDU(during: what) {
            case .data(let values):
                for value in values {
                    guard proposed[value.contextID] != nil else {
                        throw .protocolViolation(DIMSEMessageError.unknownContext(value.contextID).description)
                    }
                    do {
                        if let message = try assembler.take(value) { return message }
                    } catch {
                        throw .protocolViolation(error.description)
                    }
                }
            case .abort(let source, let reason): throw .aborted(source: source, reason: reason)
            case .releaseRequest:
                released = true
                if takesRelease { return nil }
                try? await outbound.write(.releaseResponse)
                throw .connectionClosed(during: what + " (the peer released the association)")
            case let other: throw .protocolViolation("\(other.description) while waiting for \(what)")
            }
        }
    }

    /// Asks the peer to release the association and waits for its answer (a peer that closes instead is
    /// taken as released).
    func release() async throws(DIMSEError) {
        guard !released else { return }
        released = true
        do {
            try await outbound.write(.releaseRequest)
        } catch {
            return
        }
        await wait(timeouts.association, for: "the answer to the release")
        while true {
            let pdu: PDU?
            do {
                pdu = try await inbound.next()
            } catch {
                return
            }
            switch pdu {
            case nil, .releaseResponse, .abort: return
            case .releaseRequest: try? await outbound.write(.releaseResponse)
            default: continue
            }
        }
    }

    /// Whether a message has begun arriving and not ended.
    var isInsideMessage: Bool { assembler.isInsideMessage }

    /// Aborts the association (a failure on Tomo's side), without waiting.
    func abort() async {
        released = true
        try? await outbound.write(.abort(source: 0, reason: 0))
    }

    private func nextPDU(during what: String) async throws(DIMSEError) -> PDU {
        let pdu: PDU?
        do {
            pdu = try await inbound.next()
        } catch {
            throw Self.failure(error, during: what)
        }
        guard let pdu else { throw .connectionClosed(during: what) }
        return pdu
    }

    /// Starts waiting at most `timeout` for the peer (nil: stops waiting).
    private func wait(_ timeout: Duration?, for what: String) async {
        try? await channel.triggerUserOutboundEvent(AnswerTimer.Wait(timeout: timeout, what: what))
    }

    /// `error` from the channel as a `DIMSEError`.
    static func failure(_ error: any Error, during what: String) -> DIMSEError {
        switch error {
        case let error as DIMSEError: error
        case let error as PDUError: .protocolViolation(error.description)
        default: .connectionClosed(during: what)
        }
    }
}
