/// The user information item of an association request or answer (PS3.8 9.3.2.3, PS3.7 D.3.3): the
/// longest P-DATA-TF PDU the sender takes, who made it, and role selections.
public struct UserInformation: Sendable, Hashable {
    /// The longest P-DATA-TF PDU the sender receives, 0 for no limit.
    public var maximumLength: UInt32
    /// The UID naming the implementation (Tomo's, or the peer's).
    public var implementationClassUID: String
    /// The implementation's version name (`TOMO_1`), if it gives one.
    public var implementationVersionName: String?
    /// The SCU/SCP roles asked for or granted, by SOP Class.
    public var roleSelections: [RoleSelection]

    /// User information with these fields.
    public init(
        maximumLength: UInt32, implementationClassUID: String, implementationVersionName: String? = nil,
        roleSelections: [RoleSelection] = []
    ) {
        self.maximumLength = maximumLength
        self.implementationClassUID = implementationClassUID
        self.implementationVersionName = implementationVersionName
        self.roleSelections = roleSelections
    }

    func encoded() -> [UInt8] {
        var items: [UInt8] = []
        items.appendItem(0x51, { $0.appendBigEndian(maximumLength) })
        items.appendItem(0x52, { $0 += Array(implementationClassUID.utf8) })
        for role in roleSelections {
            items.appendItem(0x54) { bytes in
                bytes.appendBigEndian(UInt16(role.sopClassUID.utf8.count))
                bytes += Array(role.sopClassUID.utf8)
                bytes += [role.isSCU ? 1 : 0, role.isSCP ? 1 : 0]
            }
        }
        if let implementationVersionName { items.appendItem(0x55, { $0 += Array(implementationVersionName.utf8) }) }
        var bytes: [UInt8] = []
        bytes.appendItem(0x50, { $0 += items })
        return bytes
    }

    /// The user information in the body of item 0x50; sub-items Tomo does not use are passed over.
    init(decoding body: ArraySlice<UInt8>) throws(PDUError) {
        var reader = ByteReader(body)
        var maximumLength: UInt32 = 0, implementationClassUID = "", versionName: String?, roles: [RoleSelection] = []
        while reader.remaining > 0 {
            let (type, value) = try reader.item()
            var fields = ByteReader(value)
            switch type {
            case 0x51: maximumLength = try fields.uint32()
            case 0x52: implementationClassUID = ByteReader.text(value)
            case 0x55: versionName = ByteReader.text(value)
            case 0x54:
                let uid = try fields.text(Int(try fields.uint16()))
                roles.append(RoleSelection(sopClassUID: uid, isSCU: try fields.byte() == 1, isSCP: try fields.byte() == 1))
            default: break
            }
        }
        self.init(
            maximumLength: maximumLength, implementationClassUID: implementationClassUID,
            implementationVersionName: versionName, roleSelections: roles)
    }
}

extension [UInt8] {
    /// Appends an item (PS3.8 9.3.2): its type, a reserved byte, its length (two bytes) and what `body` writes.
    mutating func appendItem(_ type: UInt8, _ body: (inout [UInt8]) -> Void) {
        var content: [UInt8] = []
        body(&content)
        append(type)
        append(0)
        appendBigEndian(UInt16(truncatingIfNeeded: content.count))
        self += content
    }
}

extension ByteReader {
    /// The next item: its type and its body.
    mutating func item() throws(PDUError) -> (type: UInt8, body: ArraySlice<UInt8>) {
        let type = try byte()
        _ = try byte()
        let length = Int(try uint16())
        return (type, try take(length))
    }
}
