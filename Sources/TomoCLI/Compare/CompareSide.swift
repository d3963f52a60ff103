import FeatureSupport
import Foundation
import Logging
import TomoConnection
import TomoCore
import TomoDICOM
import TomoDICOMSeries
import TomoDICOMweb
import TomoDIMSE
import TomoLibrary
import TomoSeries
import TomoTerminal
import TomoVolume

/// One side of `tomo compare`: a series chosen at a place, read into its volume.
struct CompareSide {
    let series: DICOMSeries
    let volume: CTVolume

    /// Slice `slice`'s SOP Instance UID (the first frame's file's, for a multi-frame image).
    func sopInstanceUID(ofSlice slice: Int) -> String? {
        series.instances.indices.contains(slice) ? series.instances[slice].sopInstanceUID : nil
    }

    /// Series `uid` at `location` (else its CT series with the most slices, else the series with the most), its
    /// volume filled. `library:STUDY_UID` names a study of the default library.
    /// - Throws: `CommandFailure`: nothing there, no such series, a series that makes no volume, slices that fail.
    static func open(
        _ location: Location, series uid: String?, credentials: HTTPCredentials?, dimse: DIMSEOptions
    ) async throws -> CompareSide {
        let (chosen, opened) = try await choose(location, series: uid, credentials: credentials, dimse: dimse)
        return try await load(chosen, opened)
    }

    /// `series` read into its volume from `opened`.
    /// - Throws: `CommandFailure`: a series that makes no volume, slices that fail.
    static func load(_ series: DICOMSeries, _ opened: any OpenedSeries) async throws -> CompareSide {
        let (volume, failures) = try await SeriesVolumeLoad.load(opened)
        if let failure = failures.first {
            throw slicesFailed(failures.count, of: series, first: failure.index, failure.error)
        }
        return CompareSide(series: series, volume: volume)
    }

    /// "3 slices of UID did not load (slice 12: why)".
    static func slicesFailed(_ count: Int, of series: DICOMSeries, first index: Int, _ error: any Error) -> CommandFailure {
        CommandFailure(.someSlicesFailed, "\(count) slices of \(series.uid) did not load (slice \(index + 1): \(ErrorMessage.text(for: error)))")
    }

    /// Series `uid` at `location` (else its CT series with the most slices, else the series with the most) and
    /// the series opened from where it is, nothing read of its pixels yet.
    /// - Throws: `CommandFailure`: nothing there, no such series.
    static func choose(
        _ location: Location, series uid: String?, credentials: HTTPCredentials?, dimse: DIMSEOptions
    ) async throws -> (series: DICOMSeries, opened: any OpenedSeries) {
        let scan: DICOMScan
        if case .library(let folder) = location, let study = studyUID(naming: folder) {
            do {
                scan = try await DICOMSources.openLibrary(at: LibraryLocation.folder()).scan(study: study)
            } catch {
                throw CommandFailure(classifying: error, at: location)
            }
        } else if case .node(let node) = location {
            var chosen = uid
            if chosen == nil { chosen = try await defaultSeries(on: node, dimse: dimse) }
            scan = try await DICOMSources.scan(node: node, dimse: dimse, retrieval: .get, series: chosen)
        } else {
            scan = try await DICOMSources.scan([location], credentials: credentials, series: uid)
        }
        let chosen = try choose(uid, in: scan, at: location)
        // What was left out, and what keeps the series from a regular volume, named as tomo dicom volume names them.
        for skipped in scan.skipped where !chosen.skippedFiles.contains(skipped) { StandardError.writeLine("Skipped: \(skipped)") }
        for warning in chosen.warnings { StandardError.writeLine("Warning: \(warning)") }
        let opened: any OpenedSeries
        if case .dicomWeb(let server) = location {
            let client = DICOMSources.client(for: server, credentials: credentials)
            let session = ClientSession(client: client, diskCache: nil, logger: Logger(label: "tomo"))
            do {
                opened = try await DICOMwebSeriesSource(baseURL: server, pipeline: session.pipeline).openSeries(id: chosen.uid)
            } catch {
                throw CommandFailure(classifying: error, at: location)
            }
        } else {
            opened = DICOMOpenedSeries(chosen)
        }
        return (chosen, opened)
    }

    /// The series of `node` to compare when none is named, as for any other place: its CT series with the most
    /// instances, else its series with the most (asked by C-FIND, before any is retrieved); nil for none listed.
    private static func defaultSeries(on node: DIMSENode, dimse: DIMSEOptions) async throws -> String? {
        let client = dimse.client(of: dimse.node(node))
        let listed = try await CommandFailure.dimse { () async throws(DIMSEError) in try await client.series(uid: nil) }
        let ranked = listed.sorted { ($0.modality == "CT" ? 1 : 0, $0.instanceCount ?? 0) > ($1.modality == "CT" ? 1 : 0, $1.instanceCount ?? 0) }
        return ranked.first?.uid
    }

    /// The Study Instance UID a `library:` location names instead of a folder: digits and dots, and no such folder.
    static func studyUID(naming folder: URL) -> String? {
        let name = folder.lastPathComponent
        guard !name.isEmpty, name.allSatisfy({ $0.isNumber || $0 == "." }), name.contains("."),
              !FileManager.default.fileExists(atPath: folder.path)
        else { return nil }
        return name
    }

    /// Series `uid` of `scan`, else its CT series with the most slices, else its series with the most.
    private static func choose(_ uid: String?, in scan: DICOMScan, at location: Location) throws -> DICOMSeries {
        guard !scan.series.isEmpty else { throw DICOMSeriesChoice.noImages(in: scan, sources: [location]) }
        if let uid {
            guard let found = scan.series.first(where: { $0.uid == uid }) else {
                throw CommandFailure(.notFound, "no series \(uid) at \(location) (tomo dicom ls lists them)")
            }
            return found
        }
        let cts = scan.series.filter { $0.summary.modality?.uppercased() == "CT" }
        return (cts.isEmpty ? scan.series : cts).max { $0.instances.count < $1.instances.count }!
    }
}
