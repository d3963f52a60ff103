import Foundation
import ScanViewerFeature
import TomoCore
import TomoDICOM
import TomoDICOMSeries
import TomoLibrary
import TomoSeries

extension AnonymizedExportAccess {
    /// `tomo anonymize`'s export of a DICOM series (its files, an archive's, the library's, a node's retrieved
    /// files), or of a study of the library, into a new folder `anonymized` (`anonymized-2`, …) inside the one chosen, keyed by the user's key in
    /// `keyFile` (32 random bytes made on first use, readable by the user alone): so every export of one patient
    /// gets the same pseudonym, UIDs and date shift, and a prior exported later still aligns.
    public static func live(keyFile: URL = UserFolder.data.tomoFolder().appending(path: "deidentification.key")) -> AnonymizedExportAccess {
        AnonymizedExportAccess(
            export: { series, _, folder, options, progress in
                guard let dicom = series as? any DICOMBackedSeries else {
                    throw ExportRefusal("only a DICOM series can be exported anonymized")
                }
                var seen: Set<InstanceLocation> = []
                let locations = dicom.series.instances.map(\.location).filter { seen.insert($0).inserted }
                guard locations.allSatisfy({ $0.webURL == nil }) else {
                    throw ExportRefusal("a DICOMweb series is exported from its files: fetch it first (tomo fetch, or into the library)")
                }
                return try await export(locations, into: folder, options: options, keyFile: keyFile, progress: progress)
            },
            exportStudy: { target, folder, options, progress in
                guard case .library(let library)? = try? Location(parsing: target.server.absoluteString), let study = target.study else {
                    throw ExportRefusal("a study is exported from the library: import or retrieve it there first")
                }
                let locations = try await StudyLibrary(folder: library).instanceLocations(study: study)
                return try await export(locations, into: folder, options: options, keyFile: keyFile, progress: progress)
            })
    }

    /// `locations` de-identified into a new folder in `folder`, keyed by the key in `keyFile`.
    private static func export(
        _ locations: [InstanceLocation], into folder: URL, options: AnonymizedExportOptions, keyFile: URL,
        progress: @escaping @Sendable (Int, Int) -> Void
    ) async throws -> AnonymizedExportSummary {
        let target = try newFolder(in: folder)
        let export = DeidentifiedExport(
            options: DeidentificationOptions(
                shiftsDates: options.shiftsDates, retainsPatientCharacteristics: options.retainsPatientCharacteristics,
                cleansDescriptors: options.cleansDescriptors,
                blankedAreas: options.blankedAreas.map { PixelRectangle(x0: $0.x0, y0: $0.y0, x1: $0.x1, y1: $0.y1) }),
            pseudonyms: Pseudonyms(key: try key(in: keyFile)))
        let total = locations.count
        let report = try await export.run(locations, into: target) { progress($0, total) }
        return AnonymizedExportSummary(
            written: report.written, folder: target,
            refused: report.refused.map { "\(URL(fileURLWithPath: $0.file).lastPathComponent): \($0.reason)" })
    }

    /// The first of `anonymized`, `anonymized-2`, … not yet in `folder`, made.
    private static func newFolder(in folder: URL) throws -> URL {
        for number in 1...10_000 {
            let candidate = folder.appending(path: number == 1 ? "anonymized" : "anonymized-\(number)")
            guard !FileManager.default.fileExists(atPath: candidate.path) else { continue }
            try FileManager.default.createDirectory(at: candidate, withIntermediateDirectories: true)
            return candidate
        }
        throw ExportRefusal("\(folder.path) already holds 10,000 anonymized folders")
    }

    /// The key kept in `file`, made there first if missing.
    private static func key(in file: URL) throws -> [UInt8] {
        if let data = FileManager.default.contents(atPath: file.path), !data.isEmpty { return Array(data) }
        let key = Pseudonyms.randomKey()
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: file.path, contents: Data(key), attributes: [.posixPermissions: 0o600]) else {
            throw ExportRefusal("cannot write the de-identification key \(file.path)")
        }
        return key
    }
}

/// Why an export was not made, in words.
private struct ExportRefusal: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
