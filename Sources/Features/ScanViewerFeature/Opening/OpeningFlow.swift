import Observation
import TomoCore
import TomoSeries

/// Choosing what to open: Open… (files and folders), the series picker, the study browser of a PACS and
/// signing in to one. It hands the viewer the source to open and remembers which PACS series that is; the
/// opening itself is the viewer's (`SeriesLoading`). A child of `ScanViewerModel`.
@MainActor
@Observable
public final class OpeningFlow {
    /// The series picker, while the user chooses a series (`.choosingSeries`).
    public let picker = SeriesPicker()
    /// Searching a PACS for a study to open, while `isBrowsingStudies`; nil where the viewer reaches none.
    public let browser: StudyBrowser?
    /// Whether the study browser shows instead of the viewer.
    public private(set) var isBrowsingStudies = false
    /// The PACS series the source is, if it is one (with the credentials it was given).
    public private(set) var pacsTarget: PACSTarget?
    /// An Open… waiting for the front end to ask what to open.
    public private(set) var openRequest: ScanViewerOpenRequest?

    /// How to reach PACSes.
    @ObservationIgnored private let pacs: PACSAccess?
    /// A source of DICOM files and folders.
    @ObservationIgnored private let openFiles: (@Sendable ([String]) -> any SeriesSource)?
    /// Whether the viewer starts in the study browser.
    @ObservationIgnored let startsInStudyBrowser: Bool

    /// The flow of `environment`: its PACS access (the browser starts at its target), its files.
    init(environment: ScanViewerEnvironment) {
        pacs = environment.pacs
        openFiles = environment.openFiles
        startsInStudyBrowser = environment.startsInStudyBrowser
        pacsTarget = environment.pacsTarget
        browser = environment.pacs.map { StudyBrowser(pacs: $0, credentials: environment.pacsTarget?.credentials) }
    }

    /// The source of the files and folders at `paths`, in place of what was open (no PACS series, the
    /// browser closed); nil where the viewer opens no files.
    func source(ofFiles paths: [String]) -> (any SeriesSource)? {
        guard !paths.isEmpty, let openFiles else { return nil }
        pacsTarget = nil
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

    /// Whether the source can be given credentials (a PACS).
    public var canSignIn: Bool { pacs != nil && pacsTarget != nil }

    /// The PACS series open now, signed in as `user`: its source with the credentials (the study browser
    /// takes them for its next search too); nil when no PACS series is open.
    func signIn(user: String, password: String) -> (any SeriesSource)? {
        guard var target = pacsTarget, !user.isEmpty else { return nil }
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

    /// The source of the browser's study `index` (highlighted; the browser closes); nil for no such study.
    func source(ofStudy index: Int) -> (any SeriesSource)? {
        guard let browser, let target = browser.target(ofStudy: index) else { return nil }
        browser.highlight(index)
        return use(target)
    }

    /// `target`'s source, remembered as the PACS series open (the study browser closed).
    private func use(_ target: PACSTarget) -> (any SeriesSource)? {
        guard let pacs else { return nil }
        pacsTarget = target
        isBrowsingStudies = false
        return pacs.source(target)
    }
}
