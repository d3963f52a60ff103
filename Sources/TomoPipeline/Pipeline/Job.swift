/// Work shared by every waiter that wants its result: one transfer, or one decode.
///
/// Owned by `PipelineCore`, which alone touches it. The job's priority is its most urgent waiter's.
final class Job<Value: Sendable> {
    let id: UInt64
    private(set) var waiters: [Waiter<Value>] = []
    /// The priority the job's work was last queued with.
    var priority: ImagePriority
    var task: Task<Void, Never>?
    /// For image jobs: the claim on the data job that downloads the original.
    var dependency: Waiter<FetchedData>?

    init(id: UInt64, priority: ImagePriority) {
        self.id = id
        self.priority = priority
    }

    /// The priority of the most urgent waiter.
    var wantedPriority: ImagePriority {
        waiters.map(\.priority).max() ?? priority
    }

    func add(_ waiter: Waiter<Value>) {
        waiters.append(waiter)
    }

    /// Removes a waiter; returns whether it was there.
    @discardableResult
    func remove(waiterID: UInt64) -> Bool {
        guard let index = waiters.firstIndex(where: { $0.id == waiterID }) else { return false }
        waiters.remove(at: index)
        return true
    }
}
