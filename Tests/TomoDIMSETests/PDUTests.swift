import Testing
@testable import TomoDIMSE
import TomoSeries

/// The upper layer's PDUs and DIMSE command sets, written and read back, and bytes that are not PDUs.
struct PDUTests {
    private let request = AssociationRequest(
        calledAETitle: "ORTHANC", callingAETitle: "TOMO",
        presentationContexts: [
            PresentationContext(id: 1, abstractSyntax: SOPClass.verification, transferSyntaxes: TransferSyntaxUID.uncompressed),
            PresentationContext(id: 3, abstractSyntax: "1.2.840.10008.5.1.4.1.1.2", transferSyntaxes: TransferSyntaxUID.decodable),
        ],
        userInformation: UserInformation(
            maximumLength: 16384, implementationClassUID: DIMSEClient.implementationClassUID, implementationVersionName: "TOMO_1",
            roleSelections: [RoleSelection(sopClassUID: "1.2.840.10008.5.1.4.1.1.2", isSCU: false, isSCP: true)]))

    private func roundTrip(_ pdu: PDU) throws -> PDU {
        let bytes = pdu.encoded()
        let header = try #require(PDU.header(of: bytes[...]))
        #expect(Int(header.length) == bytes.count - PDU.headerLength)
        return try PDU(type: header.type, body: bytes[PDU.headerLength...])
    }

    @Test func everyPDUReadsBackAsWritten() throws {
        let accept = AssociationAccept(
            calledAETitle: "ORTHANC", callingAETitle: "TOMO",
            results: [
                PresentationContextResult(id: 1, result: .acceptance, transferSyntax: TransferSyntaxUID.explicitVRLittleEndian),
                PresentationContextResult(id: 3, result: .abstractSyntaxNotSupported, transferSyntax: ""),
            ],
            userInformation: UserInformation(maximumLength: 0, implementationClassUID: "1.2.3", implementationVersionName: nil))
        let pdus: [PDU] = [
            .associateRequest(request), .associateAccept(accept), .associateReject(AssociationRejection(result: 1, source: 1, reason: 7)),
            .data([PresentationDataValue(contextID: 1, isCommand: true, isLast: false, data: [1, 2, 3][...]),
                   PresentationDataValue(contextID: 1, isCommand: false, isLast: true, data: [][...])]),
            .releaseRequest, .releaseResponse, .abort(source: 2, reason: 6),
        ]
        for pdu in pdus { #expect(try roundTrip(pdu) == pdu) }
        // The AE titles go out padded to 16 bytes.
        #expect(Array(PDU.associateRequest(request).encoded()[10..<26]) == Array("ORTHANC         ".utf8))
    }

    @Test func aCommandSetReadsBackAsWrittenWithItsGroupLength() throws {
        var command = CommandSet(field: .getResponse)
        command.affectedSOPClassUID = SOPClass.studyRootGet
        command.messageIDBeingRespondedTo = 7
        command.status = 0xFF00
        command.remainingSubOperations = 299
        command.completedSubOperations = 1
        command.failedSubOperations = 0
        command.warningSubOperations = 0
        command.errorComment = "odd"
        let bytes = command.encoded()
        #expect(bytes.count % 2 == 0)
        // (0000,0000) UL: the length of what follows it.
        #expect(Array(bytes[0..<8]) == [0, 0, 0, 0, 4, 0, 0, 0])
        let length = Int(bytes[8]) | Int(bytes[9]) << 8 | Int(bytes[10]) << 16 | Int(bytes[11]) << 24
        #expect(length == bytes.count - 12)
        #expect(try CommandSet(decoding: bytes[...]) == command)
        // Elements after the command group are passed over (Orthanc adds a failed C-GET's Failed SOP Instance
        // UID List, (0008,0058), to its response's command); a command that starts with another group is none.
        let failedList: [UInt8] = [8, 0, 0x58, 0, 4, 0, 0, 0] + Array("1.2\0".utf8)
        #expect(try CommandSet(decoding: (bytes + failedList)[...]) == command)
        #expect(throws: DIMSEMessageError.malformedCommand("element (0008,0058) is not of the command group 0000")) {
            try CommandSet(decoding: failedList[...])
        }
    }

