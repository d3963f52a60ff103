import FeatureSupport
import Foundation
import Observation
import TomoCore
import TomoAnnotations
import TomoSeries

/// Export Report… and Send Report to PACS: the open series' annotations as a DICOM SR measurement report,
/// written to a file the reader chooses or stored on the PACS the series came from; and the reports found
/// with the open series, one of them shown. A child of `ScanViewerModel`, which says when each may start.
@MainActor
@Observable
public final class ReportSharing {
    /// Where a report stands: what the toolbar says about it ("Report sent to pacs.example (3 findings)").
    public typealias State = DocumentSharingState<ReportWording>

    /// A report, as the toolbar calls it.
    public enum ReportWording: SharedDocumentWording {
        public static func counted(_ count: Int) -> String { "\(count) finding\(count == 1 ? "" : "s")" }
        public static func sending(to server: String) -> String { "Sending the report to \(server)…" }
        public static func sent(to server: String) -> String { "Report sent to \(server)" }
    }

    /// An Export Report… waiting for the front end to ask where.
    public private(set) var request: SaveRequest?
    /// An Export Measurements… waiting for the front end to ask where.
    public private(set) var measurementsRequest: SaveRequest?
    public private(set) var state = State.idle

    /// The reports found with series `foundSeriesID`, the latest first.
    public private(set) var found: [FoundReport] = []
    /// The series `found` belongs to.
    public private(set) var foundSeriesID: String?
    /// The index in `found` of the report shown; nil for none.
    public private(set) var shownIndex: Int?

    @ObservationIgnored private let access: ReportAccess?
    @ObservationIgnored private var search: Task<Void, Never>?

    init(access: ReportAccess?) {
        self.access = access
    }

    /// Whether reports can be made at all (the app wired a way).
    public var isAvailable: Bool { access != nil }

    /// How a report is stored on the server at `address` ("STOW-RS", "C-STORE"); nil where none can be, or
    /// reports are not wired.
    public func storeMethod(for address: URL) -> String? {
        access?.storeMethod(address)
    }

    /// Another series has opened: what was said of the last one's report goes (a save or send under way
    /// still says how it ends).
    func seriesOpened() {
        if !state.isWorking { state = .idle }
    }

    /// Looks for the reports `source` holds on `series`, each time a series opens (the source may be new, or
    /// hold new reports) and a report is sent; what was found before is forgotten.
    func look(for series: any OpenedSeries, in source: any SeriesSource) {
        let seriesID = series.entry.id
        guard let access else { return }
        search?.cancel()
        found = []
        shownIndex = nil
        foundSeriesID = seriesID
        search = Task {
            let reports = await access.find(series, source)
            guard !Task.isCancelled, foundSeriesID == seriesID else { return }
            found = reports
            search = nil
        }
    }

    /// Returns when the reports of the open series have been looked for.
    func waitUntilFound() async {
        await search?.value
    }

    /// Shows report `index` of `found` (nil: none).
    func show(_ index: Int?) {
        shownIndex = index.flatMap { found.indices.contains($0) ? $0 : nil }
    }

    /// Asks the front end where to write a report suggested as `name`.
    func ask(suggesting name: String) {
        request = SaveRequest(suggestedName: name)
    }

    /// Asks the front end where to write the measurements, suggested as `name`.
    func askForMeasurements(suggesting name: String) {
        measurementsRequest = SaveRequest(suggestedName: name)
    }

    /// The user has answered the request (chosen a file, or none).
    func dismiss() {
        request = nil
    }

    /// The user has answered the measurements request.
    func dismissMeasurements() {
        measurementsRequest = nil
    }

    /// Makes the report of `document` on `series` and writes it to `url` (its measurements as CSV, for
    /// `measurements`); `state` follows it.
    func export(_ document: AnnotationDocument, of series: any OpenedSeries, to url: URL, measurements: Bool = false) async {
        guard let access, !state.isWorking else { return }
        state = .saving(url)
        do {
            let report = try await access.make(document, series)
            let data = measurements ? Data(report.measurements.utf8) : report.file
            try await BlockingWork.run { try data.write(to: url, options: .atomic) }
            state = .saved(url, count: report.findingCount)
        } catch {
            state = .failed("Could not save \(url.lastPathComponent): \(ErrorMessage.text(for: error))")
        }
    }

    /// Makes the report of `document` on `series` and stores it on `target`; `state` follows it.
    func send(_ document: AnnotationDocument, of series: any OpenedSeries, to target: PACSTarget) async {
        guard let access, !state.isWorking else { return }
        let server = if case .library = Location(address: target.server) { "the library" } else {
            target.server.host() ?? target.server.absoluteString
        }
        state = .sending(server: server)
        do {
            let report = try await access.make(document, series)
            try await access.send(report.file, target)
            state = .sent(server: server, count: report.findingCount)
        } catch {
            state = .failed("Could not send the report to \(server): \(ErrorMessage.text(for: error))")
        }
    }
}
