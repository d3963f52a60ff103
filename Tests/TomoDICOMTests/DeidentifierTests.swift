import Foundation
import Testing
import TomoCore
@testable import TomoDICOM

/// The profile on data sets made here, each attribute's fate checked: what the Basic Profile and each option
/// do, inside sequences too, and what the residual scan and cleaning find.
@Suite("De-identification")
struct DeidentifierTests {
    private static let key = Array("a key for the tests".utf8)

    /// A CT header with identifying values at the top, in a sequence and in a private element, a report's content.
    private static func sample() throws -> DICOMFile {
        var data = DataSetBuilder()
        data.set(.sopClassUID, .UI, "1.2.840.10008.5.1.4.1.1.2")
        data.set(.sopInstanceUID, .UI, "1.2.3.4.100")
        data.set(.studyInstanceUID, .UI, "1.2.3.4.1")
        data.set(.seriesInstanceUID, .UI, "1.2.3.4.2")
        data.set(.frameOfReferenceUID, .UI, "1.2.3.4.3")
        data.set(.patientName, .PN, "Doe^Johnathan")
        data.set(.patientID, .LO, "MRN-48213")
        data.set(.patientSex, .CS, "F")
        data.set(DICOMTag(0x0010, 0x1030), .DS, "61.5")
        data.set(.studyDate, .DA, "20240229")
        data.set(DICOMTag(0x0008, 0x002A), .DT, "20240229101500.000000+0100")
        data.set(.studyDescription, .LO, "CT head for Johnathan Doe")
        data.set(DICOMTag(0x0008, 0x0080), .LO, "St Elsewhere General")
        data.set(DICOMTag(0x0008, 0x0070), .LO, "Tomo Scanners")
        data.set(.modality, .CS, "CT")
        data.set(DICOMTag(0x0009, 0x0010), .LO, "ACME 1.0")
        data.set(DICOMTag(0x0009, 0x1001), .LO, "Doe^Johnathan")
        var reference = DataSetBuilder()
        reference.set(DICOMTag(0x0008, 0x1150), .UI, "1.2.840.10008.5.1.4.1.1.2")
        reference.set(DICOMTag(0x0008, 0x1155), .UI, "1.2.3.4.99")
        data.set(DICOMTag(0x0008, 0x1140), items: [reference])
        var operators = DataSetBuilder()
        operators.set(DICOMTag(0x0040, 0xA123), .PN, "Nurse^Ratched")
        var text = DataSetBuilder()
        text.set(DICOMTag(0x0040, 0xA040), .CS, "TEXT")
        text.set(.textValue, .UT, "Compared with Johnathan's prior; stable")
        data.set(.contentSequence, items: [text])
        data.set(DICOMTag(0x0008, 0x1072), items: [operators])
        data.set(DICOMTag(0x0028, 0x0010), unsignedShorts: [2])
        data.set(DICOMTag(0x0028, 0x0011), unsignedShorts: [2])
        data.set(.pixelData, .OW, bytes: [1, 0, 2, 0, 3, 0, 4, 0])
        return try DICOMFile(bytes: Array(try DICOMFileWriter.file(of: data)))
    }

    private func deidentified(_ options: DeidentificationOptions = .init()) throws -> (DataSet, DeidentifiedInstance) {
        let instance = try Deidentifier(options: options, pseudonyms: Pseudonyms(key: Self.key)).deidentify(try Self.sample())
        return (try DICOMFile(bytes: instance.bytes).dataSet, instance)
    }

    @Test("The Basic Profile: names a pseudonym, dates and institutions gone, private elements removed, UIDs replaced everywhere, pixels kept")
    func basicProfile() throws {
        let (data, instance) = try deidentified()
        let pseudonyms = Pseudonyms(key: Self.key)
        #expect(data.string(.patientID) == pseudonyms.patientID(replacing: "MRN-48213"))
        #expect(data.string(.patientName) == data.string(.patientID))
        #expect(data.string(.studyDate) == nil)
        #expect(data[.studyDate] != nil, "Study Date is Z: present, empty")
        #expect(data[DICOMTag(0x0008, 0x0080)] == nil || data.string(DICOMTag(0x0008, 0x0080)) == Deidentifier.dummyText)
        #expect(data[.studyDescription] == nil)
        #expect(data.string(DICOMTag(0x0008, 0x0070)) == "Tomo Scanners", "Manufacturer is kept")
        #expect(data.elements.keys.allSatisfy { !$0.isPrivate })
        #expect(data.string(.sopInstanceUID) == pseudonyms.uid(replacing: "1.2.3.4.100"))
        #expect(data.string(.frameOfReferenceUID) == pseudonyms.uid(replacing: "1.2.3.4.3"))
        let reference = try #require(data.sequence(DICOMTag(0x0008, 0x1140))?.first)
        #expect(reference.string(DICOMTag(0x0008, 0x1155)) == pseudonyms.uid(replacing: "1.2.3.4.99"))
        #expect(reference.string(DICOMTag(0x0008, 0x1150)) == "1.2.840.10008.5.1.4.1.1.2", "a class UID is kept")
        #expect(data.sequence(DICOMTag(0x0008, 0x1072))?.isEmpty == true, "Operator Identification Sequence is X/D: emptied")
        let content = try #require(data.sequence(.contentSequence)?.first)
        #expect(content.string(.textValue) == "Compared with *********'s prior; stable")
        #expect(data.string(.patientIdentityRemoved) == "YES")
        #expect(data.string(.longitudinalTemporalInformationModified) == "REMOVED")
        let codes = (data.sequence(.deidentificationMethodCodeSequence) ?? []).compactMap { $0.string(DICOMTag(0x0008, 0x0100)) }
        #expect(codes == ["113100", "113104"])
        #expect(data.bytes(.pixelData).map(Array.init) == [1, 0, 2, 0, 3, 0, 4, 0])
        #expect(instance.identifyingValues.hits(in: instance.head).isEmpty)
    }

