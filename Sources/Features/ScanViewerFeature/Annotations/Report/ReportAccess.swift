import Foundation
import TomoAnnotations
import TomoSeries

/// How the viewer makes, sends and finds DICOM SR measurement reports, as the app wires it
/// (`ReportAccess.live` in ScanViewerLive): the report of a series' annotation document, a store of it on a
/// PACS, and the reports its source holds on a series.
public struct ReportAccess: Sendable {
    /// A report made: the DICOM file, how many findings (measurement groups) it holds, and its measurements as
    /// CSV text for a spreadsheet (what `tomo dicom sr read REPORT SRC --csv` prints of the file).
    public struct Report: Sendable, Hashable {
        public var file: Data
        public var findingCount: Int
        public var measurements: String

        public init(file: Data, findingCount: Int, measurements: String = "") {
            self.file = file
            self.findingCount = findingCount
            self.measurements = measurements
        }
    }

    /// The report of `document`, the annotations made on `series`, as a DICOM file (TID 1500).
    /// Throws an error in the reader's words when the series is not DICOM or an annotation cannot be placed.
    public var make: @Sendable (_ document: AnnotationDocument, _ series: any OpenedSeries) async throws -> Report
    /// Stores `report` (a DICOM file) on the PACS `target` names, in its study.
    public var send: @Sendable (_ report: Data, _ target: PACSTarget) async throws -> Void
    /// How `send` stores a report on the server at `address`, as the reader knows it ("STOW-RS",
    /// "C-STORE"); nil where reports cannot be stored (a study library).
    public var storeMethod: @Sendable (_ address: URL) -> String?
    /// The measurement reports `source` holds on `series`, placed on it, the latest first; none where the
    /// source keeps none or cannot be asked.
    public var find: @Sendable (_ series: any OpenedSeries, _ source: any SeriesSource) async -> [FoundReport]

    public init(
        make: @escaping @Sendable (AnnotationDocument, any OpenedSeries) async throws -> Report,
        send: @escaping @Sendable (Data, PACSTarget) async throws -> Void,
        storeMethod: @escaping @Sendable (URL) -> String? = { _ in "STOW-RS" },
        find: @escaping @Sendable (any OpenedSeries, any SeriesSource) async -> [FoundReport] = { _, _ in [] }
    ) {
        self.make = make
        self.send = send
        self.storeMethod = storeMethod
        self.find = find
    }
}
