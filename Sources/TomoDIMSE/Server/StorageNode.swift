import Foundation
import NIOCore
import NIOPosix
import TomoCore
import TomoDICOM

/// Tomo's receiving node (a storage SCP, PS3.4 B): listens for associations, answers C-ECHO and C-STORE,
/// writes each instance received into a file of its own (put in place by a rename: no partial instance), hands
/// it to `keep`, and answers the caller only once it is kept. Every association is logged; a caller that
/// breaks the protocol, sends too much, stops answering or goes away loses its association, never the node.
public final class StorageNode: Sendable {
    /// The port it listens on (the one asked for, or the one the system gave for 0).
    public let port: Int
    public let configuration: StorageNodeConfiguration
    private let server: NIOAsyncChannel<NIOAsyncChannel<PDU, PDU>, Never>
    private let incoming: URL
    private let keep: @Sendable (ReceivedInstance) async throws -> Void
    private let log: @Sendable (String) -> Void
    private let associations = Locked(0)

    /// Listens on `host`:`port` (0: any free port); instances are written into `incoming` (made if needed)
    /// before `keep` takes them; `log` is told a line for each association and each fault.
    public init(
        host: String, port: Int, configuration: StorageNodeConfiguration, incoming: URL,
        keep: @escaping @Sendable (ReceivedInstance) async throws -> Void, log: @escaping @Sendable (String) -> Void
    ) async throws {
        try FileManager.default.createDirectory(at: incoming, withIntermediateDirectories: true)
        let maximumLength = Int(configuration.maximumLength)
        server = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.backlog, value: 64)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
            .bind(host: host, port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(QuickAcknowledgement())
                    try channel.pipeline.syncOperations.addHandler(ByteToMessageHandler(PDUDecoder(maximumDataLength: maximumLength)))
                    try channel.pipeline.syncOperations.addHandler(MessageToByteHandler(PDUEncoder()))
                    try channel.pipeline.syncOperations.addHandler(AnswerTimer())
                    return try NIOAsyncChannel<PDU, PDU>(wrappingChannelSynchronously: channel)
                }
            }
        self.port = server.channel.localAddress?.port ?? port
        self.configuration = configuration
        self.incoming = incoming
        self.keep = keep
        self.log = log
    }

    /// Serves associations, each in a task of its own, until `stop()`.
    public func run() async {
        try? await server.executeThenClose { connections in
            await withDiscardingTaskGroup { group in
                do {
                    for try await connection in connections {
                        let number = associations.withLock { $0 += 1; return $0 }
                        group.addTask { await self.serve(connection, number: number) }
                    }
                } catch {
                    log("the node stopped listening: \(error)")
                }
            }
        }
    }

    /// Stops listening; associations under way end with their callers. The port is free again a moment
    /// later (`stopListening()` waits for that).
    public func stop() {
        server.channel.close(promise: nil)
    }

    /// Stops listening and returns once the port is free for another listener (the next move's node);
    /// associations under way end with their callers.
    public func stopListening() async {
        stop()
        try? await server.channel.closeFuture.get()
    }

    /// One caller's association, from its request to its release (or its end).
    private func serve(_ connection: NIOAsyncChannel<PDU, PDU>, number: Int) async {
        let peer = connection.channel.remoteAddress.map { "\($0.ipAddress ?? "?"):\($0.port ?? 0)" } ?? "?"
        try? await connection.executeThenClose { inbound, outbound in
            var iterator = inbound.makeAsyncIterator()
            try? await connection.channel.triggerUserOutboundEvent(
                AnswerTimer.Wait(timeout: configuration.timeouts.association, what: "an association request", endsAtFirstPDU: true))
            let first: PDU?
            do {
                first = try await iterator.next()
            } catch {
                log("association \(number) from \(peer): dropped before it asked anything: \(DIMSEAssociation.failure(error, during: "its request"))")
                return
            }
            guard case .associateRequest(let request)? = first else {
                log("association \(number) from \(peer): \(first.map { "a \($0) instead of an association request" } ?? "closed before asking anything"); aborted")
                try? await outbound.write(.abort(source: 2, reason: 2))
                return
            }
            let caller = "association \(number) from \(request.callingAETitle) at \(peer)"
            let accept: AssociationAccept
            switch configuration.answer(to: request) {
            case .failure(let rejection):
                log("\(caller): refused (\(rejection))")
                try? await outbound.write(.associateReject(rejection))
                return
            case .success(let accepted):
                accept = accepted
            }
            do {
                try await outbound.write(.associateAccept(accept))
            } catch {
                return
            }
            let taken = accept.results.filter { $0.result == .acceptance }.count
            log("\(caller): accepted \(taken) of \(accept.results.count) presentation contexts")
            let association = DIMSEAssociation(
                accept: accept, proposed: request.presentationContexts, inbound: iterator, outbound: outbound,
                channel: connection.channel, timeouts: configuration.timeouts, largestDataSet: configuration.largestInstance)
            var stored = 0
            do {
                while let message = try await association.nextRequest() {
                    let answer = await respond(to: message, in: association, caller: request.callingAETitle, stored: &stored)
                    try await association.send(answer)
                }
                log("\(caller): \(stored) instance\(stored == 1 ? "" : "s") stored, released")
                await association.answerRelease()
            } catch {
                let cut = association.isInsideMessage ? " (an instance cut short, not kept)" : ""
                log("\(caller): \(stored) instance\(stored == 1 ? "" : "s") stored, then \(error)\(cut)")
                if let error = error as? DIMSEError, case .protocolViolation = error { await association.abort() }
            }
        }
    }

    /// The response to `message`: an echo answered, an instance stored and kept, anything else refused.
    private func respond(
        to message: DIMSEMessage, in association: DIMSEAssociation, caller: String, stored: inout Int
    ) async -> DIMSEMessage {
        let command = message.command
        var response = CommandSet(field: .echoResponse)
        response.messageIDBeingRespondedTo = command.messageID
        response.affectedSOPClassUID = command.affectedSOPClassUID
        switch command.field {
        case .echoRequest:
            response.status = 0
        case .storeRequest:
            response.field = .storeResponse
            response.affectedSOPInstanceUID = command.affectedSOPInstanceUID
            do {
                try await store(message, in: association, caller: caller)
                stored += 1
                response.status = 0
            } catch {
                log("\(caller): SOP Instance \(command.affectedSOPInstanceUID ?? "?") not kept: \(error.reason)")
                response.status = error.status
                response.errorComment = String(error.reason.prefix(64))
            }
        default:
            // What the node does not serve: "unrecognised operation" in the response of its kind.
            response.field = CommandField(rawValue: command.field.rawValue | 0x8000) ?? .echoResponse
            response.status = 0x0211
        }
        return DIMSEMessage(contextID: message.contextID, command: response)
    }

    /// Why an instance was not kept, and the C-STORE status that says so.
    private struct Refusal: Error {
        var status: UInt16
        var reason: String
    }

    /// Writes the instance `message` carries and hands it to `keep`.
    private func store(_ message: DIMSEMessage, in association: DIMSEAssociation, caller: String) async throws(Refusal) {
        let command = message.command
        guard let dataSet = message.dataSet, let sopClass = command.affectedSOPClassUID, let sop = command.affectedSOPInstanceUID,
              !sop.isEmpty, sop.utf8.allSatisfy({ $0 == UInt8(ascii: ".") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { throw Refusal(status: 0xA900, reason: "no data set, or no SOP class or instance UID (digits and dots)") }
        guard let syntax = association.accept.results.first(where: { $0.id == message.contextID && $0.result == .acceptance })?.transferSyntax,
              association.abstractSyntax(ofContext: message.contextID) == sopClass
        else { throw Refusal(status: 0xA900, reason: "its presentation context was not accepted for \(sopClass)") }
        let file = incoming.appending(path: "\(sop)-\(UUID().uuidString).dcm")
        do {
            let header = try DICOMFileWriter.header(sopClassUID: sopClass, sopInstanceUID: sop, transferSyntaxUID: syntax)
            try Data(header + dataSet).write(to: file, options: .atomic)
        } catch {
            throw Refusal(status: 0xA700, reason: "cannot write \(file.path): \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: file) }
        do {
            try await keep(ReceivedInstance(
                file: file, sopClassUID: sopClass, sopInstanceUID: sop, transferSyntaxUID: syntax, callingAETitle: caller))
        } catch {
            throw Refusal(status: 0xA700, reason: "\(error)")
        }
    }
}
