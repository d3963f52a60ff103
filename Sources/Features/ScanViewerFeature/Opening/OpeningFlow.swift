import Observation
import TomoCore
import TomoSeries

/// Choosing what to open: Open… (files and folders), the series picker, the study browser of a PACS and
/// signing in to one. It hands the viewer the source to open and which PACS series that is (each pane keeps
/// its own, `ReadingPane.pacsTarget`); the opening itself is the viewer's (`SeriesLoading`). A child of
/// `ScanViewerModel`.
@MainActor
@Observable
public final class OpeningFlow {
    /// The series picker, while the user chooses a series (`.choosingSeries`).
    public let picker = SeriesPicker()
    /// Searching a PACS for a study to open, while `isBrowsingStudies`; nil where the viewer reaches none.
    public let browser: StudyBrowser?
    /// Whether the study browser shows instead of the viewer.
    public private(set) var isBrowsingStudies = false
    /// An Open… waiting for the front end to ask what to open.
    public private(set) var openRequest: ScanViewerOpenRequest?

    /// How to reach PACSes.
    @ObservationIgnored private let pacs: PACSAccess?
    /// A source of DICOM files and folders.
    @ObservationIgnored private let openFiles: (@Sendable ([String]) -> any SeriesSource)?
    /// Whether the viewer starts in the study browser.
    @ObservationIgnored let startsInStudyBrowser: Bool
    /// The PACS series the environment's source is, if it is one: the first pane's.
    @ObservationIgnored let initialTarget: PACSTarget?

    /// The flow of `environment`: its PACS access (the browser starts at its target), its files.
    init(environment: ScanViewerEnvironment) {
        pacs = environment.pacs
        openFiles = environment.openFiles
        startsInStudyBrowser = environment.startsInStudyBrowser
        initialTarget = environment.pacsTarget
        browser = environment.pacs.map { StudyBrowser(pacs: $0, credentials: environment.pacsTarget?.credentials) }
    }

    /// The source of the files and folders at `paths` (the browser closed); nil where the viewer opens no files.
    func source(ofFiles paths: [String]) -> (any SeriesSource)? {
        guard !paths.isEmpty, let openFiles else { return nil }
        isBrowsingStudies = false
        return openFiles(paths)
    }

    /// Asks the front end to let the user pick what to open.
    func requestOpen(_ request: ScanViewerOpenRequest) {
        openRequest = request
    }

    /// The Open… has been answered (or cancelled).
    func dismissOpenRequest() {
        openRequest = nil
    }

    /// Whether PACSes can be reached (and signed in to).
    var reachesPACSes: Bool { pacs != nil }

    /// PACS series `target`, signed in as `user`: its source with the credentials, and the target with them (the
    /// study browser takes them for its next search too); nil without a user or a way to PACSes.
    func signIn(to target: PACSTarget, user: String, password: String) -> (source: any SeriesSource, target: PACSTarget)? {
        guard !user.isEmpty else { return nil }
        var target = target
        target.credentials = .basic(user: user, password: password)
        browser?.credentials = target.credentials
        return use(target)
    }

    /// Whether a PACS can be searched for a study (the study browser).
    public var canOpenPACS: Bool { browser != nil }

    /// Shows the study browser, searching at once the first time if it knows a server; false without one.
    func showStudyBrowser() -> Bool {
        guard let browser else { return false }
        isBrowsingStudies = true
        if browser.phase == .idle, !browser.serverText.isEmpty { Task { await browser.search() } }
        return true
    }

    /// Goes back from the study browser to what was open.
    func closeStudyBrowser() {
        isBrowsingStudies = false
    }

    /// The source of the browser's study `index` (highlighted; the browser closes) and its target; nil for no
    /// such study.
    func source(ofStudy index: Int) -> (source: any SeriesSource, target: PACSTarget)? {
        guard let browser, let target = browser.target(ofStudy: index) else { return nil }
        browser.highlight(index)
        return use(target)
    }

    /// The studies on `target`'s server matching `query`, searched with its credentials.
    /// - Throws: `PACSAccess.Unavailable` where the viewer reaches no PACS; what the search throws.
    func studies(on target: PACSTarget, matching query: StudyQuery) async throws -> [StudySummary] {
        guard let pacs else { throw PACSAccess.Unavailable() }
        return try await pacs.searchStudies(target.server, target.credentials, query)
    }

    /// The source of study `study` on `target`'s server, reached as `target` is, with its target; nil where
    /// the viewer reaches no PACS.
    func source(ofStudy study: String, on target: PACSTarget) -> (source: any SeriesSource, target: PACSTarget)? {
        guard let pacs else { return nil }
        let prior = PACSTarget(server: target.server, study: study, credentials: target.credentials)
        return (pacs.source(prior), prior)
    }

    /// `target`'s source, with it (the study browser closed).
    private func use(_ target: PACSTarget) -> (source: any SeriesSource, target: PACSTarget)? {
        guard let pacs else { return nil }
        isBrowsingStudies = false
        return (pacs.source(target), target)
    }
}
