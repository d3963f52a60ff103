/// Writes a DICOMDIR (PS3.10 8.6, the Basic Directory IOD of PS3.3 F): one PATIENT record per patient, STUDY per
/// study, SERIES per series and one record per instance (IMAGE, SR DOCUMENT, KEY OBJECT DOC, PRESENTATION, RT …
/// by its SOP class), linked by their byte offsets in the file, each with the keys PS3.3 F.5 requires, taken from
/// the instance's own header (a dummy where the header has none for a required key).
public enum DICOMDirectoryWriter {
    /// A file the directory names: its Referenced File ID (folder names and the file's, each at most eight of
    /// `A`–`Z`, `0`–`9` and `_`) and its header.
    public struct Entry: Sendable {
        public var fileID: [String]
        public var header: DataSet
        public var transferSyntaxUID: String

        public init(fileID: [String], header: DataSet, transferSyntaxUID: String) {
            self.fileID = fileID
            self.header = header
            self.transferSyntaxUID = transferSyntaxUID
        }
    }

    /// Media Storage Directory Storage.
    static let sopClassUID = "1.2.840.10008.1.3.10"

    /// The DICOMDIR file of `entries` (patients, studies and series in the order first met), as file set
    /// `fileSetUID`.
    /// - Throws: `DICOMWriteError` when a value is too long for its VR.
    public static func file(of entries: [Entry], fileSetUID: String) throws(DICOMWriteError) -> [UInt8] {
        let tree = Tree(entries)
        let meta = try DICOMFileWriter.header(
            sopClassUID: sopClassUID, sopInstanceUID: fileSetUID, transferSyntaxUID: DICOMFileWriter.explicitVRLittleEndian)
        // Records in pre-order (a patient, its first study, that study's first series, its instances, …), their
        // links by index; then each record's offset from its predecessors' encoded sizes (fixed: an offset is a UL).
        var records: [DataSetBuilder] = []
        var next: [Int?] = [], lower: [Int?] = []
        func add(_ record: DataSetBuilder) -> Int {
            records.append(record)
            next.append(nil)
            lower.append(nil)
            return records.count - 1
        }
        func link(_ indices: [Int], under parent: Int?) {
            for (position, index) in indices.enumerated() where position + 1 < indices.count { next[index] = indices[position + 1] }
            if let parent, let first = indices.first { lower[parent] = first }
        }
        var patientIndices: [Int] = []
        for patient in tree.patients {
            let patientIndex = add(patient.record)
            patientIndices.append(patientIndex)
            var studyIndices: [Int] = []
            for study in patient.studies {
                let studyIndex = add(study.record)
                studyIndices.append(studyIndex)
                var seriesIndices: [Int] = []
                for series in study.series {
                    let seriesIndex = add(series.record)
                    seriesIndices.append(seriesIndex)
                    link(series.instances.map { add($0) }, under: seriesIndex)
                }
                link(seriesIndices, under: studyIndex)
            }
            link(studyIndices, under: patientIndex)
        }
        link(patientIndices, under: nil)

        var directory = DataSetBuilder()
        directory.set(DICOMTag(0x0004, 0x1130), .CS, "TOMO")
        directory.set(DICOMTag(0x0004, 0x1200), .UL, bytes: DataSetBuilder.littleEndian(UInt32(0)))
        directory.set(DICOMTag(0x0004, 0x1202), .UL, bytes: DataSetBuilder.littleEndian(UInt32(0)))
        directory.set(DICOMTag(0x0004, 0x1212), .US, bytes: DataSetBuilder.littleEndian(UInt16(0)))
        // Where the first record starts: after the meta, the elements before the sequence, the sequence's header.
        var offsets: [Int] = []
        var position = meta.count + (try directory.encoded()).count + 12
        for record in records {
            offsets.append(position)
            position += 8 + (try linked(record, next: nil, lower: nil).encoded()).count
        }
        let items = try records.indices.map { index throws(DICOMWriteError) in
            try linked(records[index], next: next[index].map { offsets[$0] }, lower: lower[index].map { offsets[$0] })
        }
        directory.set(DICOMTag(0x0004, 0x1200), .UL, bytes: DataSetBuilder.littleEndian(UInt32(offsets.first ?? 0)))
        directory.set(DICOMTag(0x0004, 0x1202), .UL, bytes: DataSetBuilder.littleEndian(UInt32(patientIndices.last.map { offsets[$0] } ?? 0)))
        directory.set(.directoryRecordSequence, items: items)
        return meta + (try directory.encoded())
    }

    /// `record` with its links: the offsets of the next record at its level and of its first record a level down
    /// (0 for none), in use.
    private static func linked(_ record: DataSetBuilder, next: Int?, lower: Int?) throws(DICOMWriteError) -> DataSetBuilder {
        var record = record
        guard (next ?? 0) <= Int(UInt32.max), (lower ?? 0) <= Int(UInt32.max) else {
            throw .tooLong(.directoryRecordSequence, next ?? lower ?? 0)
        }
        record.set(DICOMTag(0x0004, 0x1400), .UL, bytes: DataSetBuilder.littleEndian(UInt32(next ?? 0)))
        record.set(DICOMTag(0x0004, 0x1410), .US, bytes: DataSetBuilder.littleEndian(UInt16(0xFFFF)))
        record.set(DICOMTag(0x0004, 0x1420), .UL, bytes: DataSetBuilder.littleEndian(UInt32(lower ?? 0)))
        return record
    }

    /// The entries as patients, studies, series and instances, each level's records made.
    private struct Tree {
        struct Series { var record: DataSetBuilder; var instances: [DataSetBuilder] }
        struct Study { var record: DataSetBuilder; var series: [Series]; var seriesIndex: [String: Int] }
        struct Patient { var record: DataSetBuilder; var studies: [Study]; var studyIndex: [String: Int] }
        var patients: [Patient] = []

