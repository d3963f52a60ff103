import Foundation
import Testing
import TomoTestSupport
@testable import TomoDICOM

/// Tomo's DICOM writer: a made data set with every kind of value (text of odd length, UIDs, floats, nested
/// sequences) written as a Part 10 file reads back the same with Tomo's parser, with DCMTK's `dcmdump` and
/// with pydicom; a value too long for its VR is an error, not a file.
@Suite("Writing DICOM")
struct DataSetWritingTests {
    private static func made() -> DataSetBuilder {
        var item = DataSetBuilder()
        item.set(DICOMTag(0x0040, 0xA010), .CS, "CONTAINS")
        item.set(DICOMTag(0x0070, 0x0022), floats: [1.5, 2.25, -3])
        item.set(DICOMTag(0x0040, 0xA30A), .DS, "42.5")
        var inner = DataSetBuilder()
        inner.set(DICOMTag(0x0008, 0x0100), .SH, "G-D7FE")
        item.set(DICOMTag(0x0040, 0xA043), items: [inner])
        var dataSet = DataSetBuilder()
        dataSet.set(.sopClassUID, .UI, "1.2.840.10008.5.1.4.1.1.88.34")
        dataSet.set(.sopInstanceUID, .UI, "2.25.123")
        dataSet.set(DICOMTag(0x0010, 0x0010), .PN, "Doe^Jane")
        dataSet.set(DICOMTag(0x0008, 0x0060), .CS, "SR")
        dataSet.set(DICOMTag(0x0040, 0xA730), items: [item, DataSetBuilder()])
        dataSet.set(DICOMTag(0x0028, 0x0010), unsignedShorts: [512])
        dataSet.set(DICOMTag(0x0018, 0x9306), doubles: [0.625])
        return dataSet
    }

    @Test("A made data set reads back the same: Tomo's parser, dcmdump, pydicom")
    func roundTrip() async throws {
        let data = try DICOMFileWriter.file(of: Self.made())
        #expect(data.count % 2 == 0 && data[128..<132] == Data("DICM".utf8))
        let file = try DICOMFile(bytes: Array(data))
        #expect(file.meta.string(.transferSyntaxUID) == DICOMFileWriter.explicitVRLittleEndian)
        #expect(file.meta.string(.mediaStorageSOPInstanceUID) == "2.25.123")
        #expect(file.meta.string(DICOMTag(0x0002, 0x0012)) == DICOMFileWriter.implementationClassUID)
        let dataSet = file.dataSet
        #expect(dataSet.string(DICOMTag(0x0010, 0x0010)) == "Doe^Jane" && dataSet.string(.sopInstanceUID) == "2.25.123")
        #expect(dataSet.integer(DICOMTag(0x0028, 0x0010)) == 512)
        let items = try #require(dataSet.sequence(DICOMTag(0x0040, 0xA730)))
        #expect(items.count == 2 && items[1].elements.isEmpty)
        #expect(items[0].string(DICOMTag(0x0040, 0xA010)) == "CONTAINS" && items[0].number(DICOMTag(0x0040, 0xA30A)) == 42.5)
        #expect(items[0].sequence(DICOMTag(0x0040, 0xA043))?.first?.string(DICOMTag(0x0008, 0x0100)) == "G-D7FE")
        // Copied back into a builder, it writes the same bytes.
        #expect(try DICOMFileWriter.file(of: DataSetBuilder(copying: dataSet)) == data)

        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appending(path: "made.dcm").path
        try data.write(to: URL(fileURLWithPath: path))
        let dump = try await DICOMSamples.runTool("dcmdump", ["-q", path])
        #expect(dump.text.contains("(0040,a730) SQ"), "\(dump.text)")
        #expect(dump.text.contains("(0070,0022) FL 1.5\\2.25\\-3"), "\(dump.text)")
        let python = try #require(TestEnvironment.program("python3"))
        let read = try await ProcessRun.run(python, ["-c", """
            import sys, pydicom
            ds = pydicom.dcmread(sys.argv[1])
            item = ds.ContentSequence[0]
            print(ds.PatientName, ds.Rows, ds[0x0018, 0x9306].value, item.RelationshipType, list(item[0x0070, 0x0022].value), item.ConceptNameCodeSequence[0].CodeValue, len(ds.ContentSequence))
            """, path])
        #expect(read.status == 0, "\(read.errors)")
        #expect(read.text == "Doe^Jane 512 0.625 CONTAINS [1.5, 2.25, -3.0] G-D7FE 2\n", "\(read.text)")
    }

    @Test("A value too long for its VR is an error naming the element")
    func tooLong() {
        var dataSet = DataSetBuilder()
        dataSet.set(DICOMTag(0x0010, 0x0010), .PN, String(repeating: "A", count: 70_000))
        #expect(throws: DICOMWriteError.tooLong(DICOMTag(0x0010, 0x0010), 70_000)) { try dataSet.encoded() }
        #expect(DICOMWriteError.tooLong(DICOMTag(0x0010, 0x0010), 70_000).description == "(0010,0010) Patient's Name holds 70000 bytes, more than its value representation allows")
    }

    @Test("UIDs made under the UUID root: 2.25 and a decimal number, at most 64 characters, each new")
    func uids() {
        let made = (0..<100).map { _ in DICOMFileWriter.makeUID() }
        #expect(Set(made).count == 100)
        #expect(made.allSatisfy { $0.hasPrefix("2.25.") && $0.count <= 64 && $0.dropFirst(5).allSatisfy(\.isNumber) && !$0.dropFirst(5).hasPrefix("0") })
    }
}
