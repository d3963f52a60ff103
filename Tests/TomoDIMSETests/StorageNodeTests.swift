import Foundation
import Testing
import TomoCore
import TomoDICOM
import TomoDICOMSeries
@testable import TomoDIMSE
import TomoPipeline
import TomoSeries
import TomoTestSupport

/// Tomo's receiving node against DCMTK's storescu, pynetdicom and broken callers: what it keeps is what was
/// sent, and whatever a caller does, the node keeps answering, keeps no partial instance, and logs the fault.
@Suite(.timeLimit(.minutes(4))) struct StorageNodeTests {
    /// Short timeouts, for the callers that stop mid-way.
    private static let shortTimeouts = DIMSETimeouts(connect: .seconds(5), association: .seconds(2), message: .seconds(2))

    /// A node on a free loopback port keeping instances in `kept`, its log lines in `lines`, waiting for its
    /// callers as `timeouts` say (the peers that behave get the default ones: a program started on two busy
    /// cores may take more than two seconds to ask).
    private func withNode<T: Sendable>(
        in scratch: URL, allowing callers: Set<String>? = nil, timeouts: DIMSETimeouts = shortTimeouts,
        _ body: (StorageNode, URL, Locked<[String]>) async throws -> T
    ) async throws -> T {
        let kept = scratch.appending(path: "kept")
        try FileManager.default.createDirectory(at: kept, withIntermediateDirectories: true)
        let lines = Locked<[String]>([])
        let node = try await StorageNode(
            host: "127.0.0.1", port: 0,
            configuration: StorageNodeConfiguration(
                aeTitle: "TOMO", allowedCallers: callers,
                timeouts: timeouts),
            incoming: scratch.appending(path: "incoming"),
            keep: { instance in
                try FileManager.default.copyItem(at: instance.file, to: kept.appending(path: instance.sopInstanceUID + ".dcm"))
            },
            log: { line in lines.withLock { $0.append(line) } })
        let serving = Task { await node.run() }
        defer {
            node.stop()
            serving.cancel()
        }
        return try await body(node, kept, lines)
    }

    @Test func storescuSendsTheHeadCTAndTheNodeKeepsItWhole() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { scratch in
            try await withNode(in: scratch, timeouts: DIMSETimeouts()) { node, kept, lines in
                _ = try await DICOMSamples.runTool(
                    "/usr/bin/storescu", ["-aet", "STORESCU", "-aec", "TOMO", "+sd", "127.0.0.1", String(node.port), head.folder.path])
                let files = try FileManager.default.contentsOfDirectory(atPath: kept.path)
                #expect(files.count == 108)
                #expect(lines.withLock { $0 }.contains { $0.contains("from STORESCU at 127.0.0.1") && $0.hasSuffix("108 instances stored, released") },
                        "\(lines.withLock { $0 })")
                #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.appending(path: "incoming").path).isEmpty, "nothing left behind")

                try await head.expectSameVolume(asFilesIn: kept)
            }
        }
    }

    @Test func pynetdicomEchoesAndStoresAndTitlesAreChecked() async throws {
        let sample = try await DICOMSamples.pydicomFile("CT_small.dcm")
        try await withScratchFolder { scratch in
            try await withNode(in: scratch, allowing: ["PYNET", "TOMO"], timeouts: DIMSETimeouts()) { node, kept, _ in
                let script = """
                    import sys
                    from pydicom import dcmread
                    from pynetdicom import AE
                    from pynetdicom.sop_class import CTImageStorage, Verification
                    ae = AE(ae_title="PYNET")
                    ae.add_requested_context(Verification)
                    ae.add_requested_context(CTImageStorage)
                    a = ae.associate("127.0.0.1", int(sys.argv[1]), ae_title="TOMO")
                    assert a.is_established
                    print(a.send_c_echo().Status, a.send_c_store(dcmread(sys.argv[2])).Status)
                    a.release()
                    """
                let output = try await DICOMSamples.runTool("python3", ["-c", script, String(node.port), sample])
                #expect(output.text.trimmingCharacters(in: .whitespacesAndNewlines) == "0 0", "\(output.text) \(output.errors)")
                #expect(try FileManager.default.contentsOfDirectory(atPath: kept.path).count == 1)

                let ours = DIMSENode(calledAETitle: "TOMO", host: "127.0.0.1", port: node.port)
                _ = try await DIMSEClient(node: ours).echo()
                var stranger = ours
                stranger.callingAETitle = "STRANGER"
                let refused = await #expect(throws: DIMSEError.self) { try await DIMSEClient(node: stranger).echo() }
                #expect(refused == .rejected(AssociationRejection(result: 1, source: 1, reason: 3), node: "TOMO at 127.0.0.1:\(node.port)"))
                var wrong = ours
                wrong.calledAETitle = "OTHER"
                let called = await #expect(throws: DIMSEError.self) { try await DIMSEClient(node: wrong).echo() }
                #expect(called == .rejected(AssociationRejection(result: 1, source: 1, reason: 7), node: "OTHER at 127.0.0.1:\(node.port)"))
            }
        }
    }

    @Test func garbageHugeLengthsCutInstancesAndCrowdsLeaveTheNodeAnswering() async throws {
        try await withScratchFolder { scratch in
            try await withNode(in: scratch) { node, kept, lines in
                let port = node.port
                // Garbage, and a PDU that says it is 4 GB long: each connection dropped, nothing read past the header.
                for bytes in [Array("GET / HTTP/1.1\r\nHost: x\r\n\r\n".utf8), [0x01, 0, 0xFF, 0xFF, 0xFF, 0xFF, 0, 1]] {
                    let answer = try await onBlockingThread { () throws -> [UInt8] in
                        let connection = try RawConnection(port: port)
                        defer { connection.close() }
                        connection.send(bytes)
                        return connection.readToEnd()
                    }
                    #expect(answer.count <= 10, "at most an abort: \(answer)")
                }
                // An instance cut half way: the association asked for, a C-STORE's command and half its data set,
                // then the caller goes away.
                let request = AssociationRequest(
                    calledAETitle: "TOMO", callingAETitle: "CUTTER",
                    presentationContexts: [PresentationContext(
                        id: 1, abstractSyntax: "1.2.840.10008.5.1.4.1.1.2", transferSyntaxes: [TransferSyntaxUID.explicitVRLittleEndian])],
                    userInformation: UserInformation(maximumLength: 16384, implementationClassUID: "1.2.3"))
                var command = CommandSet(field: .storeRequest, hasDataSet: true)
                command.affectedSOPClassUID = "1.2.840.10008.5.1.4.1.1.2"
                command.affectedSOPInstanceUID = "1.2.3.4.5"
                command.messageID = 1
                command.priority = 0
                let half = PDU.data([PresentationDataValue(contextID: 1, isCommand: false, isLast: false, data: [UInt8](repeating: 7, count: 4000)[...])])
                let commandPDU = PDU.data([PresentationDataValue(contextID: 1, isCommand: true, isLast: true, data: command.encoded()[...])])
                let accepted = try await onBlockingThread { () throws -> UInt8? in
                    let connection = try RawConnection(port: port)
                    defer { connection.close() }
                    connection.send(PDU.associateRequest(request).encoded())
                    let type = connection.read(1).first
                    connection.send(commandPDU.encoded() + half.encoded())
                    return type
                }
                #expect(accepted == 0x02, "the association was accepted")
                // Twenty associations at once, each echoed.
                let node20 = DIMSENode(calledAETitle: "TOMO", host: "127.0.0.1", port: port)
                let answered = await withTaskGroup(of: Bool.self) { group in
                    for _ in 0..<20 { group.addTask { (try? await DIMSEClient(node: node20).echo()) != nil } }
                    return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
                }
                #expect(answered == 20)
                #expect(try FileManager.default.contentsOfDirectory(atPath: kept.path).isEmpty, "no partial instance kept")
                #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.appending(path: "incoming").path).isEmpty)
                let log = lines.withLock { $0 }
                #expect(log.contains { $0.contains("dropped before it asked anything: the peer broke the DICOM protocol: a PDU of unknown type 0x47") }, "\(log)")
                #expect(log.contains { $0.contains("says it is 4294967295 bytes long") }, "\(log)")
                #expect(log.contains { $0.contains("from CUTTER") && $0.contains("(an instance cut short, not kept)") }, "\(log)")
            }
        }
    }

    /// What successive moves to one port rely on: each move's node stops before the next listens there.
    @Test func aNodeStoppedListeningLeavesItsPortFreeForTheNext() async throws {
        try await withScratchFolder { scratch in
            let port = try TestEnvironment.freePort()
            for round in 0..<50 {
                let node: StorageNode
                do {
                    node = try await StorageNode(
                        host: "127.0.0.1", port: port, configuration: StorageNodeConfiguration(aeTitle: "TOMO"),
                        incoming: scratch.appending(path: "incoming"), keep: { _ in }, log: { _ in })
                } catch {
                    Issue.record("round \(round): \(error); sockets on port \(port): \(TestEnvironment.socketsBound(toPort: port))")
                    return
                }
                let serving = Task { await node.run() }
                if round.isMultiple(of: 10) {
                    _ = try await DIMSEClient(node: DIMSENode(calledAETitle: "TOMO", host: "127.0.0.1", port: port)).echo()
                }
                await node.stopListening()
                serving.cancel()
            }
        }
    }
}
