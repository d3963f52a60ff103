import FeatureSupport
import Foundation
import TomoImaging
import TomoSeries

/// Export…: the views as shown, overlays and all, to a PNG (or JPEG) file. The front end asks where and
/// renders what it shows; the model names the file and writes it.
extension ScanViewerModel {
    /// Asks the front end where to export the views (`exportRequest`); false while nothing is shown or an
    /// export runs.
    @discardableResult
    public func requestExport() -> Bool {
        guard displayed != nil, !exportState.isSaving, !isChoosingSeries, !isBrowsingStudies else { return false }
        export.ask(suggesting: suggestedExportName)
        return true
    }

    /// The user has answered the Export… request (chosen a file, or none).
    public func dismissExportRequest() {
        export.dismiss()
    }

    /// Writes `image` (the views as the front end shows them) to `url`, PNG or JPEG by its extension, off the
    /// main actor; `exportState` follows it.
    public func export(_ image: Bitmap, to url: URL) async {
        await export.write(image, to: url)
    }

    /// The front end could not make the image to export to `url`, for `reason`.
    public func reportExportFailure(_ reason: String, for url: URL) {
        export.fail(reason, for: url)
    }

    /// Asks the front end for a folder to write the open series into, de-identified (`anonymized.request`);
    /// false while no series is open, an export runs, or the app wired none.
    @discardableResult
    public func requestAnonymizedExport() -> Bool {
        guard canExportAnonymized else { return false }
        // A name that says nothing of the patient, as the files in it.
        anonymized.ask(suggesting: "anonymized-series")
        return true
    }

    /// Whether Export Anonymized… can start now.
    public var canExportAnonymized: Bool {
        anonymized.isAvailable && series != nil && !anonymized.state.isExporting && !isChoosingSeries && !isBrowsingStudies
    }

    /// The user has answered the Export Anonymized… request (chosen a folder, or none).
    public func dismissAnonymizedExportRequest() {
        anonymized.dismiss()
    }

    /// Asks the front end for a folder to write the study highlighted in the study browser into, de-identified;
    /// false unless the browser shows a study library's studies and none is being exported.
    @discardableResult
    public func requestAnonymizedStudyExport() -> Bool {
        guard canExportAnonymizedStudy, let browser, let target = browser.target(ofStudy: browser.highlighted) else { return false }
        anonymized.ask(suggesting: "anonymized-study", study: target)
        return true
    }

    /// Whether Export Anonymized… can start from the study browser now: a library's study highlighted.
    public var canExportAnonymizedStudy: Bool {
        guard anonymized.isAvailable, !anonymized.state.isExporting, isBrowsingStudies, let browser, browser.canImport else { return false }
        return browser.target(ofStudy: browser.highlighted) != nil
    }

    /// Writes what Export Anonymized… was asked for (the open series, or the study highlighted in the browser)
    /// de-identified into `folder` with `options`; `anonymized.state` follows it.
    public func exportAnonymized(to folder: URL, options: AnonymizedExportOptions) async {
        var options = options
        options.blankedAreas = options.blanksDrawnRectangles ? drawnBlankingAreas : []
        await anonymized.export(series, of: loading.source, to: folder, options: options)
    }

    /// The rectangles drawn on the open series' images (the rectangle tool, B), as areas of pixels to blank: every
    /// pixel each touches, on whichever slice or frame it was drawn (text burned in by a machine sits in the same
    /// place in every frame).
    public var drawnBlankingAreas: [AnonymizedExportOptions.BlankedArea] {
        annotations.all(RectangleAnnotation.self).filter { $0.place.plane == .axial && $0.place.oblique == nil }.map { rectangle in
            let low = Point2D(min(rectangle.corner.x, rectangle.opposite.x), min(rectangle.corner.y, rectangle.opposite.y))
            let high = Point2D(max(rectangle.corner.x, rectangle.opposite.x), max(rectangle.corner.y, rectangle.opposite.y))
            return AnonymizedExportOptions.BlankedArea(
                x0: max(0, Int((low.x - 0.5).rounded(.down)) + 1), y0: max(0, Int((low.y - 0.5).rounded(.down)) + 1),
                x1: max(0, Int((high.x + 0.5).rounded(.up))), y1: max(0, Int((high.y + 0.5).rounded(.up))))
        }
    }

    /// "Cranium-Test-axial-54.png", "Cranium-Test-planes-54.png", a loop's "PLA-frame-16.png": the patient
    /// (else the series), the layout (or a loop's frame) and the slice, in letters, digits and dashes.
    var suggestedExportName: String {
        "\(fileNameStem)-\(isCineLoop ? "frame" : layout == .axial ? "axial" : "planes")-\(index + 1).png"
    }

    /// "Cranium-Test": the patient (else the series) in letters, digits and dashes, to begin a file's name.
    var fileNameStem: String {
        let who = series.flatMap { $0.entry.patientName.flatMap(StudyText.personName) ?? $0.entry.description } ?? "ct"
        let words = who.split { !($0.isLetter || $0.isNumber) }.joined(separator: "-")
        return words.isEmpty ? "ct" : words
    }
}