    @Test func aMessageIsCutIntoPDUsThePeerTakesAndPutBackTogether() throws {
        var command = CommandSet(field: .storeRequest)
        command.affectedSOPClassUID = "1.2.840.10008.5.1.4.1.1.2"
        command.affectedSOPInstanceUID = "1.2.3.4"
        command.messageID = 5
        command.priority = 0
        let data = (0..<10_000).map { UInt8($0 % 251) }
        let message = DIMSEMessage(contextID: 3, command: command, dataSet: data)
        let pdus = message.pdus(maximumLength: 4096)
        #expect(pdus.allSatisfy { $0.encoded().count - PDU.headerLength <= 4096 })
        #expect(pdus.count == 1 + 3, "the command in one, the 10,000 bytes in three of 4,090")
        var assembler = MessageAssembler()
        var assembled: [DIMSEMessage] = []
        for case .data(let values) in pdus {
            for value in values { if let done = try assembler.take(value) { assembled.append(done) } }
        }
        #expect(assembled == [message] && !assembler.isInsideMessage)
    }

    @Test func bytesThatAreNoPDUAreRefusedWithWhy() throws {
        #expect(throws: PDUError.unknownType(0x09)) { try PDU(type: 0x09, body: [][...]) }
        #expect(throws: PDUError.truncated) { try PDU(type: 0x01, body: [0, 1, 0][...]) }
        // An item whose length runs past the PDU's end.
        var body = Array(PDU.associateRequest(request).encoded().dropFirst(PDU.headerLength))
        body[70] = 0xFF  // the application context item's length: 0xFF.. bytes
        #expect(throws: PDUError.truncated) { try PDU(type: 0x01, body: body[...]) }
        #expect(throws: PDUError.invalid("a presentation data value of 1 bytes, too short for its header")) {
            try PDU(type: 0x04, body: [0, 0, 0, 1, 1][...])
        }
        // A 4 GB length is judged by its header alone.
        #expect(PDU.header(of: [0x04, 0, 0xFF, 0xFF, 0xFF, 0xFF][...])?.length == UInt32.max)
        #expect(PDU.limit(ofType: 0x04, maximumDataLength: 16384) < Int(UInt32.max))
        #expect(throws: DIMSEMessageError.malformedCommand("it has no command field (0000,0100)")) {
            try CommandSet(decoding: [0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0][...])
        }
        #expect(throws: DIMSEMessageError.malformedCommand("element (0000,0100) says it holds 65535 bytes, past the command's end")) {
            try CommandSet(decoding: [0, 0, 0, 1, 0xFF, 0xFF, 0, 0, 1, 0][...])
        }
        var assembler = MessageAssembler()
        #expect(throws: DIMSEMessageError.outOfOrder("a data set fragment before its command")) {
            try assembler.take(PresentationDataValue(contextID: 1, isCommand: false, isLast: true, data: [1][...]))
        }
    }

    @Test func nodesAreWrittenAsDicomAddresses() throws {
        let node = try #require(try DIMSENode(address: "dicom://ORTHANC@127.0.0.1:4242?calling=VIEWER"))
        #expect(node == DIMSENode(calledAETitle: "ORTHANC", host: "127.0.0.1", port: 4242, callingAETitle: "VIEWER"))
        #expect(node.description == "dicom://ORTHANC@127.0.0.1:4242?calling=VIEWER")
        #expect(try DIMSENode(address: "dicom://PACS@pacs.example:104")?.callingAETitle == "TOMO")
        #expect(try DIMSENode(address: "http://pacs/dicom-web") == nil)
        #expect(throws: DIMSENodeError.malformed("dicom://pacs:104", "it names no AE title to call: dicom://AET@pacs:PORT")) {
            try DIMSENode(address: "dicom://pacs:104")
        }
        #expect(throws: DIMSENodeError.malformed("dicom://PACS@pacs", "it names no port: dicom://PACS@pacs:104")) {
            try DIMSENode(address: "dicom://PACS@pacs")
        }
        #expect(throws: DIMSENodeError.self) { try DIMSENode(address: "dicom://AN_AE_TITLE_TOO_LONG@pacs:104") }
        // Series moved to Tomo's storage node on a port of its own (C-MOVE), which a client then retrieves by.
        let moving = try #require(try DIMSENode(address: "dicom://PACS@pacs.example:104?calling=VIEWER&move=11113"))
        #expect(moving.movePort == 11113 && moving.description == "dicom://PACS@pacs.example:104?calling=VIEWER&move=11113")
        #expect(DIMSEClient(node: moving).retrieval == .move(port: 11113) && DIMSEClient(node: node).retrieval == .get)
        #expect(DIMSEClient(node: moving, retrieval: .get).retrieval == .get, "a retrieval asked for wins")
        #expect(throws: DIMSENodeError.malformed("dicom://PACS@pacs:104?move=0", "move=0 is not a port for Tomo's storage node (1 to 65535)")) {
            try DIMSENode(address: "dicom://PACS@pacs:104?move=0")
        }
        #expect(throws: DIMSENodeError.self) { try DIMSENode(address: "dicom://PACS@pacs:104?move=storescp") }
    }
}
