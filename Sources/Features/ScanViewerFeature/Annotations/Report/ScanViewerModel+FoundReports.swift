import Foundation
import TomoAnnotations
import TomoVolume

/// The measurement reports found with the open series ("2 reports" in the toolbar): one chosen is shown
/// read-only over the images, in its own colour, each finding labelled with its measurements as the report
/// states them and listed beside the reader's own; it cannot be selected, moved or deleted.
extension ScanViewerModel {
    /// The reports found with the open series, the latest first.
    public var foundReports: [FoundReport] {
        reports.foundSeriesID == series?.entry.id ? reports.found : []
    }

    /// The report shown; nil for none.
    public var shownReport: FoundReport? {
        reports.shownIndex.flatMap { foundReports.indices.contains($0) ? foundReports[$0] : nil }
    }

    /// The report menu: "2 reports" (none shown), then each report's title; empty when none was found.
    public var reportMenuItems: [String] {
        let found = foundReports
        guard !found.isEmpty else { return [] }
        return ["\(found.count) report\(found.count == 1 ? "" : "s")"] + found.map(\.title)
    }

    /// The report menu's item for what is shown.
    public var reportMenuSelection: Int {
        shownReport == nil ? 0 : (reports.shownIndex ?? -1) + 1
    }

    /// Shows the report of menu item `index` (0: none).
    public func selectReportMenuItem(at index: Int) {
        reports.show(index > 0 ? index - 1 : nil)
    }

    /// Returns when the reports of the open series have been looked for.
    public func waitUntilReportsFound() async {
        await reports.waitUntilFound()
    }

    /// What a view showing `shown` draws of the shown report: its findings on it, without
    /// handles, labelled with the report's measurements.
    func reportDrawings(on shown: SectionPlane) -> [AnnotationDrawing] {
        shownReportFindings.compactMap { finding -> AnnotationDrawing? in
            guard let annotation = finding.annotation, annotation.place.isShown(on: shown) else { return nil }
            var drawing = annotation.drawing(selected: false)
            drawing.handles = []
            drawing.style = .report
            drawing.label = ([finding.name] + finding.measurements).joined(separator: "\n")
            return drawing
        }
    }

    /// The shown report as the findings list shows it: "Report, Ellipse 1 (Axial 6): Area 628.3 mm², Mean
    /// 41.25 HU", then what it could not place and why.
    public var shownReportListed: [String] {
        guard let report = shownReport else { return [] }
        let placed = shownReportFindings.map { finding in
            let place = finding.annotation.map { " (\($0.place.title))" } ?? ""
            let said = finding.annotation == nil ? ": not shown (not on this series' images)"
                : finding.measurements.isEmpty ? "" : ": " + finding.measurements.joined(separator: ", ")
            return "Report, \(finding.name)\(place)\(said)"
        }
        return placed + report.unplaced.map { "Report, \($0.name): not shown (\($0.reason))" }
    }

    /// The shown report's findings placed on the open series: each annotation (nil where it cannot be made
    /// on the series' images), its name and its measurements in words.
    private var shownReportFindings: [(annotation: (any Annotation)?, name: String, measurements: [String])] {
        guard let report = shownReport else { return [] }
        return report.document.annotations.map { record in
            let annotation = AnnotationList.annotation(of: record, geometry: series?.geometry)
            let name = record.otherMembers.first { $0.key == "trackingIdentifier" }?.value?.string ?? record.kind.name
            return (annotation, name, record.measurements.map(Self.statedText))
        }
    }

    /// "Area 628.3 mm²": a measurement as its report states it (not measured again), to six significant
    /// digits, the unit's UCUM code in the usual symbol (none for "no units", an MR's).
    static func statedText(_ measurement: RecordedMeasurement) -> String {
        let symbols = ["mm2": "mm²", "[hnsf'U]": "HU", "deg": "°", "cm2": "cm²", "1": ""]
        let value = measurement.value
        let number = value.rounded() == value && abs(value) < 1e15 ? String(Int(value))
            : abs(value) >= 1e6 ? String(Int(value.rounded())) : String(format: "%.6g", value)
        let unit = symbols[measurement.unit] ?? measurement.unit
        return "\(measurement.name) \(number)\(unit == "°" || unit.isEmpty ? "" : " ")\(unit)"
    }
}
