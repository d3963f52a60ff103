import Foundation

/// Writes DICOM Part 10 files in Explicit VR Little Endian: just enough to turn test volumes into the
/// CT series a scanner would write (checked by dicom3tools' `dciodvfy` in the tests).
public struct DICOMWriter {
    /// One element: tag, two-letter VR and value bytes (padded to even length when written).
    public struct Element {
        public var group: UInt16
        public var element: UInt16
        public var vr: String
        public var value: [UInt8]

        public init(_ group: UInt16, _ element: UInt16, _ vr: String, _ value: [UInt8]) {
            self.group = group
            self.element = element
            self.vr = vr
            self.value = value
        }

        /// A text element (padded with a space, or a NUL for UIDs).
        public static func text(_ group: UInt16, _ element: UInt16, _ vr: String, _ text: String) -> Element {
            Element(group, element, vr, Array(text.utf8))
        }

        /// An unsigned short.
        public static func us(_ group: UInt16, _ element: UInt16, _ value: UInt16) -> Element {
            Element(group, element, "US", [UInt8(value & 0xFF), UInt8(value >> 8)])
        }
    }

    /// The bytes of a file holding `elements` (any order) with meta information naming `sopClassUID`,
    /// `sopInstanceUID` and the transfer syntax.
    public static func file(sopClassUID: String, sopInstanceUID: String, elements: [Element]) -> [UInt8] {
        let meta = [
            Element(0x0002, 0x0001, "OB", [0, 1]),
            .text(0x0002, 0x0002, "UI", sopClassUID),
            .text(0x0002, 0x0003, "UI", sopInstanceUID),
            .text(0x0002, 0x0010, "UI", "1.2.840.10008.1.2.1"),
            .text(0x0002, 0x0012, "UI", "1.2.826.0.1.3680043.10.1234.1"),
            .text(0x0002, 0x0013, "SH", "TOMO_TEST"),
        ]
        let metaBytes = meta.flatMap(encode)
        var bytes = [UInt8](repeating: 0, count: 128) + Array("DICM".utf8)
        bytes += encode(Element(0x0002, 0x0000, "UL", littleEndian(UInt32(metaBytes.count))))
        bytes += metaBytes
        bytes += elements.sorted { ($0.group, $0.element) < ($1.group, $1.element) }.flatMap(encode)
        return bytes
    }

    private static func encode(_ element: Element) -> [UInt8] {
        var value = element.value
        if value.count % 2 == 1 { value.append(element.vr == "UI" || element.vr == "OB" ? 0 : 0x20) }
        var bytes = littleEndian(element.group) + littleEndian(element.element) + Array(element.vr.utf8)
        if ["OB", "OW", "SQ", "UN", "UT", "UC", "UR"].contains(element.vr) {
            bytes += [0, 0] + littleEndian(UInt32(value.count))
        } else {
            bytes += littleEndian(UInt16(value.count))
        }
        return bytes + value
    }

    private static func littleEndian<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
        withUnsafeBytes(of: value.littleEndian, Array.init)
    }
}
