import Foundation
import TomoAnnotations
import TomoCore
import TomoSeries

/// What the scan viewer talks to: where its series come from, and time. The live places (DICOM files, the
/// API, a PACS) are wired by the app (ScanViewerLive); the viewer sees only these interfaces.
public struct ScanViewerEnvironment: Sendable {
    /// The series on offer: an API, DICOM files, a PACS.
    public var source: any SeriesSource
    /// A source of the DICOM files and folders at the paths given (Open…, files dropped); nil where the viewer
    /// opens none.
    public var openFiles: (@Sendable (_ paths: [String]) -> any SeriesSource)?
    /// How to reach PACSes (the study browser, signing in); nil where the viewer offers none.
    public var pacs: PACSAccess?
    /// The PACS series `source` is, if it is one.
    public var pacsTarget: PACSTarget?
    /// Whether the viewer starts in the study browser (a study library's home: its studies, latest first)
    /// rather than opening a series, when none is asked for.
    public var startsInStudyBrowser: Bool
    /// Where each series' annotations are kept between runs; nil where they last as long as the viewer.
    public var annotationStore: (any AnnotationStore)?
    /// How annotations become DICOM SR reports, written and sent; nil where the viewer offers neither.
    public var reports: ReportAccess?
    /// Where the alignments of priors from other frames of reference are kept between runs; nil where each is
    /// found again every time.
    public var alignmentStore: AlignmentStore?
    /// Where the hanging protocols come from and go; nil where nothing hangs (a study of several series opens
    /// its picker).
    public var hangingProtocols: HangingProtocolStore?
    /// How the segmentations laid over a series are found; nil where none are.
    public var segmentations: SegmentationAccess?
    /// How Export Anonymized… writes a de-identified copy of a series; nil where the viewer offers none.
    public var anonymizedExport: AnonymizedExportAccess?
    /// How key images are saved as DICOM Key Object Selections and found; nil where the viewer offers neither.
    public var keyImages: KeyImageAccess?
    /// Waits between cine frames; tests substitute one they control.
    public var sleep: @Sendable (Duration) async throws -> Void

    public init(
        source: any SeriesSource, openFiles: (@Sendable ([String]) -> any SeriesSource)? = nil, pacs: PACSAccess? = nil,
        pacsTarget: PACSTarget? = nil, startsInStudyBrowser: Bool = false, annotationStore: (any AnnotationStore)? = nil,
        reports: ReportAccess? = nil, sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.source = source
        self.openFiles = openFiles
        self.pacs = pacs
        self.pacsTarget = pacsTarget
        self.startsInStudyBrowser = startsInStudyBrowser
        self.annotationStore = annotationStore
        self.reports = reports
        self.sleep = sleep
    }
}
