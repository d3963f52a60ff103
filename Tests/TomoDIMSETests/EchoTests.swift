import Foundation
import Testing
import TomoCore
import TomoDIMSE
import TomoSeries
import TomoTestSupport

/// C-ECHO against a real Orthanc's DICOM port, and every way of not getting there, each by its message: a
/// title the peer does not know, nothing listening, a peer that says nothing, garbage, a
/// 4 GB PDU, an abort.
@Suite(.timeLimit(.minutes(2))) struct EchoTests {
    private let fast = DIMSETimeouts(connect: .seconds(5), association: .milliseconds(500), message: .milliseconds(500))
    /// For peers that do answer: long enough that a busy machine (the whole suite on two cores) never makes
    /// their answer late, so that the failure named is the answer's.
    private let patient = DIMSETimeouts(connect: .seconds(30), association: .seconds(60), message: .seconds(60))

    @Test func orthancAnswersAnEchoAndRefusesTitlesItDoesNotKnow() async throws {
        try await withOrthanc(modalities: [.init(aeTitle: "TOMO", port: 1)]) { orthanc in
            let port = try #require(orthanc.dicomPort)
            let node = DIMSENode(calledAETitle: OrthancServer.aeTitle, host: "127.0.0.1", port: port)
            let roundTrip = try await DIMSEClient(node: node).echo()
            #expect(roundTrip > .zero, "the round trip measured")  // how long is for the benchmarks: it took over 5 s once under load

            var wrongCalled = node
            wrongCalled.calledAETitle = "NOT_ORTHANC"
            let called = await #expect(throws: DIMSEError.self) { try await DIMSEClient(node: wrongCalled).echo() }
            #expect(called?.description == "NOT_ORTHANC at 127.0.0.1:\(port) refused the association: called AE title not recognised")

            var stranger = node
            stranger.callingAETitle = "STRANGER"
            let calling = await #expect(throws: DIMSEError.self) { try await DIMSEClient(node: stranger).echo() }
            #expect(calling?.description == "ORTHANC at 127.0.0.1:\(port) refused the association: calling AE title not recognised")
        }
    }

    @Test func nothingListeningIsSaidSo() async throws {
        let port = try TestEnvironment.freePort()
        let node = DIMSENode(calledAETitle: "PACS", host: "127.0.0.1", port: port)
        let error = await #expect(throws: DIMSEError.self) { try await DIMSEClient(node: node, timeouts: fast).echo() }
        #expect(error == .nothingListening(host: "127.0.0.1", port: port))
        #expect(error?.description == "nothing is listening on 127.0.0.1:\(port) (connection refused)")

        let unknown = DIMSENode(calledAETitle: "PACS", host: "no-such-host.invalid", port: 104)
        let lookup = await #expect(throws: DIMSEError.self) { try await DIMSEClient(node: unknown, timeouts: fast).echo() }
        #expect(lookup?.description.hasPrefix("cannot reach no-such-host.invalid") == true, "\(String(describing: lookup))")
    }

    @Test func aPeerThatSaysNothingIsGivenUpOnAfterTheAssociationTimeout() async throws {
        let peer = try ScriptedPeer(.silent)
        defer { peer.stop() }
        let node = DIMSENode(calledAETitle: "PACS", host: "127.0.0.1", port: peer.port)
        let error = await #expect(throws: DIMSEError.self) { try await DIMSEClient(node: node, timeouts: fast).echo() }
        #expect(error == .noAnswer(waitingFor: "the answer to the association request", after: .milliseconds(500)))
        #expect(error?.description == "the peer did not answer within 0.5 s (waiting for the answer to the association request)")
    }

    @Test func garbageAHugePDUAndAnAbortAreEachNamed() async throws {
        let cases: [(bytes: [UInt8], expected: DIMSEError)] = [
            (Array("HTTP/1.1 400 Bad Request\r\n\r\n".utf8), .protocolViolation("a PDU of unknown type 0x48")),
            ([0x02, 0, 0xFF, 0xFF, 0xFF, 0xFF], .protocolViolation("a PDU of type 0x2 says it is 4294967295 bytes long, more than the 65536 taken")),
            ([0x07, 0, 0, 0, 0, 4, 0, 0, 2, 1], .aborted(source: 2, reason: 1)),
            ([0x02, 0, 0, 0, 0, 4, 0, 1, 0, 0], .protocolViolation("a PDU ends inside one of its fields")),
        ]
        for (bytes, expected) in cases {
            let peer = try ScriptedPeer(.answer(bytes))
            defer { peer.stop() }
            let node = DIMSENode(calledAETitle: "PACS", host: "127.0.0.1", port: peer.port)
            let error = await #expect(throws: DIMSEError.self) { try await DIMSEClient(node: node, timeouts: patient).echo() }
            #expect(error == expected)
        }
        let closing = try ScriptedPeer(.answerAndClose([]))
        defer { closing.stop() }
        let node = DIMSENode(calledAETitle: "PACS", host: "127.0.0.1", port: closing.port)
        let error = await #expect(throws: DIMSEError.self) { try await DIMSEClient(node: node, timeouts: patient).echo() }
        #expect(error == .connectionClosed(during: "the association request"))
        #expect(DIMSEError.aborted(source: 2, reason: 1).description == "the peer aborted the association (it did not recognise a PDU)")
    }
}