    @Test("The options: dates shifted by the patient's days (times and offsets kept), characteristics kept, descriptors cleaned")
    func options() throws {
        let (data, _) = try deidentified(.init(shiftsDates: true, retainsPatientCharacteristics: true, cleansDescriptors: true))
        let days = Pseudonyms(key: Self.key).dateShift(forPatient: "MRN-48213")
        let expected = DateShift.civil(fromDays: DateShift.daysFromCivil(year: 2024, month: 2, day: 29) - days)
        let date = String(format: "%04d%02d%02d", expected.year, expected.month, expected.day)
        #expect(data.string(.studyDate) == date)
        #expect(data.string(DICOMTag(0x0008, 0x002A)) == date + "101500.000000+0100")
        #expect(data.string(.patientSex) == "F")
        #expect(data.string(DICOMTag(0x0010, 0x1030)) == "61.5")
        #expect(data.string(.studyDescription) == "CT head for ********* ***")
        #expect(data.string(.longitudinalTemporalInformationModified) == "MODIFIED")
        let codes = (data.sequence(.deidentificationMethodCodeSequence) ?? []).compactMap { $0.string(DICOMTag(0x0008, 0x0100)) }
        #expect(codes == ["113100", "113104", "113105", "113107", "113108"])
    }

    @Test("Dates move by whole days over month, leap-day and year ends; what is no whole date becomes the dummy")
    func dateShift() {
        #expect(DateShift.shifting("20240301", byDays: 1) == "20240229")
        #expect(DateShift.shifting("20230301", byDays: 1) == "20230228")
        #expect(DateShift.shifting("20000101", byDays: 365) == "19990101")
        #expect(DateShift.shifting("20010101", byDays: 366) == "20000101")
        #expect(DateShift.shifting("20240115120000", byDays: 15) == "20231231120000")
        #expect(DateShift.shifting("2024", byDays: 3) == Deidentifier.dummyDate)
        #expect(DateShift.shifting("20230229", byDays: 3) == Deidentifier.dummyDate)
        #expect(DateShift.shifting("", byDays: 3) == "")
        for days in [-800_000, -1, 0, 1, 59, 60, 365, 10_957, 2_932_896] {
            let date = DateShift.civil(fromDays: days)
            #expect(DateShift.daysFromCivil(year: date.year, month: date.month, day: date.day) == days)
        }
    }

    @Test("The residual scan finds a value by its words, whatever separates them, and not inside other words")
    func residualScan() {
        var values = IdentifyingValues()
        values.record("Doe^Johnathan", vr: .PN, tag: .patientName)
        values.record("1.2.3.4.100", vr: .UI, tag: .sopInstanceUID)
        values.record("St Elsewhere General", vr: .LO, tag: DICOMTag(0x0008, 0x0080))
        #expect(values.hits(in: Array("seen by JOHNATHAN doe".utf8)) == ["(0010,0010) Patient's Name"])
        #expect(values.hits(in: Array("ref 1.2.3.4.100\0".utf8)) == ["(0008,0018) SOP Instance UID"])
        #expect(values.hits(in: Array("1.2.3.4.1000 Johnathanson st elsewhere".utf8)).isEmpty)
        #expect(values.hits(in: Array("st.elsewhere general".utf8)).isEmpty, "a dot joins words")
        #expect(values.hits(in: Array("ST ELSEWHERE-GENERAL".utf8)) == ["(0008,0080) Institution Name"])
        #expect(values.cleaning("Doe, J. at St Elsewhere General") == "***, J. at ********************")
        var uids = values.uids
        #expect(uids.hits(in: Array("Doe 1.2.3.4.100".utf8)) == ["(0008,0018) SOP Instance UID"])
        uids.remove(runsFoundIn: Array("1.2.3.4.100".utf8))
        #expect(uids.isEmpty)
    }

    @Test("HMAC-derived values: one key gives one answer, another key another; UIDs are valid UUID-derived 2.25 UIDs")
    func pseudonyms() {
        let one = Pseudonyms(key: Self.key), same = Pseudonyms(key: Self.key), other = Pseudonyms(key: Array("another".utf8))
        #expect(one.uid(replacing: "1.2.3") == same.uid(replacing: "1.2.3"))
        #expect(one.uid(replacing: "1.2.3") != other.uid(replacing: "1.2.3"))
        #expect(one.uid(replacing: "1.2.3") != one.uid(replacing: "1.2.4"))
        #expect(one.patientID(replacing: "A") == same.patientID(replacing: "A"))
        #expect(one.patientID(replacing: "A").count == 14)
        for original in (0..<200).map({ "1.2.826.0.1.\($0)" }) {
            let uid = one.uid(replacing: original)
            #expect(uid.hasPrefix("2.25.") && uid.count <= 44 && !uid.dropFirst(5).hasPrefix("0"))
            #expect((1...3_650).contains(one.dateShift(forPatient: original)))
        }
    }
}
