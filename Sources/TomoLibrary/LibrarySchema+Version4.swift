import Foundation
import GRDB
import TomoDICOM

extension LibrarySchema {
    /// An instance's `attributes`: its attribute groups kept whole as JSON (`StoredAttributes`) when its columns
    /// cannot say them all, in place of `frames` (every frame's place and values) and `display` (how it is shown),
    /// which each named their fields by hand. Rows holding either are rewritten in the new form, as an import of
    /// their reading read them; one whose JSON cannot be read keeps its columns and is read again by the next import.
    static func version4(_ db: Database) throws {
        try db.execute(sql: "ALTER TABLE instance ADD COLUMN attributes TEXT")
        let rows = try Row.fetchCursor(db, sql: """
            SELECT instance.path, instance.seriesInstanceUID, series.studyInstanceUID, patient.name, patient.patientID,
                study.studyDate, study.description, series.description, series.number, series.modality,
                instance.instanceNumber, instance.transferSyntaxUID, instance.rows, instance.columns,
                instance.samplesPerPixel, instance.bitsAllocated, instance.bitsStored, instance.highBit, instance.isSigned,
                instance.photometricInterpretation, instance.frameCount, instance.sopClassUID, instance.sopInstanceUID,
                instance.frameOfReferenceUID, instance.frames, instance.pixelSpacingRow, instance.pixelSpacingColumn,
                instance.positionX, instance.positionY, instance.positionZ, instance.rowCosineX, instance.rowCosineY,
                instance.rowCosineZ, instance.columnCosineX, instance.columnCosineY, instance.columnCosineZ,
                instance.sliceThickness, instance.rescaleSlope, instance.rescaleIntercept, instance.windowCenter,
                instance.windowWidth, instance.display
            FROM instance JOIN series USING (seriesInstanceUID) JOIN study USING (studyInstanceUID)
                JOIN patient ON patient.id = study.patientRowID
            WHERE instance.frames IS NOT NULL OR instance.display IS NOT NULL
            """)
        var rewritten: [(path: String, attributes: String?)] = []
        let decoder = JSONDecoder()
        let encoder = JSONEncoder()
        while let row = try rows.next() {
            let attributes = (try? legacyInstances(of: row, decoder: decoder)).flatMap { instances in
                (try? encoder.encode(StoredAttributes(instances))).map { String(decoding: $0, as: UTF8.self) }
            }
            rewritten.append((row[0], attributes))
        }
        let update = try db.makeStatement(sql: "UPDATE instance SET attributes = ? WHERE path = ?")
        let reread = try db.makeStatement(sql: "UPDATE instance SET headerReading = 1 WHERE path = ?")
        for (path, attributes) in rewritten {
            if let attributes {
                try update.execute(arguments: [attributes, path])
            } else {
                try reread.execute(arguments: [path])
            }
        }
        try db.execute(sql: """
            ALTER TABLE instance DROP COLUMN frames;
            ALTER TABLE instance DROP COLUMN display;
            """)
    }

    /// The images a row of readings 1 to 3 describes, as those readings read them back: its columns, its
    /// frames' JSON and what its display JSON adds.
    private static func legacyInstances(of row: Row, decoder: JSONDecoder) throws -> [DICOMInstance] {
        let pixels = try ImagePixelDescription(
            rows: row[12], columns: row[13], bitsAllocated: row[15], bitsStored: row[16], highBit: row[17], isSigned: row[18],
            photometricInterpretation: row[19], samplesPerPixel: row[14], frameCount: row[20], allowsColour: true)
        let frames = try (row[24] as String?).map { try decoder.decode([FrameGeometry].self, from: Data($0.utf8)) }
            ?? [FrameGeometry(columns: (25..<41).map { row[$0] as Double? })]
        let display = try (row[41] as String?).map { try decoder.decode(LegacyImageDisplay.self, from: Data($0.utf8)) }
        let identity = InstanceIdentity(
            seriesInstanceUID: row[1], studyInstanceUID: row[2], patientName: StudyLibrary.given(row[3]),
            patientID: StudyLibrary.given(row[4]), studyDate: row[5], studyDescription: row[6], seriesDescription: row[7],
            seriesNumber: row[8], modality: row[9], instanceNumber: row[10], sopClassUID: row[21], sopInstanceUID: row[22])
        return frames.enumerated().map { frame, geometry in
            var instance = StudyLibrary.instance(
                location: .file(row[0]), identity: identity, transferSyntax: (row[11] as String?).map(TransferSyntax.init(uid:)),
                pixels: pixels, geometry: geometry, frameOfReferenceUID: row[23])
            instance.frame = frame
            return display?.applied(to: instance) ?? instance
        }
    }
}
