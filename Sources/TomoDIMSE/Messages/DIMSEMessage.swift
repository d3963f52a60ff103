/// A DIMSE message (PS3.7 6.3): a command and, for some, a data set encoded in the transfer syntax of the
/// presentation context it travels in.
public struct DIMSEMessage: Sendable, Hashable {
    /// The presentation context it travels in.
    public var contextID: UInt8
    /// Its command set.
    public var command: CommandSet
    /// Its data set's bytes, in the context's transfer syntax; nil for a command alone.
    public var dataSet: [UInt8]?

    /// A message of `command` (and `dataSet`) in context `contextID`.
    public init(contextID: UInt8, command: CommandSet, dataSet: [UInt8]? = nil) {
        self.contextID = contextID
        self.command = command
        self.dataSet = dataSet
        self.command.hasDataSet = dataSet != nil
    }

    /// The message as P-DATA-TF PDUs of at most `maximumLength` bytes of PDV items each (the peer's maximum;
    /// 0: none, then 64 KiB).
    public func pdus(maximumLength: UInt32) -> [PDU] {
        let limit = maximumLength == 0 ? 64 << 10 : max(Int(maximumLength), PresentationDataValue.overhead + 2)
        let chunk = limit - PresentationDataValue.overhead
        var pdus: [PDU] = []
        func fragments(of bytes: [UInt8], isCommand: Bool) {
            var start = 0
            repeat {
                let end = min(start + chunk, bytes.count)
                pdus.append(.data([PresentationDataValue(
                    contextID: contextID, isCommand: isCommand, isLast: end == bytes.count, data: bytes[start..<end])]))
                start = end
            } while start < bytes.count
        }
        fragments(of: command.encoded(), isCommand: true)
        if let dataSet { fragments(of: dataSet, isCommand: false) }
        return pdus
    }
}

/// Puts DIMSE messages back together from the presentation data values they arrive in: a command's
/// fragments, then its data set's, when it says it has one.
public struct MessageAssembler: Sendable {
    /// The largest data set taken (bytes).
    public let largestDataSet: Int
    private var contextID: UInt8?
    private var command: [UInt8] = []
    private var parsedCommand: CommandSet?
    private var dataSet: [UInt8] = []

    /// An assembler refusing data sets larger than `largestDataSet` bytes.
    public init(largestDataSet: Int = 1 << 30) {
        self.largestDataSet = largestDataSet
    }

    /// Whether a message has begun and not ended: a peer leaving now leaves it cut.
    public var isInsideMessage: Bool { contextID != nil }

    /// Takes `value`; returns the message it completes, if it does.
    public mutating func take(_ value: PresentationDataValue) throws(DIMSEMessageError) -> DIMSEMessage? {
        if let contextID, contextID != value.contextID {
            throw .outOfOrder("a fragment in presentation context \(value.contextID) inside a message of context \(contextID)")
        }
        contextID = value.contextID
        if value.isCommand {
            guard parsedCommand == nil else { throw .outOfOrder("a command fragment after its command ended") }
            guard command.count + value.data.count <= 1 << 20 else { throw .tooLarge(1 << 20) }
            command += value.data
            guard value.isLast else { return nil }
            let parsed = try CommandSet(decoding: command[...])
            guard parsed.hasDataSet else { return finish(parsed, dataSet: nil) }
            parsedCommand = parsed
            return nil
        }
        guard let parsedCommand else { throw .outOfOrder("a data set fragment before its command") }
        guard dataSet.count + value.data.count <= largestDataSet else { throw .tooLarge(largestDataSet) }
        dataSet += value.data
        return value.isLast ? finish(parsedCommand, dataSet: dataSet) : nil
    }

    private mutating func finish(_ command: CommandSet, dataSet: [UInt8]?) -> DIMSEMessage {
        let message = DIMSEMessage(contextID: contextID!, command: command, dataSet: dataSet)
        self = MessageAssembler(largestDataSet: largestDataSet)
        return message
    }
}
