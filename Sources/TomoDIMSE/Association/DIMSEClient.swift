import Foundation
import NIOCore
import NIOPosix
import TomoSeries

/// Opens associations with a DICOM node as Tomo (the node's calling title), on SwiftNIO.
public struct DIMSEClient: Sendable {
    /// The node it talks to.
    public var node: DIMSENode
    /// How long it waits to connect, to be associated and for each message.
    public var timeouts: DIMSETimeouts
    /// The longest P-DATA-TF PDU Tomo takes (told the peer).
    public var maximumLength: UInt32
    /// How series are retrieved (`retrieveSeries`).
    public var retrieval: Retrieval

    /// Tomo's implementation (PS3.7 D.3.3.2).
    public static let implementationClassUID = "2.25.230144083800003574913196191928330486862"
    /// The version name Tomo gives peers.
    public static let implementationVersionName = "TOMO_1"

    /// A client of `node`, retrieving series as `retrieval` says (by default as its address does: C-MOVE to
    /// `movePort`, else C-GET).
    public init(
        node: DIMSENode, timeouts: DIMSETimeouts = DIMSETimeouts(), maximumLength: UInt32 = 256 << 10, retrieval: Retrieval? = nil
    ) {
        self.node = node
        self.timeouts = timeouts
        self.maximumLength = maximumLength
        self.retrieval = retrieval ?? node.movePort.map { .move(port: $0) } ?? .get
    }

    /// Connects, proposes `contexts` (and `roles`), and runs `body` on the association once accepted; releases
    /// it after, or aborts it when `body` throws.
    ///
    /// The association's work runs apart from the caller's task, so that a caller's cancellation is told to the
    /// peer rather than cutting the connection: a C-FIND, C-GET or C-MOVE under way gets a C-CANCEL, its final
    /// answer is read, and the association released (`DIMSECancellation`); then this throws
    /// ``DIMSEError/cancelled``.
    public func withAssociation<Result: Sendable>(
        proposing contexts: [PresentationContext], roles: [RoleSelection] = [],
        _ body: @escaping @Sendable (DIMSEAssociation) async throws(DIMSEError) -> Result
    ) async throws(DIMSEError) -> Result {
        let cancellation = DIMSECancellation()
        // Detached: the work inherits nothing of the caller's task (with a plain Task, the suite's own storage
        // node missed its callers' association requests under load, three full runs of three).
        let work = Task.detached { () async -> Swift.Result<Result, DIMSEError> in
            do throws(DIMSEError) {
                return .success(try await associate(proposing: contexts, roles: roles, cancellation: cancellation, body))
            } catch {
                return .failure(error)
            }
        }
        let outcome = await withTaskCancellationHandler { await work.value } onCancel: { cancellation.request() }
        if cancellation.isRequested { throw .cancelled }
        return try outcome.get()
    }

    /// Connects, proposes `contexts` (and `roles`), and runs `body` on the association once accepted, with
    /// `cancellation`; releases it after, or aborts it when `body` throws.
    private func associate<Result: Sendable>(
        proposing contexts: [PresentationContext], roles: [RoleSelection], cancellation: DIMSECancellation,
        _ body: (DIMSEAssociation) async throws(DIMSEError) -> Result
    ) async throws(DIMSEError) -> Result {
        let channel = try await connect()
        let request = AssociationRequest(
            calledAETitle: node.calledAETitle, callingAETitle: node.callingAETitle, presentationContexts: contexts,
            userInformation: UserInformation(
                maximumLength: maximumLength, implementationClassUID: Self.implementationClassUID,
                implementationVersionName: Self.implementationVersionName, roleSelections: roles))
        let outcome: Swift.Result<Result, DIMSEError>
        do {
            outcome = try await channel.executeThenClose { inbound, outbound in
                var iterator = inbound.makeAsyncIterator()
                do {
                    try await outbound.write(.associateRequest(request))
                    try await channel.channel.triggerUserOutboundEvent(
                        AnswerTimer.Wait(
                            timeout: timeouts.association, what: "the answer to the association request", endsAtFirstPDU: true))
                } catch {
                    return .failure(DIMSEAssociation.failure(error, during: "the association request"))
                }
                let answer: PDU?
                do {
                    answer = try await iterator.next()
                } catch {
                    return .failure(DIMSEAssociation.failure(error, during: "the association request"))
                }
                let accept: AssociationAccept
                switch answer {
                case .associateAccept(let accepted): accept = accepted
                case .associateReject(let rejection): return .failure(.rejected(rejection, node: "\(node.calledAETitle) at \(node.host):\(node.port)"))
                case .abort(let source, let reason): return .failure(.aborted(source: source, reason: reason))
                case nil: return .failure(.connectionClosed(during: "the association request"))
                case let other?: return .failure(.protocolViolation("\(other) in answer to the association request"))
                }
                let association = DIMSEAssociation(
                    accept: accept, proposed: contexts, inbound: iterator, outbound: outbound, channel: channel.channel,
                    timeouts: timeouts, cancellation: cancellation)
                do {
                    let result = try await body(association)
                    try? await association.release()
                    return .success(result)
                } catch {
                    await association.abort()
                    return .failure(DIMSEAssociation.failure(error, during: "the association"))
                }
            }
        } catch {
            throw DIMSEAssociation.failure(error, during: "the association")
        }
        return try outcome.get()
    }

    /// A TCP connection to the node with the PDU codec in its pipeline.
    private func connect() async throws(DIMSEError) -> NIOAsyncChannel<PDU, PDU> {
        let (seconds, attoseconds) = timeouts.connect.components
        let bootstrap = ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connectTimeout(.nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000))
            .channelOption(.socketOption(.tcp_nodelay), value: 1)
        let maximumLength = Int(maximumLength)
        do {
            return try await bootstrap.connect(host: node.host, port: node.port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(QuickAcknowledgement())
                    try channel.pipeline.syncOperations.addHandler(ByteToMessageHandler(PDUDecoder(maximumDataLength: maximumLength)))
                    try channel.pipeline.syncOperations.addHandler(MessageToByteHandler(PDUEncoder()))
                    try channel.pipeline.syncOperations.addHandler(AnswerTimer())
                    return try NIOAsyncChannel<PDU, PDU>(wrappingChannelSynchronously: channel)
                }
            }
        } catch {
            throw connectionFailure(error)
        }
    }

    /// Why connecting failed, from what NIO threw.
    private func connectionFailure(_ error: any Error) -> DIMSEError {
        if let error = error as? ChannelError, case .connectTimeout = error {
            return .connectTimedOut(host: node.host, port: node.port, after: timeouts.connect)
        }
        var codes: [Int32] = []
        if let error = error as? NIOConnectionError {
            codes = error.connectionErrors.compactMap { ($0.error as? IOError)?.errnoCode }
            if error.connectionErrors.isEmpty { return .unreachable(host: node.host, reason: "the host name is not known") }
            let timedOut = error.connectionErrors.contains { failure in
                if let error = failure.error as? ChannelError, case .connectTimeout = error { return true }
                return false
            }
            if timedOut { return .connectTimedOut(host: node.host, port: node.port, after: timeouts.connect) }
        } else if let error = error as? IOError {
            codes = [error.errnoCode]
        }
        if codes.contains(ECONNREFUSED) { return .nothingListening(host: node.host, port: node.port) }
        if let code = codes.first { return .unreachable(host: node.host, reason: String(cString: strerror(code))) }
        return .unreachable(host: node.host, reason: "\(error)")
    }
}
