/// The stored values of one monochrome image, as its file holds them: 16-bit words, row-major, top row
/// first, each signed or not as the file says (DICOM's Pixel Representation). Fewer stored bits than 16
/// are already sign-extended or masked, so each word is the value itself.
public struct StoredSamples: Sendable, Hashable {
    /// The words, `columns * rows` of them.
    public var words: [UInt16]
    /// Whether each word is a two's-complement `Int16`.
    public var isSigned: Bool

    public init(words: [UInt16], isSigned: Bool) {
        self.words = words
        self.isSigned = isSigned
    }

    /// HU values as signed samples (each word the two's-complement HU, to be read with an identity
    /// rescale): a volume's section handed to readers of stored samples.
    public init(hu values: [Int16]) {
        self.init(words: values.map { UInt16(bitPattern: $0) }, isSigned: true)
    }

    /// The number of samples.
    public var count: Int { words.count }

    /// The stored value of sample `index`.
    public func value(at index: Int) -> Int32 {
        isSigned ? Int32(Int16(bitPattern: words[index])) : Int32(words[index])
    }
}
