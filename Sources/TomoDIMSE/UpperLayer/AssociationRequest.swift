/// An A-ASSOCIATE-RQ (PS3.8 9.3.2): who calls whom, the presentation contexts proposed and the caller's
/// user information.
public struct AssociationRequest: Sendable, Hashable {
    /// The AE title of the node called (the acceptor).
    public var calledAETitle: String
    /// The AE title of the node calling (the requestor).
    public var callingAETitle: String
    /// The DICOM application context name, `1.2.840.10008.3.1.1.1`.
    public var applicationContext: String
    /// The abstract syntaxes proposed, each with the transfer syntaxes offered for it.
    public var presentationContexts: [PresentationContext]
    /// The largest PDU, implementation class and version, and SCP/SCU role selections.
    public var userInformation: UserInformation

    /// The DICOM application context (PS3.7 A.2.1).
    public static let dicomApplicationContext = "1.2.840.10008.3.1.1.1"

    /// An association PDU with these fields.
    public init(
        calledAETitle: String, callingAETitle: String, applicationContext: String = Self.dicomApplicationContext,
        presentationContexts: [PresentationContext], userInformation: UserInformation
    ) {
        self.calledAETitle = calledAETitle
        self.callingAETitle = callingAETitle
        self.applicationContext = applicationContext
        self.presentationContexts = presentationContexts
        self.userInformation = userInformation
    }

    func encodedBody() -> [UInt8] {
        var bytes = AssociationHeader.encoded(called: calledAETitle, calling: callingAETitle)
        bytes.appendItem(0x10, { $0 += Array(applicationContext.utf8) })
        for context in presentationContexts {
            bytes.appendItem(0x20) { item in
                item += [context.id, 0, 0, 0]
                item.appendItem(0x30, { $0 += Array(context.abstractSyntax.utf8) })
                for syntax in context.transferSyntaxes { item.appendItem(0x40, { $0 += Array(syntax.utf8) }) }
            }
        }
        bytes += userInformation.encoded()
        return bytes
    }

    init(decoding body: ArraySlice<UInt8>) throws(PDUError) {
        var reader = ByteReader(body)
        let header = try AssociationHeader(&reader)
        var context = "", contexts: [PresentationContext] = [], user: UserInformation?
        while reader.remaining > 0 {
            let (type, value) = try reader.item()
            switch type {
            case 0x10: context = ByteReader.text(value)
            case 0x20:
                var fields = ByteReader(value)
                let id = try fields.byte()
                _ = try fields.take(3)
                var abstract = "", syntaxes: [String] = []
                while fields.remaining > 0 {
                    let (subType, subValue) = try fields.item()
                    if subType == 0x30 { abstract = ByteReader.text(subValue) }
                    if subType == 0x40 { syntaxes.append(ByteReader.text(subValue)) }
                }
                contexts.append(PresentationContext(id: id, abstractSyntax: abstract, transferSyntaxes: syntaxes))
            case 0x50: user = try UserInformation(decoding: value)
            default: break
            }
        }
        self.init(
            calledAETitle: header.called, callingAETitle: header.calling, applicationContext: context,
            presentationContexts: contexts, userInformation: user ?? UserInformation(maximumLength: 0, implementationClassUID: ""))
    }
}

/// The fixed fields that open an A-ASSOCIATE-RQ and -AC: protocol version, reserved, the called and calling
/// AE titles (16 bytes each, space padded), 32 reserved bytes.
struct AssociationHeader {
    let called: String
    let calling: String

    static func encoded(called: String, calling: String) -> [UInt8] {
        [0, 1, 0, 0] + title(called) + title(calling) + [UInt8](repeating: 0, count: 32)
    }

    /// `text` as an AE title field: at most 16 bytes, padded with spaces.
    static func title(_ text: String) -> [UInt8] {
        let bytes = Array(text.utf8.prefix(16))
        return bytes + [UInt8](repeating: 0x20, count: 16 - bytes.count)
    }

    /// Reads the fields.
    init(_ reader: inout ByteReader) throws(PDUError) {
        _ = try reader.take(4)
        called = try reader.text(16)
        calling = try reader.text(16)
        _ = try reader.take(32)
    }
}
