import FeatureSupport
import Foundation
import Observation
import TomoCore
import TomoSeries

/// Key images: the slices the reader starred on each series (not yet saved), the key object selections found
/// with each series, the title the next one is saved under, and how the last save or export went. A child of
/// `ScanViewerModel`, which says what is shown and when a save may start.
@MainActor
@Observable
public final class KeyImages {
    /// Where a save stands: what the toolbar says about it ("Key images saved to the library (3 key images)").
    public typealias State = DocumentSharingState<KeyImageWording>

    /// Key images, as the toolbar calls them.
    public enum KeyImageWording: SharedDocumentWording {
        /// "1 key image", "3 key images".
        public static func counted(_ count: Int) -> String { "\(count) key image\(count == 1 ? "" : "s")" }
        public static func sending(to server: String) -> String { "Saving the key images to \(server)…" }
        public static func sent(to server: String) -> String { "Key images saved to \(server)" }
    }

    /// The slices starred on each series (by its id) and not saved since, in slider order.
    public private(set) var marked: [String: Set<Int>] = [:]
    /// The key object selections found with each series (by its id), the latest first.
    public private(set) var found: [String: [FoundKeyImages]] = [:]
    /// An Export Key Images… waiting for the front end to ask where.
    public private(set) var request: SaveRequest?
    public private(set) var state = State.idle
    /// The index in `titles` of the title the next save is given.
    public private(set) var titleIndex = 0

    /// Told the id of a series whose stars changed (starred, taken away, saved), to keep them.
    @ObservationIgnored var onChange: ((String) -> Void)?
    @ObservationIgnored private let access: KeyImageAccess?
    @ObservationIgnored private var searches: [String: Task<Void, Never>] = [:]

    init(access: KeyImageAccess?) {
        self.access = access
    }

    /// Whether key images can be saved and found at all (the app wired a way).
    public var isAvailable: Bool { access != nil }

    /// The titles a save may be given ("Of Interest", "For Teaching", …).
    public var titles: [String] { access?.titles ?? [] }

    /// The title the next save is given.
    public var title: String? {
        titles.indices.contains(titleIndex) ? titles[titleIndex] : titles.first
    }

    /// Gives the next save title `index` of `titles`.
    public func selectTitle(at index: Int) {
        if titles.indices.contains(index) { titleIndex = index }
    }

    /// How a document is stored at `address`; nil where none can be, or key images are not wired.
    func storeMethod(for address: URL) -> String? {
        access?.storeMethod(address)
    }

    /// Stars slice `slice` of series `seriesID`, or takes its star away.
    func toggle(_ slice: Int, of seriesID: String) {
        if marked[seriesID, default: []].remove(slice) == nil { marked[seriesID, default: []].insert(slice) }
        onChange?(seriesID)
    }

    /// Series `seriesID`'s stars kept from an earlier session (`slices`), with any starred since it opened.
    func restore(_ slices: [Int], of seriesID: String) {
        guard !slices.isEmpty else { return }
        marked[seriesID, default: []].formUnion(slices)
    }

    /// Another series has opened: what was said of the last save goes (one under way still says how it ends).
    func seriesOpened() {
        if !state.isWorking { state = .idle }
    }

    /// Looks for the key object selections `source` holds on `series`, each time it opens (the source may hold
    /// new ones) and one is saved; what was found before is kept until the new answer.
    func look(for series: any OpenedSeries, in source: any SeriesSource) {
        guard let access else { return }
        let seriesID = series.entry.id
        searches[seriesID]?.cancel()
        searches[seriesID] = Task {
            let documents = await access.find(series, source)
            guard !Task.isCancelled else { return }
            found[seriesID] = documents
            searches[seriesID] = nil
        }
    }

    /// Returns when the key images of series `seriesID` have been looked for.
    func waitUntilFound(_ seriesID: String) async {
        await searches[seriesID]?.value
    }

    /// Asks the front end where to write the key images, suggesting `name`.
    func ask(suggesting name: String) {
        request = SaveRequest(suggestedName: name)
    }

    /// The user has answered the request (chosen a file, or none).
    func dismiss() {
        request = nil
    }

    /// Writes the starred slices of `series` as a key object selection to `url`; `state` follows it. The stars
    /// stay: the file is not where the series came from.
    func export(of series: any OpenedSeries, to url: URL) async {
        guard let access, let title, !state.isWorking else { return }
        let slices = (marked[series.entry.id] ?? []).sorted()
        guard !slices.isEmpty else { return }
        state = .saving(url)
        do {
            let document = try await access.make(slices, title, series)
            try await BlockingWork.run { try document.write(to: url, options: .atomic) }
            state = .saved(url, count: slices.count)
        } catch {
            state = .failed("Could not save \(url.lastPathComponent): \(ErrorMessage.text(for: error))")
        }
    }

    /// Stores the starred slices of `series` as a key object selection on `target`; `state` follows it. Once
    /// stored, the stars saved go and the series' key images are looked for again in `source`: the one saved
    /// is found with the others.
    func send(of series: any OpenedSeries, to target: PACSTarget, lookingIn source: any SeriesSource) async {
        guard let access, let title, !state.isWorking else { return }
        let seriesID = series.entry.id
        let slices = (marked[seriesID] ?? []).sorted()
        guard !slices.isEmpty else { return }
        let server = if case .library = Location(address: target.server) { "the library" } else {
            target.server.host() ?? target.server.absoluteString
        }
        state = .sending(server: server)
        do {
            let document = try await access.make(slices, title, series)
            try await access.send(document, target)
            marked[seriesID]?.subtract(slices)
            onChange?(seriesID)
            state = .sent(server: server, count: slices.count)
            look(for: series, in: source)
        } catch {
            state = .failed("Could not save the key images to \(server): \(ErrorMessage.text(for: error))")
        }
    }
}
