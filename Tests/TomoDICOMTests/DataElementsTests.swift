import Testing
@testable import TomoDICOM

/// A data set's elements as the parser keeps them (`DataElements`): in ascending tag order and found by tag,
/// whatever order the file gave them in, a repeated tag's later element kept.
struct DataElementsTests {
    /// One Explicit VR Little Endian element of a short VR, its text padded to an even length.
    private static func element(_ group: UInt16, _ element: UInt16, _ vr: String, _ text: String) -> [UInt8] {
        var value = Array(text.utf8)
        if value.count % 2 == 1 { value.append(0x20) }
        let header = [group, element].flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } + Array(vr.utf8)
        return header + [UInt8(value.count & 0xFF), UInt8(value.count >> 8)] + value
    }

    @Test func elementsOutOfOrderAndRepeatedAreKeptInTagOrderTheLaterOneWinning() throws {
        let bytes = Self.element(0x0010, 0x0020, "LO", "FIRST") + Self.element(0x0008, 0x0060, "CS", "CT")
            + Self.element(0x0020, 0x0013, "IS", "7") + Self.element(0x0010, 0x0020, "LO", "SECOND")
            + Self.element(0x0028, 0x0010, "US", "")
        var parser = DataSetParser(buffer: DICOMBuffer(bytes), isExplicitVR: true, isBigEndian: false)
        let data = try parser.parseDataSet()
        #expect(data.elements.keys == [DICOMTag(0x0008, 0x0060), DICOMTag(0x0010, 0x0020), DICOMTag(0x0020, 0x0013), DICOMTag(0x0028, 0x0010)])
        #expect(data.string(DICOMTag(0x0010, 0x0020)) == "SECOND")
        #expect(data.string(DICOMTag(0x0008, 0x0060)) == "CT" && data.integer(DICOMTag(0x0020, 0x0013)) == 7)
        #expect(data[DICOMTag(0x0028, 0x0010)] != nil && data[DICOMTag(0x0008, 0x0061)] == nil && data[DICOMTag(0x7FE0, 0x0010)] == nil)
        #expect(data.elements.map(\.key) == data.elements.keys && data.elements.values.map(\.tag) == data.elements.keys)
    }
}
