import Foundation
import Testing
import TomoTestSupport
@testable import TomoDICOM

/// A Key Object Selection written as TID 2010 lays out: its title and description, an IMAGE item per image
/// (frames named), the evidence grouped by study and series; read back as written, and refused when it is not one.
@Suite("Key object selection")
struct KeyObjectSelectionTests {
    private static let ct = "1.2.840.10008.5.1.4.1.1.2"

    /// A source image's header: patient, study and series.
    private static func source() throws -> DataSet {
        var builder = DataSetBuilder()
        builder.set(DICOMTag(0x0010, 0x0010), .PN, "Doe^Jane")
        builder.set(DICOMTag(0x0010, 0x0020), .LO, "P-7")
        builder.set(.studyInstanceUID, .UI, "2.25.10")
        builder.set(.seriesInstanceUID, .UI, "2.25.20")
        return try dataSet(builder)
    }

    /// `builder`'s elements parsed as a data set.
    private static func dataSet(_ builder: DataSetBuilder) throws -> DataSet {
        try DataSet(bytes: try builder.encoded(), transferSyntax: .explicitVRLittleEndian)
    }

    @Test("Written and read back: title, description, images with their frames, each in its series")
    func roundTrip() throws {
        let selection = KeyObjectSelection(title: KeyObjectSelection.offeredTitles[3], description: "Best seen here", images: [
            .init(sopClassUID: Self.ct, sopInstanceUID: "2.25.21"),
            .init(studyInstanceUID: "2.25.10", seriesInstanceUID: "2.25.30", sopClassUID: Self.ct, sopInstanceUID: "2.25.31", frames: [2, 5]),
            .init(sopClassUID: Self.ct, sopInstanceUID: "2.25.22"),
        ])
        let identity = DocumentIdentity(seriesInstanceUID: "2.25.90", sopInstanceUID: "2.25.91", seriesNumber: 9_902, seriesDescription: "Tomo key images")
        let file = try DICOMFile(bytes: Array(DICOMFileWriter.file(of: selection.dataSet(source: try Self.source(), identity: identity))))
        let dataSet = file.dataSet
        #expect(dataSet.string(DICOMTag(0x0008, 0x0060)) == "KO" && dataSet.string(.seriesInstanceUID) == "2.25.90")
        #expect(dataSet.string(DICOMTag(0x0010, 0x0010)) == "Doe^Jane" && dataSet.string(.studyInstanceUID) == "2.25.10")
        #expect(dataSet.string(DICOMTag(0x0040, 0xA050)) == "SEPARATE")
        #expect(dataSet.sequence(DICOMTag(0x0040, 0xA504))?.first?.string(DICOMTag(0x0040, 0xDB00)) == "2010")
        #expect(dataSet[DICOMTag(0x0040, 0xA491)] == nil, "no Completion Flag: the KOS IOD has no SR Document General module")
        // The evidence: one study, its two series, each with its instances in the order referred to.
        let studies = try #require(dataSet.sequence(DICOMTag(0x0040, 0xA375)))
        let series = try #require(studies.first?.sequence(DICOMTag(0x0008, 0x1115)))
        #expect(studies.count == 1 && series.map { $0.string(.seriesInstanceUID) } == ["2.25.20", "2.25.30"])
        #expect(series.map { ($0.sequence(DICOMTag(0x0008, 0x1199)) ?? []).compactMap { $0.string(DICOMTag(0x0008, 0x1155)) } } == [["2.25.21", "2.25.22"], ["2.25.31"]])

        let read = try KeyObjectSelection.read(dataSet)
        #expect(read.title == KeyObjectSelection.offeredTitles[3] && read.title.meaning == "For Teaching")
        #expect(read.description == "Best seen here")
        #expect(read.images == [
            .init(studyInstanceUID: "2.25.10", seriesInstanceUID: "2.25.20", sopClassUID: Self.ct, sopInstanceUID: "2.25.21"),
            .init(studyInstanceUID: "2.25.10", seriesInstanceUID: "2.25.30", sopClassUID: Self.ct, sopInstanceUID: "2.25.31", frames: [2, 5]),
            .init(studyInstanceUID: "2.25.10", seriesInstanceUID: "2.25.20", sopClassUID: Self.ct, sopInstanceUID: "2.25.22"),
        ])
    }

    @Test("Refused, saying why: another SR class, no title")
    func refusals() throws {
        var report = DataSetBuilder()
        report.set(.sopClassUID, .UI, "1.2.840.10008.5.1.4.1.1.88.34")
        #expect(throws: ReportReadError("not a key object selection: (0008,0016) SOP Class UID is 1.2.840.10008.5.1.4.1.1.88.34")) {
            try KeyObjectSelection.read(try Self.dataSet(report))
        }
        var untitled = DataSetBuilder()
        untitled.set(.sopClassUID, .UI, KeyObjectSelection.sopClassUID)
        #expect(throws: ReportReadError("the key object selection has no title: (0040,A043) Concept Name Code Sequence missing")) {
            try KeyObjectSelection.read(try Self.dataSet(untitled))
        }
    }
}
