import NIOCore
import TomoCore

/// A caller's cancellation of the work on one association, told to the peer as DIMSE asks: a C-FIND, C-GET or
/// C-MOVE under way is sent a C-CANCEL (PS3.7 9.3.2.3, 9.3.3.3, 9.3.4.3), whose final answer the association
/// still reads (and, for a C-GET, the instances the peer still sends) before it is released; nothing new is
/// asked for. A peer still sending after a message's time (`DIMSETimeouts.message`) since the C-CANCEL is aborted.
final class DIMSECancellation: Sendable {
    private struct State: Sendable {
        var isRequested = false
        /// The operation under way: its context and message ID.
        var operation: (contextID: UInt8, messageID: UInt16)?
        /// When the C-CANCEL went, if it did.
        var sentAt: ContinuousClock.Instant?
        var outbound: NIOAsyncChannelOutboundWriter<PDU>?
        var maximumLength: UInt32 = 16384
        /// How long the peer has to end its operation once sent a C-CANCEL.
        var grace: Duration = .seconds(60)
    }

    private let state = Locked(State())

    /// Whether the caller cancelled.
    var isRequested: Bool { state.withLock { $0.isRequested } }

    /// Whether the peer has had its grace since the C-CANCEL and not ended the operation.
    var isOverdue: Bool { state.withLock { state in state.sentAt.map { .now - $0 > state.grace } ?? false } }

    /// Where a C-CANCEL is written: the association's outbound writer, and the longest PDU the peer takes;
    /// how long the peer then has to end its operation.
    func attach(_ outbound: NIOAsyncChannelOutboundWriter<PDU>, maximumLength: UInt32, grace: Duration) {
        state.withLock {
            $0.outbound = outbound
            $0.maximumLength = maximumLength
            $0.grace = grace
        }
    }

    /// The caller cancelled: a C-CANCEL goes for the operation under way, if any.
    func request() {
        let send = state.withLock { state -> (() -> Void)? in
            state.isRequested = true
            return cancelling(&state)
        }
        send?()
    }

    /// Operation `messageID` began in context `contextID`: cancelled at once if the caller already has.
    func began(contextID: UInt8, messageID: UInt16) {
        let send = state.withLock { state -> (() -> Void)? in
            state.operation = (contextID, messageID)
            return state.isRequested ? cancelling(&state) : nil
        }
        send?()
    }

    /// The operation under way has ended (its final response came).
    func ended() {
        state.withLock { $0.operation = nil }
    }

    /// What sends the C-CANCEL for the operation under way, if one is and none went yet (`state` marked sent).
    private func cancelling(_ state: inout State) -> (() -> Void)? {
        guard state.sentAt == nil, let operation = state.operation, let outbound = state.outbound else { return nil }
        state.sentAt = .now
        var command = CommandSet(field: .cancelRequest)
        command.messageIDBeingRespondedTo = operation.messageID
        let pdus = DIMSEMessage(contextID: operation.contextID, command: command).pdus(maximumLength: state.maximumLength)
        return { Task { try? await outbound.write(contentsOf: pdus) } }
    }
}
