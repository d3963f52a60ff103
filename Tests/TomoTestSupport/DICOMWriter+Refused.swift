extension DICOMWriter {
    /// A 2 × 2 grey secondary capture whose samples take 12 bits allocated each, packed: a layout Tomo refuses,
    /// naming it ("12 bits allocated per grey sample").
    public static func twelveBitsAllocatedImage() -> [UInt8] {
        let sopInstance = "1.2.826.0.1.3680043.10.1234.12.1"
        return file(sopClassUID: "1.2.840.10008.5.1.4.1.1.7", sopInstanceUID: sopInstance, elements: [
            .text(0x0008, 0x0016, "UI", "1.2.840.10008.5.1.4.1.1.7"), .text(0x0008, 0x0018, "UI", sopInstance),
            .text(0x0008, 0x0060, "CS", "OT"), .text(0x0020, 0x000D, "UI", "1.2.826.0.1.3680043.10.1234.12.2"),
            .text(0x0020, 0x000E, "UI", "1.2.826.0.1.3680043.10.1234.12.3"),
            .us(0x0028, 0x0002, 1), .text(0x0028, 0x0004, "CS", "MONOCHROME2"), .us(0x0028, 0x0010, 2), .us(0x0028, 0x0011, 2),
            .us(0x0028, 0x0100, 12), .us(0x0028, 0x0101, 12), .us(0x0028, 0x0102, 11), .us(0x0028, 0x0103, 0),
            Element(0x7FE0, 0x0010, "OB", [0x10, 0x32, 0x54, 0x76, 0x98, 0xBA]),
        ])
    }
}
