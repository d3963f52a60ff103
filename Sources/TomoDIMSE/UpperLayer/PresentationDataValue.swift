/// One fragment of a DIMSE message in a P-DATA-TF PDU (PS3.8 9.3.5.1, E.2): the presentation context it is
/// sent in, whether it is of the command or the data set, whether it is the last of them, and its bytes.
public struct PresentationDataValue: Sendable, Hashable {
    /// The presentation context the fragment travels in.
    public var contextID: UInt8
    /// Whether it is part of a command set (else of a data set).
    public var isCommand: Bool
    /// Whether it is the last fragment of its command or data set.
    public var isLast: Bool
    /// The fragment's bytes.
    public var data: ArraySlice<UInt8>

    /// A fragment with these fields.
    public init(contextID: UInt8, isCommand: Bool, isLast: Bool, data: ArraySlice<UInt8>) {
        self.contextID = contextID
        self.isCommand = isCommand
        self.isLast = isLast
        self.data = data
    }

    /// Bytes a PDV item adds to its data: its length, context ID and message control header.
    static let overhead = 6
}