        init(_ entries: [Entry]) {
            var patientIndex: [String: Int] = [:]
            for entry in entries {
                let header = entry.header
                let patientID = header.string(.patientID) ?? ""
                let studyUID = header.string(.studyInstanceUID) ?? "", seriesUID = header.string(.seriesInstanceUID) ?? ""
                let p = patientIndex[patientID] ?? {
                    patients.append(Patient(record: Self.record("PATIENT", [
                        (.patientID, .LO, "ANONYMIZED"), (.patientName, .PN, nil),
                    ], from: header), studies: [], studyIndex: [:]))
                    patientIndex[patientID] = patients.count - 1
                    return patients.count - 1
                }()
                let s = patients[p].studyIndex[studyUID] ?? {
                    patients[p].studies.append(Study(record: Self.record("STUDY", [
                        (.studyDate, .DA, "19000101"), (.studyTime, .TM, "000000"), (.studyDescription, .LO, nil),
                        (.studyInstanceUID, .UI, studyUID), (.studyID, .SH, "ANONYMIZED"), (.accessionNumber, .SH, nil),
                    ], from: header), series: [], seriesIndex: [:]))
                    patients[p].studyIndex[studyUID] = patients[p].studies.count - 1
                    return patients[p].studies.count - 1
                }()
                let r = patients[p].studies[s].seriesIndex[seriesUID] ?? {
                    patients[p].studies[s].series.append(Series(record: Self.record("SERIES", [
                        (.modality, .CS, "OT"), (.seriesInstanceUID, .UI, seriesUID), (.seriesNumber, .IS, "0"),
                    ], from: header), instances: []))
                    patients[p].studies[s].seriesIndex[seriesUID] = patients[p].studies[s].series.count - 1
                    return patients[p].studies[s].series.count - 1
                }()
                patients[p].studies[s].series[r].instances.append(Self.instanceRecord(entry))
            }
        }

        /// A record of `type` with `keys` copied from `header`, or set to their dummy (nil: left empty) where it
        /// has none.
        private static func record(
            _ type: String, _ keys: [(DICOMTag, ValueRepresentation, String?)], from header: DataSet
        ) -> DataSetBuilder {
            var record = DataSetBuilder()
            record.set(.directoryRecordType, .CS, type)
            for (tag, vr, dummy) in keys {
                if header.string(tag) != nil {
                    record.copy(tag, from: header)
                } else {
                    record.set(tag, vr, dummy.map { [$0] } ?? [])
                }
            }
            return record
        }

        /// The record of an instance: its type by SOP class, its file, and the keys its type requires.
        private static func instanceRecord(_ entry: Entry) -> DataSetBuilder {
            let header = entry.header
            let sopClass = header.string(.sopClassUID) ?? ""
            var keys: [(DICOMTag, ValueRepresentation, String?)] = [(.instanceNumber, .IS, "0")]
            let type: String
            switch sopClass {
            case "1.2.840.10008.5.1.4.1.1.88.59":
                type = "KEY OBJECT DOC"
                keys += [(.contentDate, .DA, "19000101"), (.contentTime, .TM, "000000")]
            case _ where sopClass.hasPrefix("1.2.840.10008.5.1.4.1.1.88."):
                type = "SR DOCUMENT"
                keys += [(.completionFlag, .CS, "PARTIAL"), (.verificationFlag, .CS, "UNVERIFIED"),
                         (.contentDate, .DA, "19000101"), (.contentTime, .TM, "000000")]
            case _ where sopClass.hasPrefix("1.2.840.10008.5.1.4.1.1.11."):
                type = "PRESENTATION"
                keys += [(.contentDate, .DA, "19000101"), (.contentTime, .TM, "000000")]
            case "1.2.840.10008.5.1.4.1.1.481.3":
                type = "RT STRUCTURE SET"
                keys += [(.structureSetLabel, .SH, "ANONYMIZED")]
            default:
                type = "IMAGE"
            }
            var record = Self.record(type, keys, from: header)
            if type == "SR DOCUMENT" || type == "KEY OBJECT DOC" {
                record.copy(.conceptNameCodeSequence, from: header)
                if !record.has(.conceptNameCodeSequence) { record.set(.conceptNameCodeSequence, items: []) }
            }
            record.set(.referencedFileID, .CS, entry.fileID)
            record.set(DICOMTag(0x0004, 0x1510), .UI, sopClass)
            record.set(DICOMTag(0x0004, 0x1511), .UI, header.string(.sopInstanceUID) ?? "")
            record.set(DICOMTag(0x0004, 0x1512), .UI, entry.transferSyntaxUID)
            return record
        }
    }
}

extension DICOMTag {
    /// (0020,0010) Study ID, SH.
    static let studyID = DICOMTag(0x0020, 0x0010)
    /// (0008,0023) Content Date, DA.
    static let contentDate = DICOMTag(0x0008, 0x0023)
    /// (0008,0033) Content Time, TM.
    static let contentTime = DICOMTag(0x0008, 0x0033)
    /// (0040,A491) Completion Flag, CS.
    static let completionFlag = DICOMTag(0x0040, 0xA491)
    /// (0040,A493) Verification Flag, CS.
    static let verificationFlag = DICOMTag(0x0040, 0xA493)
    /// (0040,A043) Concept Name Code Sequence, SQ.
    static let conceptNameCodeSequence = DICOMTag(0x0040, 0xA043)
    /// (3006,0002) Structure Set Label, SH.
    static let structureSetLabel = DICOMTag(0x3006, 0x0002)
}
