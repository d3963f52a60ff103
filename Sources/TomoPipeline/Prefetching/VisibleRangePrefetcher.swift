/// Keeps an image pipeline loading what a scrolling list shows, as `PrefetchWindow`s describe it: work
/// for items that come into the window starts (visible ones first), work for items that stay is
/// re-prioritised, and work for items that leave is cancelled, so a fling from the top to row 60
/// stops the loads of the rows it passed: queued ones are never sent, transfers under way are dropped.
///
/// One mechanism for every scrolling screen (the image grid, the photo list): the screen's model
/// gives it the request of each item and reports the window; the tasks it keeps are the ones the
/// cells await (`task(for:)`), so a cell's image and the prefetch share one load.
public actor VisibleRangePrefetcher {
    private let pipeline: ImagePipeline
    private let request: @Sendable (Int) -> ImageRequest?
    private var tasks: [Int: ImageTask] = [:]
    private var window: PrefetchWindow?

    /// A prefetcher loading through `pipeline`; `request` gives the request of item `index` (nil: the item
    /// has nothing to load).
    public init(pipeline: ImagePipeline, request: @escaping @Sendable (Int) -> ImageRequest?) {
        self.pipeline = pipeline
        self.request = request
    }

    /// The items with work kept for them now.
    public var loadingIndices: Set<Int> { Set(tasks.keys) }

    /// The task loading item `index`, if the current window wants it.
    public func task(for index: Int) -> ImageTask? {
        tasks[index]
    }

    /// Moves the window: cancels the work of items it no longer wants, re-prioritises the rest, and
    /// starts the items it newly wants, in `PrefetchWindow.plan` order. A newer window given while this
    /// one starts its items wins: items it does not want are not started, or cancelled at once.
    public func update(_ newWindow: PrefetchWindow) async {
        let previous = window?.plan.map(\.index) ?? []
        window = newWindow
        let plan = newWindow.plan
        let wanted = Dictionary(plan.map { ($0.index, $0.priority) }, uniquingKeysWith: max)
        // Farthest first, each withdrawn before the next: the loads still queued are cancelled before the
        // transfers under way end and free their slots, so none of them starts on the way out.
        let leaving = tasks.keys.filter { wanted[$0] == nil }
            .sorted { (previous.firstIndex(of: $0) ?? .max) > (previous.firstIndex(of: $1) ?? .max) }
        for index in leaving {
            guard let task = tasks.removeValue(forKey: index) else { continue }
            await task.cancelAndWait()
        }
        for (index, priority) in plan {
            guard window == newWindow else { return }  // superseded while starting
            if let task = tasks[index] {
                await task.setPriority(priority)
                continue
            }
            guard var request = request(index) else { continue }
            request.priority = priority
            let task = await pipeline.imageTask(for: request)
            // The window may have moved while the task was being added.
            if let current = window, current.plan.contains(where: { $0.index == index }), tasks[index] == nil {
                tasks[index] = task
            } else {
                task.cancel()
            }
        }
    }

    /// Cancels all work (the screen has gone away).
    public func stop() {
        window = nil
        for task in tasks.values { task.cancel() }
        tasks = [:]
    }
}
