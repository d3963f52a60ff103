import FeatureSupport
import Foundation
import Observation
import TomoCore
import TomoSeries

/// The study browser: a PACS's address and the search fields, the studies found (the latest first), one
/// highlighted. A child of `ScanViewerModel`, which opens the study chosen (`openStudy(at:)`).
@MainActor
@Observable
public final class StudyBrowser {
    /// The server's address as typed: a DICOMweb root (`http://pacs:8042/dicom-web`), a DICOM node
    /// (`dicom://PACS@pacs:104`), or a study library (`library:`).
    public var serverText: String
    /// A patient name; `*` and `?` are wildcards.
    public var patientName = ""
    public var patientID = ""
    /// A date or a range: `20240115`, `20240101-20241231`, `20240101-`, `-20231231`.
    public var studyDate = ""
    /// A modality the study holds (`CT`).
    public var modality = ""
    public var accessionNumber = ""
    public private(set) var phase: StudyBrowserPhase = .idle
    /// The studies the last search found.
    public private(set) var studies: [StudySummary] = []
    /// The study Enter opens.
    public private(set) var highlighted = 0
    /// What searches send the server; set by signing in.
    @ObservationIgnored var credentials: HTTPCredentials?
    /// The last import into the server (a study library), while under way and after; nil before any.
    public private(set) var importState: StudyImport.State?
    /// The series of the highlighted study with their thumbnails, shown beside the list; nil while no
    /// study is found.
    public internal(set) var preview: StudyPreview?

    @ObservationIgnored let pacs: PACSAccess
    /// The server the studies were found on, and the credentials that found them.
    @ObservationIgnored private var searched: (server: URL, credentials: HTTPCredentials?)?
    @ObservationIgnored private var searchTask: Task<Void, Never>?
    /// Listing the highlighted study's series and making their thumbnails.
    @ObservationIgnored var previewTask: Task<Void, Never>?
    /// The `previews` key of the preview shown.
    @ObservationIgnored var previewKey: String?
    /// The previews made, by study and its counts (a study that grows is previewed again), costed in
    /// thumbnail bytes.
    @ObservationIgnored let previews = LRUCache<String, StudyPreview>(limits: .init(totalCost: 32 << 20, count: 256))

    init(pacs: PACSAccess, credentials: HTTPCredentials?) {
        self.pacs = pacs
        self.credentials = credentials
        serverText = pacs.server?.absoluteString ?? ""
    }

    isolated deinit {
        searchTask?.cancel()
        previewTask?.cancel()
    }

    /// The placeholders of the fields, in the order a form shows them.
    public nonisolated static let fieldHints = (
        server: "http://pacs.example:8042/dicom-web, dicom://PACS@pacs.example:104, or library:", patientName: "name; * and ? are wildcards",
        patientID: "", studyDate: "20240115 or 20240101-20241231", modality: "CT", accessionNumber: ""
    )

    /// Searches the server for the studies the fields describe (every study when all are empty); returns
    /// when the answer is in, the first study highlighted. A search under way is cancelled.
    public func search() async {
        await search(keepingHighlight: false)
    }

    /// Searches as `search()` does; with `keepingHighlight`, the study highlighted stays so when found
    /// again (the list growing under an import).
    private func search(keepingHighlight: Bool) async {
        defer { showPreview() }
        searchTask?.cancel()
        let server = serverText.trimmingCharacters(in: .whitespaces)
        let url: URL
        switch Self.catalog(named: server) {
        case .success(let location): url = location.address
        case .failure(let problem):
            phase = .failed(message: problem.message)
            return
        }
        let date = studyDate.trimmingCharacters(in: .whitespaces)
        guard date.isEmpty || StudyQuery.isDateOrRange(date) else {
            phase = .failed(message: "\(date) is not a date or range: \(Self.fieldHints.studyDate), 20240101- or -20231231.")
            return
        }
        let query = StudyQuery(
            patientName: Self.field(patientName), patientID: Self.field(patientID), studyDate: Self.field(date),
            modality: Self.field(modality)?.uppercased(), accessionNumber: Self.field(accessionNumber))
        let credentials = credentials, search = pacs.searchStudies
        phase = .searching
        let task = Task {
            do {
                let found = try await search(url, credentials, query)
                guard !Task.isCancelled else { return }
                let kept = keepingHighlight && studies.indices.contains(highlighted) ? studies[highlighted].studyInstanceUID : nil
                studies = found
                searched = (url, credentials)
                highlighted = found.firstIndex { $0.studyInstanceUID == kept } ?? 0
                phase = .found
                showPreview()
            } catch {
                guard !Task.isCancelled else { return }
                if let error = error as? HTTPError, error.needsAuthentication {
                    phase = .needsCredentials(server: HTTPError.hostAndPort(of: error.url), refused: credentials)
                } else {
                    phase = .failed(message: ErrorMessage.text(for: error))
                }
            }
        }
        searchTask = task
        await task.value
    }

