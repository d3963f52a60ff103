/// The bytes of one file (or of its inflated data set), shared by every element read from them: an
/// element's value is a range of these bytes, never a copy.
public final class DICOMBuffer: Sendable {
    public let bytes: [UInt8]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The number of bytes.
    public var count: Int { bytes.count }
}
