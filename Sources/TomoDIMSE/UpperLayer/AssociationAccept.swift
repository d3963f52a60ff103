/// An A-ASSOCIATE-AC (PS3.8 9.3.3): the peer's answer to each presentation context proposed, and its user
/// information.
public struct AssociationAccept: Sendable, Hashable {
    /// The AE title of the node called (the acceptor).
    public var calledAETitle: String
    /// The AE title of the node calling (the requestor).
    public var callingAETitle: String
    /// The DICOM application context name, `1.2.840.10008.3.1.1.1`.
    public var applicationContext: String
    /// The acceptor's answer to each proposed presentation context.
    public var results: [PresentationContextResult]
    /// The largest PDU, implementation class and version, and SCP/SCU role selections.
    public var userInformation: UserInformation

    /// An association PDU with these fields.
    public init(
        calledAETitle: String, callingAETitle: String, applicationContext: String = AssociationRequest.dicomApplicationContext,
        results: [PresentationContextResult], userInformation: UserInformation
    ) {
        self.calledAETitle = calledAETitle
        self.callingAETitle = callingAETitle
        self.applicationContext = applicationContext
        self.results = results
        self.userInformation = userInformation
    }

    func encodedBody() -> [UInt8] {
        var bytes = AssociationHeader.encoded(called: calledAETitle, calling: callingAETitle)
        bytes.appendItem(0x10, { $0 += Array(applicationContext.utf8) })
        for result in results {
            bytes.appendItem(0x21) { item in
                item += [result.id, 0, result.result.rawValue, 0]
                item.appendItem(0x40, { $0 += Array(result.transferSyntax.utf8) })
            }
        }
        bytes += userInformation.encoded()
        return bytes
    }

    init(decoding body: ArraySlice<UInt8>) throws(PDUError) {
        var reader = ByteReader(body)
        let header = try AssociationHeader(&reader)
        var context = "", results: [PresentationContextResult] = [], user: UserInformation?
        while reader.remaining > 0 {
            let (type, value) = try reader.item()
            switch type {
            case 0x10: context = ByteReader.text(value)
            case 0x21:
                var fields = ByteReader(value)
                let id = try fields.byte()
                _ = try fields.byte()
                let code = try fields.byte()
                _ = try fields.byte()
                guard let result = PresentationContextResult.Result(rawValue: code) else {
                    throw .invalid("presentation context \(id) has an answer of unknown code \(code)")
                }
                var syntax = ""
                while fields.remaining > 0 {
                    let (subType, subValue) = try fields.item()
                    if subType == 0x40 { syntax = ByteReader.text(subValue) }
                }
                results.append(PresentationContextResult(id: id, result: result, transferSyntax: syntax))
            case 0x50: user = try UserInformation(decoding: value)
            default: break
            }
        }
        self.init(
            calledAETitle: header.called, callingAETitle: header.calling, applicationContext: context, results: results,
            userInformation: user ?? UserInformation(maximumLength: 0, implementationClassUID: ""))
    }
}
