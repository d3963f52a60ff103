import Foundation
import GRDB
import TomoCore
import TomoDICOM
import TomoDICOMSeries
import TomoSeries

extension StudyLibrary {
    /// The series of study `study` (every study for nil), or series `series` alone, assembled from what the
    /// library kept of their headers: no file is read. The study's non-image objects (without `series`) are
    /// among the scan's skipped files, as a scan of their folder lists them (not an image, of their modality):
    /// where a source finds a study's reports.
    public func scan(study: String? = nil, series: String? = nil) async throws(LibraryError) -> DICOMScan {
        let (filter, frozen) = Self.seriesFilter(study: study, series: series)
        let sql = """
            SELECT instance.path, instance.seriesInstanceUID, series.studyInstanceUID, patient.name, patient.patientID,
                study.studyDate, study.description, series.description, series.number, series.modality,
                instance.instanceNumber, instance.transferSyntaxUID, instance.rows, instance.columns,
                instance.samplesPerPixel, instance.bitsAllocated, instance.bitsStored, instance.highBit, instance.isSigned,
                instance.photometricInterpretation, instance.frameCount, instance.sopClassUID, instance.sopInstanceUID,
                instance.frameOfReferenceUID, instance.attributes, instance.pixelSpacingRow, instance.pixelSpacingColumn,
                instance.positionX, instance.positionY, instance.positionZ, instance.rowCosineX, instance.rowCosineY,
                instance.rowCosineZ, instance.columnCosineX, instance.columnCosineY, instance.columnCosineZ,
                instance.sliceThickness, instance.rescaleSlope, instance.rescaleIntercept, instance.windowCenter,
                instance.windowWidth, study.issuerOfPatientID, series.bodyPart
            FROM instance JOIN series USING (seriesInstanceUID) JOIN study USING (studyInstanceUID)
                JOIN patient ON patient.id = study.patientRowID
            \(filter)
            """
        let kept = try await reading { db in
            let decoder = JSONDecoder()
            var names = LocationNames()
            var instances: [DICOMInstance] = []
            var unreadable: [DICOMFileError] = []
            let rows = try Row.fetchCursor(db, sql: sql, arguments: frozen)
            while let row = try rows.next() {
                do {
                    instances += try Self.instances(of: row, at: names.location(named: row[0]), decoder: decoder)
                } catch {
                    unreadable.append(DICOMFileError(path: row[0], error: .unreadable("the library's record of it is damaged: \(error)"), seriesInstanceUID: row[1]))
                }
            }
            if series == nil {
                let documents = try Row.fetchCursor(db, sql: """
                    SELECT document.path, document.seriesInstanceUID, series.modality
                    FROM document JOIN series USING (seriesInstanceUID)
                    \(study == nil ? "" : "WHERE series.studyInstanceUID = ?") ORDER BY document.path
                    """, arguments: study.map { [$0] } ?? [])
                while let row = try documents.next() {
                    unreadable.append(DICOMFileError(path: row[0], error: .notAnImage(kind: row[2]), seriesInstanceUID: row[1]))
                }
            }
            return (instances, unreadable)
        }
        return DICOMScan(series: DICOMSeries.assemble(kept.0), skipped: kept.1)
    }

    /// The series of study `study` (every study for nil) as a series source, opened from the library; a
    /// database that cannot be read is told where a source tells what it could not read (a picker and a banner
    /// name it).
    public func seriesSource(study: String? = nil) -> DICOMSeriesSource {
        DICOMSeriesSource(
            name: study.map { "study \($0) of the library" } ?? "the library in \(folder.path)",
            scanning: { [self] in
                do {
                    return try await scan(study: study)
                } catch {
                    return DICOMScan(series: [], skipped: [DICOMFileError(path: folder.path, error: .unreadable("\(error)"))])
                }
            },
            documentFiles: { [self] study, kinds in (try? await documentFiles(ofStudy: study, kinds: kinds)) ?? [] })
    }

