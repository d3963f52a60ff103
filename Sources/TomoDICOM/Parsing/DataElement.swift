/// One element of a data set: its tag, its value representation and where its value is.
public struct DataElement: Sendable {
    /// Which element it is.
    public var tag: DICOMTag
    /// The VR the file gave (Explicit VR), or Tomo's dictionary's (Implicit VR); `UN` if neither knows.
    public var vr: ValueRepresentation
    /// Where its value lies in the buffer, or its items or fragments.
    public var value: Value

    /// What an element holds.
    public enum Value: Sendable {
        /// The value's bytes, a range of the data set's buffer.
        case bytes(Range<Int>)
        /// A sequence's items.
        case sequence([DataSet])
        /// Compressed pixel data: fragments and their offset table.
        case encapsulated(EncapsulatedPixelData)
    }
}
