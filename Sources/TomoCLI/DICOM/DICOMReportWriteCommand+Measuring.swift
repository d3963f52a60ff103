import Foundation
import Logging
import TomoAnnotations
import TomoConnection
import TomoCore
import TomoDICOM
import TomoDICOMSeries
import TomoDICOMweb
import TomoSeries
import TomoTerminal
import TomoVolume

/// `tomo dicom sr write` measures each annotation on the series, as the viewer does, so that a document
/// written without figures (by a script, by another tool) makes a report with them.
extension DICOMReportWriteCommand {
    /// `document` with each annotation's measurements those `series` gives (the document's own where they
    /// agree, `MeasurementCheck`), each disagreement noted on standard error. Loads the slices its regions
    /// and points lie on (an axial one's own slices, every slice for another plane); lengths and angles need
    /// only the geometry.
    /// - Returns: the measured document and the slices that failed to load (their pixels are not counted).
    func measured(
        _ document: AnnotationDocument, on series: DICOMSeries
    ) async throws -> (document: AnnotationDocument, opened: any OpenedSeries, failures: [(index: Int, error: any Error)]) {
        let opened = try await open(series)
        guard let volume = opened.volume else {
            StandardError.writeLine("Note: series \(series.uid) makes no volume (\(opened.limitation ?? "its images differ in size")): "
                + "the report holds the document's measurements as they are")
            return (document, opened, [])
        }
        var failures: [(index: Int, error: any Error)] = []
        if let slices = Self.slicesMeasured(by: document.annotations, in: volume.geometry) {
            failures = try await SeriesVolumeLoad.load(opened, slices: slices).failures
        }
        var measured = document
        for index in measured.annotations.indices {
            let record = measured.annotations[index]
            let check = MeasurementCheck(stated: record.measurements, measured: record.measurements(in: volume, unit: opened.valueUnit))
            for disagreement in check.disagreements {
                StandardError.writeLine(
                    "Note: annotations[\(index)] (\(record.kind.name)): \(disagreement.description); the report holds the series' value")
            }
            measured.annotations[index].measurements = check.measurements
        }
        return (measured, opened, failures)
    }

    /// The slices the regions and points of `records` lie on: an axial record's own, every slice for a
    /// record on another plane; nil when none reads values.
    static func slicesMeasured(by records: [AnnotationRecord], in geometry: VolumeGeometry) -> ClosedRange<Int>? {
        let reading = records.filter(\.kind.measuresValues)
        guard !reading.isEmpty else { return nil }
        let all = 0...(geometry.sliceCount - 1)
        let slices = reading.map { record -> ClosedRange<Int>? in
            guard record.obliquePlane == nil, record.plane == .axial, let slice = record.slice else { return all }
            return all.contains(slice) ? slice...slice : nil
        }.compactMap { $0 }
        guard let lowest = slices.map(\.lowerBound).min(), let highest = slices.map(\.upperBound).max() else { return nil }
        return lowest...highest
    }

    /// `series` opened from its files, or from the DICOMweb server the sources name.
    private func open(_ series: DICOMSeries) async throws -> any OpenedSeries {
        guard let server = DICOMSources.webRoot(sources) else { return DICOMOpenedSeries(series) }
        let client = DICOMSources.client(for: server, credentials: try credentials.credentials())
        let session = ClientSession(client: client, diskCache: nil, logger: Logger(label: "tomo"))
        return try await DICOMwebSeriesSource(baseURL: server, pipeline: session.pipeline).openSeries(id: series.uid)
    }
}
