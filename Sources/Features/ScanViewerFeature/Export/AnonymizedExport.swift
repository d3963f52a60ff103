import FeatureSupport
import Foundation
import Observation
import TomoSeries

/// Export Anonymized…: the request waiting for the front end to ask for a folder and the options, and how the
/// last export went. A child of `ScanViewerModel`, which says when one may start.
@MainActor
@Observable
public final class AnonymizedExport {
    /// Where an export stands: what the toolbar says about it.
    public enum State: Sendable, Hashable {
        case idle
        case exporting(done: Int, total: Int)
        case exported(AnonymizedExportSummary)
        /// What failed, in words (one line).
        case failed(String)

        /// Whether an export is under way.
        public var isExporting: Bool {
            if case .exporting = self { true } else { false }
        }

        /// "Anonymizing 12 of 108 files…", "Anonymized 108 files into ct-anonymized", "… (2 not written: …)";
        /// nil before any.
        public var message: String? {
            switch self {
            case .idle: nil
            case let .exporting(done, total): total == 0 ? "Anonymizing…" : "Anonymizing \(done) of \(total) files…"
            case .exported(let summary):
                "Anonymized \(summary.written) file\(summary.written == 1 ? "" : "s") into \(summary.folder.lastPathComponent)"
                    + (summary.refused.isEmpty ? "" : " (\(summary.refused.count) not written: \(summary.refused[0]))")
            case .failed(let reason): "Could not export anonymized: \(reason)"
            }
        }
    }

    /// An Export Anonymized… waiting for the front end to ask where (the folder's suggested name).
    public private(set) var request: SaveRequest?
    public private(set) var state = State.idle

    @ObservationIgnored private let access: AnonymizedExportAccess?

    init(access: AnonymizedExportAccess?) {
        self.access = access
    }

    /// Whether the app wired a way to export.
    public var isAvailable: Bool { access != nil }

    /// The library study the request is for; nil when it is for the open series.
    @ObservationIgnored private(set) var study: PACSTarget?

    /// Asks the front end for a folder, suggested as `name`, to export `study` into (the open series for nil).
    func ask(suggesting name: String, study: PACSTarget? = nil) {
        request = SaveRequest(suggestedName: name)
        self.study = study
    }

    /// The user has answered the request (chosen a folder, or none).
    func dismiss() {
        request = nil
    }

    /// Writes `series` of `source` (or the study asked for) de-identified into `folder` with `options`; `state`
    /// follows it.
    func export(_ series: (any OpenedSeries)?, of source: any SeriesSource, to folder: URL, options: AnonymizedExportOptions) async {
        guard let access, !state.isExporting else { return }
        let study = study
        self.study = nil
        guard study != nil || series != nil else { return }
        state = .exporting(done: 0, total: 0)
        let progress = ProgressRelay { [weak self] done, total in
            guard let self, state.isExporting else { return }
            state = .exporting(done: done, total: total)
        }
        do {
            if let study {
                state = .exported(try await access.exportStudy(study, folder, options, progress.report))
            } else if let series {
                state = .exported(try await access.export(series, source, folder, options, progress.report))
            }
        } catch {
            state = .failed(ErrorMessage.text(for: error))
        }
    }
}
