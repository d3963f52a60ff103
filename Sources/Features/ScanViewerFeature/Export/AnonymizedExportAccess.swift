import Foundation
import TomoSeries

/// How Export Anonymized… writes a de-identified copy of a series, or of a library's study (`AnonymizedExportAccess.live` in
/// ScanViewerLive: `tomo anonymize`'s export, keyed by the user's own key so that exports agree).
public struct AnonymizedExportAccess: Sendable {
    /// Writes series `series` of `source` de-identified into `folder` with `options`, telling `progress` how many
    /// of how many files are done; returns what was written and refused.
    public var export: @Sendable (
        _ series: any OpenedSeries, _ source: any SeriesSource, _ folder: URL, _ options: AnonymizedExportOptions,
        _ progress: @escaping @Sendable (_ done: Int, _ total: Int) -> Void
    ) async throws -> AnonymizedExportSummary

    /// Writes study `target.study` of the study library `target.server` de-identified into `folder`, as `export`
    /// writes a series: its images and non-image objects alike.
    public var exportStudy: @Sendable (
        _ target: PACSTarget, _ folder: URL, _ options: AnonymizedExportOptions,
        _ progress: @escaping @Sendable (_ done: Int, _ total: Int) -> Void
    ) async throws -> AnonymizedExportSummary

    public init(
        export: @escaping @Sendable (
            any OpenedSeries, any SeriesSource, URL, AnonymizedExportOptions, @escaping @Sendable (Int, Int) -> Void
        ) async throws -> AnonymizedExportSummary,
        exportStudy: @escaping @Sendable (
            PACSTarget, URL, AnonymizedExportOptions, @escaping @Sendable (Int, Int) -> Void
        ) async throws -> AnonymizedExportSummary
    ) {
        self.export = export
        self.exportStudy = exportStudy
    }
}

/// The options of PS3.15 E.3 an export offers (the dialog's choices).
public struct AnonymizedExportOptions: Sendable, Hashable {
    /// Keep dates, each moved back by the patient's own number of days.
    public var shiftsDates: Bool
    /// Keep descriptions and comments, identifying values blanked in them.
    public var cleansDescriptors: Bool
    /// Keep sex, age, size and weight.
    public var retainsPatientCharacteristics: Bool
    /// Blank the rectangles drawn on the series (burned-in text) in every frame of images that may carry such text.
    public var blanksDrawnRectangles: Bool
    /// The areas blanked: the model sets them from the rectangles drawn when `blanksDrawnRectangles`.
    public internal(set) var blankedAreas: [BlankedArea] = []

    public init(
        shiftsDates: Bool = false, cleansDescriptors: Bool = false, retainsPatientCharacteristics: Bool = false, blanksDrawnRectangles: Bool = false
    ) {
        self.shiftsDates = shiftsDates
        self.cleansDescriptors = cleansDescriptors
        self.retainsPatientCharacteristics = retainsPatientCharacteristics
        self.blanksDrawnRectangles = blanksDrawnRectangles
    }

    /// An area of an image's pixels to blank: columns `x0..<x1`, rows `y0..<y1`, from the top left.
    public struct BlankedArea: Sendable, Hashable {
        public var x0: Int, y0: Int, x1: Int, y1: Int

        public init(x0: Int, y0: Int, x1: Int, y1: Int) {
            (self.x0, self.y0, self.x1, self.y1) = (x0, y0, x1, y1)
        }
    }
}

/// What an export wrote: how many files, into which folder, and each file not written with why.
public struct AnonymizedExportSummary: Sendable, Hashable {
    public var written: Int
    public var folder: URL
    /// "IM12: refused: …", one per file not written.
    public var refused: [String]

    public init(written: Int, folder: URL, refused: [String]) {
        self.written = written
        self.folder = folder
        self.refused = refused
    }
}