    /// The files of study `study`'s non-image objects of `kinds` (structured reports, segmentations…; every
    /// study's for nil) the library holds now, in path order.
    public func documentFiles(ofStudy study: String?, kinds: Set<StudySeries.DocumentKind>) async throws(LibraryError) -> [String] {
        let modalities = kinds.map(\.rawValue).sorted()
        guard !modalities.isEmpty else { return [] }
        return try await reading { db in
            try String.fetchAll(db, sql: """
                SELECT document.path FROM document JOIN series USING (seriesInstanceUID)
                WHERE upper(series.modality) IN (\(modalities.map { _ in "?" }.joined(separator: ", ")))
                \(study == nil ? "" : "AND series.studyInstanceUID = ?") ORDER BY document.path
                """, arguments: StatementArguments(modalities + (study.map { [$0] } ?? [])))
        }
    }

    /// The series of study `study` (every study for nil), opened from the library (``seriesSource(study:)``).
    public func source(ofStudy study: String?) -> any SeriesSource {
        seriesSource(study: study)
    }

    /// The images (one per frame) a row of `scan`'s query describes: its groups kept whole where it has them
    /// (`StoredAttributes`), else its columns.
    private static func instances(of row: Row, at location: InstanceLocation, decoder: JSONDecoder) throws -> [DICOMInstance] {
        let transferSyntax = (row[11] as String?).map(TransferSyntax.init(uid:))
        let (issuer, bodyPart): (String?, String?) = (row[41], row[42])
        if let json = row[24] as String? {
            return try decoder.decode(StoredAttributes.self, from: Data(json.utf8)).instances(at: location, transferSyntax: transferSyntax).map {
                var instance = $0
                instance.identity.issuerOfPatientID = instance.issuerOfPatientID ?? issuer
                instance.identity.bodyPartExamined = instance.bodyPartExamined ?? bodyPart
                return instance
            }
        }
        let pixels = try ImagePixelDescription(
            rows: row[12], columns: row[13], bitsAllocated: row[15], bitsStored: row[16], highBit: row[17], isSigned: row[18],
            photometricInterpretation: row[19], samplesPerPixel: row[14], frameCount: row[20], allowsColour: true)
        var identity = InstanceIdentity(
            seriesInstanceUID: row[1], studyInstanceUID: row[2], patientName: given(row[3]), patientID: given(row[4]),
            studyDate: row[5], studyDescription: row[6], seriesDescription: row[7], seriesNumber: row[8], modality: row[9],
            instanceNumber: row[10], sopClassUID: row[21], sopInstanceUID: row[22])
        (identity.issuerOfPatientID, identity.bodyPartExamined) = (issuer, bodyPart)
        return [
            instance(
                location: location, identity: identity, transferSyntax: transferSyntax, pixels: pixels,
                geometry: FrameGeometry(columns: (25..<41).map { row[$0] as Double? }), frameOfReferenceUID: row[23])
        ]
    }

    /// The pixel description a row's columns keep of `pixels`: all but what `StoredAttributes` adds.
    static func pixels(ofColumns pixels: ImagePixelDescription) throws -> ImagePixelDescription {
        try ImagePixelDescription(
            rows: pixels.rows, columns: pixels.columns, bitsAllocated: pixels.bitsAllocated, bitsStored: pixels.bitsStored,
            highBit: pixels.highBit, isSigned: pixels.isSigned, photometricInterpretation: pixels.photometricInterpretation,
            samplesPerPixel: pixels.samplesPerPixel, frameCount: pixels.frameCount, allowsColour: true)
    }

    /// The single-frame image a row's columns alone describe: `identity`, `pixels`, one frame's `geometry` (its first
    /// window unnamed) and its frame of reference; nothing else of its groups.
    static func instance(
        location: InstanceLocation, identity: InstanceIdentity, transferSyntax: TransferSyntax?, pixels: ImagePixelDescription,
        geometry: FrameGeometry, frameOfReferenceUID: String?
    ) -> DICOMInstance {
        DICOMInstance(
            location: location, frame: 0, identity: identity,
            plane: ImagePlaneAttributes(
                pixelSpacing: geometry.pixelSpacing, position: geometry.position, orientation: geometry.orientation,
                sliceThickness: geometry.sliceThickness, frameOfReferenceUID: frameOfReferenceUID),
            transferSyntax: transferSyntax, pixels: pixels, pixelDataProblem: nil, valueMapping: ValueMapping(rescale: geometry.rescale),
            presentation: Presentation(
                windows: geometry.windows, windowExplanations: geometry.windows.map { _ in "" }, isInverted: pixels.isInverted),
            cine: CineTiming(), overlayPlanes: InstanceOverlays())
    }
}
