import Observation

/// What every paged list shares: one page at a time, the end of the list, a page that failed kept as a
/// banner with Retry (the items loaded stay), and a reset that drops a page still on its way.
///
/// The screen's model says how to fetch its next page, with each call: `fetch` awaits the page and
/// returns what to do with it, `add`, which appends its items and says whether the list has ended. `add`
/// runs only if no reset came while the page was on its way.
@MainActor
@Observable
public final class PageLoader: ObservationWaiting {
    /// Gets the next page and returns what adds it to the list (true: the list has ended).
    public typealias Fetch = @MainActor () async throws -> (@MainActor () -> Bool)

    /// Whether a page is on its way.
    public private(set) var isLoading = false
    /// Whether the list has no more pages.
    public private(set) var reachedEnd = false
    /// The page that failed ("Could not load more photos: …"); `retry` loads it again.
    public private(set) var banner: Banner?

    @ObservationIgnored private let itemsName: String
    @ObservationIgnored private var task: Task<Void, Never>?
    /// Counts resets: a page fetched before the latest is dropped.
    @ObservationIgnored private var generation = 0

    /// Pages of `itemsName` ("photos", as the banner says it).
    public init(of itemsName: String) {
        self.itemsName = itemsName
    }

    isolated deinit {
        task?.cancel()
    }

    /// Loads the next page, unless one is on its way or the list has ended; returns when it has been
    /// added (or has failed, or was dropped by a reset).
    public func loadNext(_ fetch: Fetch) async {
        guard !isLoading, !reachedEnd else { return }
        isLoading = true
        let generation = generation
        defer { if generation == self.generation { isLoading = false } }
        do {
            let add = try await fetch()
            guard generation == self.generation, !Task.isCancelled else { return }
            reachedEnd = add()
        } catch {
            guard generation == self.generation, !Task.isCancelled else { return }
            banner = Banner("Could not load more \(itemsName): \(ErrorMessage.text(for: error))")
        }
    }

    /// Starts loading the next page without waiting, unless one is on its way, the list has ended or a
    /// page failed (Retry decides); then the one after it, as each arrives, as long as `isWanted` (the
    /// screen is still near the end of what is loaded). A screen that stays at the end of the list thus
    /// keeps its lookahead filled without another scroll.
    public func startLoading(_ fetch: @escaping Fetch, thenWhile isWanted: @escaping @MainActor () -> Bool = { false }) {
        guard !isLoading, !reachedEnd, banner == nil else { return }
        task = Task {
            repeat {
                await loadNext(fetch)
            } while !Task.isCancelled && !isLoading && !reachedEnd && banner == nil && isWanted()
        }
    }

    /// The banner's action: loads again the page that failed.
    public func retry(_ fetch: Fetch) async {
        guard banner != nil else { return }
        banner = nil
        await loadNext(fetch)
    }

    /// What the list holds, for a status line: "90 photos so far", "120 photos, loading more…", "1000
    /// photos" once it has ended.
    public func countText(_ count: Int) -> String {
        if reachedEnd { return "\(count) \(itemsName)" }
        return isLoading ? "\(count) \(itemsName), loading more…" : "\(count) \(itemsName) so far"
    }

    /// Forgets where the list was: a page on its way is dropped when it arrives, and the next `loadNext`
    /// fetches what `fetch` then asks for (the model has forgotten its items).
    public func reset() {
        task?.cancel()
        task = nil
        generation += 1
        isLoading = false
        reachedEnd = false
        banner = nil
    }
}