    /// Signs in as `user` and searches again.
    public func signIn(user: String, password: String) async {
        guard !user.isEmpty else { return }
        credentials = .basic(user: user, password: password)
        await search()
    }

    /// Why the server field names no catalog, in the words the browser shows.
    struct CatalogProblem: Error {
        let message: String
    }

    /// The catalog `text` names (a DICOMweb root, a DICOM node, a library), or why it names none: each
    /// malformed kind of address in its own words (`LocationError`).
    static func catalog(named text: String) -> Result<Location, CatalogProblem> {
        let location: Location
        do {
            location = try Location(parsing: text)
        } catch .empty {
            return .failure(CatalogProblem(message:
                "Type the server's address: a DICOMweb root (http://pacs.example:8042/dicom-web), a DICOM node (dicom://PACS@pacs.example:104), or library: for the study library."))
        } catch {
            return .failure(CatalogProblem(message: "\(error)."))
        }
        guard location.isCatalog else {
            return .failure(CatalogProblem(message:
                "\(location) is \(location.kindName), not a place to search: type a DICOMweb root (http://…), a DICOM node (dicom://AET@HOST:PORT) or library:."))
        }
        return .success(location)
    }

    /// Whether the server typed takes files imported into it (a study library).
    public var canImport: Bool {
        if case .success(.library) = Self.catalog(named: serverText) { true } else { false }
    }

    /// Imports the files and folders at `paths` into the server typed (a study library), the studies found
    /// searched again as each batch is in (the list grows as the import goes); returns when it is done. Does
    /// nothing where the server takes no files.
    public func importFiles(_ paths: [String]) async {
        guard !paths.isEmpty, case .success(let library) = Self.catalog(named: serverText), case .library = library else { return }
        let url = library.address
        importState = .importing(StudyImport.Progress(filesDone: 0, fileCount: 0, studyCount: 0))
        let importing = pacs.importFiles
        do {
            let outcome = try await importing(url, paths) { [weak self] progress in
                Task { @MainActor in
                    guard let self, case .importing = self.importState else { return }
                    self.importState = .importing(progress)
                    await self.search(keepingHighlight: true)
                }
            }
            importState = .imported(outcome)
        } catch {
            importState = .failed(message: ErrorMessage.text(for: error))
        }
        await search(keepingHighlight: true)
    }

    /// Highlights study `index`, clamped to the studies.
    public func highlight(_ index: Int) {
        guard !studies.isEmpty else { return }
        highlighted = min(max(index, 0), studies.count - 1)
        showPreview()
    }

    /// Moves the highlight by `delta` studies, stopping at the ends.
    public func moveHighlight(by delta: Int) { highlight(highlighted + delta) }

    /// What opening study `index` opens: its series on the server it was found on, with the credentials
    /// that found it.
    func target(ofStudy index: Int) -> PACSTarget? {
        guard let searched, studies.indices.contains(index) else { return nil }
        return PACSTarget(server: searched.server, study: studies[index].studyInstanceUID, credentials: searched.credentials)
    }

    /// A field's text, nil when empty.
    private static func field(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? nil : trimmed
    }
}

/// Where a study search stands.
public enum StudyBrowserPhase: Sendable, Hashable {
    /// Nothing searched yet.
    case idle
    case searching
    /// The studies are in (maybe none).
    case found
    /// The search could not be made or failed; `message` says why.
    case failed(message: String)
    /// The server (`host:port`) wants credentials, or `refused` the ones given.
    case needsCredentials(server: String, refused: HTTPCredentials?)
}
