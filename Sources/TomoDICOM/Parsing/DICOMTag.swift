/// A data element's tag: its group and element numbers, as DICOM writes them, `(0028,0010)`.
public struct DICOMTag: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// Its group number, the tag's first half (`0x0028` of (0028,0010)).
    public var group: UInt16
    /// Its element number within the group (`0x0010` of (0028,0010)).
    public var element: UInt16

    /// The tag (`group`,`element`).
    public init(_ group: UInt16, _ element: UInt16) {
        self.group = group
        self.element = element
    }

    /// Group and element as one number, group first: the order elements appear in a data set.
    public var value: UInt32 { UInt32(group) << 16 | UInt32(element) }

    /// Tags in the order a data set stores them: by group, then element.
    public static func < (lhs: DICOMTag, rhs: DICOMTag) -> Bool { lhs.value < rhs.value }

    /// `(0028,0010)`: how DICOM writes a tag.
    public var description: String {
        "(\(Self.hex(group)),\(Self.hex(element)))"
    }

    /// `(0028,0010) Rows` for a tag Tomo knows by name, the bare tag otherwise.
    public var nameAndTag: String {
        Self.entry(self).map { "\(description) \($0.name)" } ?? description
    }

    /// Whether the tag belongs to a private group (an odd group number).
    public var isPrivate: Bool { group & 1 == 1 }

    private static func hex(_ number: UInt16) -> String {
        let digits = String(number, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}
