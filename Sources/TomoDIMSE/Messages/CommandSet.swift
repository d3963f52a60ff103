/// A DIMSE command (PS3.7 E.1): the group 0000 elements a request or response carries, always in Implicit
/// VR Little Endian whatever the presentation context's transfer syntax.
public struct CommandSet: Sendable, Hashable {
    /// Which command it is (C-FIND-RQ, C-GET-RSP…).
    public var field: CommandField
    /// The SOP Class it acts on.
    public var affectedSOPClassUID: String?
    /// A request's ID, which its responses name.
    public var messageID: UInt16?
    /// A response's request.
    public var messageIDBeingRespondedTo: UInt16?
    /// The AE title a C-MOVE sends its instances to.
    public var moveDestination: String?
    /// 0 medium, 1 high, 2 low.
    public var priority: UInt16?
    /// Whether a data set follows the command.
    public var hasDataSet: Bool
    /// A response's status: 0000 success, FF00 pending, A7xx, Cxxx failures (PS3.7 C).
    public var status: UInt16?
    /// The instance a C-STORE stores.
    public var affectedSOPInstanceUID: String?
    /// A C-GET or C-MOVE response's count of sub-operations still to come.
    public var remainingSubOperations: UInt16?
    /// A C-GET or C-MOVE response's count of sub-operations completed.
    public var completedSubOperations: UInt16?
    /// A C-GET or C-MOVE response's count of sub-operations failed.
    public var failedSubOperations: UInt16?
    /// A C-GET or C-MOVE response's count of sub-operations completed with a warning.
    public var warningSubOperations: UInt16?
    /// A C-STORE made for a C-MOVE: the AE title that asked for the move.
    public var moveOriginatorAETitle: String?
    /// A C-STORE made for a C-MOVE: the move request's message ID.
    public var moveOriginatorMessageID: UInt16?
    /// What a failure status comes with (0000,0902).
    public var errorComment: String?

    /// A command `field`, saying whether a data set follows it.
    public init(field: CommandField, hasDataSet: Bool = false) {
        self.field = field
        self.hasDataSet = hasDataSet
    }

    /// The command's elements in Implicit VR Little Endian, its group length first.
    public func encoded() -> [UInt8] {
        var elements: [UInt8] = []
        func text(_ element: UInt16, _ value: String?, padding: UInt8) {
            guard let value else { return }
            var bytes = Array(value.utf8)
            if bytes.count % 2 == 1 { bytes.append(padding) }
            elements.appendElement(element, bytes)
        }
        func short(_ element: UInt16, _ value: UInt16?) {
            guard let value else { return }
            elements.appendElement(element, [UInt8(value & 0xFF), UInt8(value >> 8)])
        }
        text(0x0002, affectedSOPClassUID, padding: 0)
        short(0x0100, field.rawValue)
        short(0x0110, messageID)
        short(0x0120, messageIDBeingRespondedTo)
        text(0x0600, moveDestination, padding: 0x20)
        short(0x0700, priority)
        short(0x0800, hasDataSet ? 0x0000 : 0x0101)
        short(0x0900, status)
        text(0x0902, errorComment, padding: 0x20)
        text(0x1000, affectedSOPInstanceUID, padding: 0)
        short(0x1020, remainingSubOperations)
        short(0x1021, completedSubOperations)
        short(0x1022, failedSubOperations)
        short(0x1023, warningSubOperations)
        text(0x1030, moveOriginatorAETitle, padding: 0x20)
        short(0x1031, moveOriginatorMessageID)
        var bytes: [UInt8] = []
        let length = UInt32(elements.count)
        bytes.appendElement(0x0000, [0, 8, 16, 24].map { UInt8((length >> $0) & 0xFF) })
        return bytes + elements
    }

    /// The command in `bytes` (Implicit VR Little Endian); elements Tomo does not use are passed over, and so
    /// is whatever follows the command group (0000).
    public init(decoding bytes: ArraySlice<UInt8>) throws(DIMSEMessageError) {
        var position = bytes.startIndex
        var values: [UInt16: ArraySlice<UInt8>] = [:]
        func little(_ at: Int, _ count: Int) -> UInt32 {
            (0..<count).reduce(0) { $0 | UInt32(bytes[at + $1]) << (8 * UInt32($1)) }
        }
        while position < bytes.endIndex {
            guard bytes.endIndex - position >= 8 else { throw .malformedCommand("it ends inside an element's header") }
            let group = little(position, 2), element = UInt16(little(position + 2, 2))
            let length = Int(little(position + 4, 4))
            position += 8
            guard length <= bytes.endIndex - position else {
                throw .malformedCommand("element (\(Self.hex(UInt16(group))),\(Self.hex(element))) says it holds \(length) bytes, past the command's end")
            }
            guard group == 0 else {
                guard position - 8 > bytes.startIndex else {
                    throw .malformedCommand("element (\(Self.hex(UInt16(group))),\(Self.hex(element))) is not of the command group 0000")
                }
                // Past the command group: Orthanc puts a failed C-GET's Failed SOP Instance UID List (0008,0058) there.
                break
            }
            values[element] = bytes[position..<position + length]
            position += length
        }
        func short(_ element: UInt16) -> UInt16? {
            guard let value = values[element], value.count == 2 else { return nil }
            return UInt16(value[value.startIndex]) | UInt16(value[value.startIndex + 1]) << 8
        }
        func text(_ element: UInt16) -> String? { values[element].map(ByteReader.text) }
        guard let code = short(0x0100) else { throw .malformedCommand("it has no command field (0000,0100)") }
        guard let field = CommandField(rawValue: code) else { throw .unknownCommand(code) }
        self.init(field: field, hasDataSet: short(0x0800).map { $0 != 0x0101 } ?? false)
        affectedSOPClassUID = text(0x0002)
        messageID = short(0x0110)
        messageIDBeingRespondedTo = short(0x0120)
        moveDestination = text(0x0600)
        priority = short(0x0700)
        status = short(0x0900)
        errorComment = text(0x0902)
        affectedSOPInstanceUID = text(0x1000)
        remainingSubOperations = short(0x1020)
        completedSubOperations = short(0x1021)
        failedSubOperations = short(0x1022)
        warningSubOperations = short(0x1023)
        moveOriginatorAETitle = text(0x1030)
        moveOriginatorMessageID = short(0x1031)
    }

    private static func hex(_ value: UInt16) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}

extension [UInt8] {
    /// Appends element (0000,`element`) in Implicit VR Little Endian.
    mutating func appendElement(_ element: UInt16, _ value: [UInt8]) {
        self += [0, 0, UInt8(element & 0xFF), UInt8(element >> 8)]
        let length = UInt32(value.count)
        self += [0, 8, 16, 24].map { UInt8((length >> $0) & 0xFF) }
        self += value
    }
}
