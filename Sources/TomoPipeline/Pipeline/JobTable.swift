/// The jobs of one kind in flight, by key, with the waiters that share each.
///
/// Owned by `PipelineCore`. Adding a waiter joins the running job for its key or makes a new one;
/// removing a job's last waiter cancels the job.
struct JobTable<Key: Hashable, Value: Sendable> {
    private var jobs: [Key: Job<Value>] = [:]

    var count: Int { jobs.count }

    subscript(key: Key) -> Job<Value>? { jobs[key] }

    /// Adds `waiter` to the job for `key`. Returns the job if it is new (the caller starts its work),
    /// nil if the waiter joined one already running.
    mutating func add(_ waiter: Waiter<Value>, for key: Key, newID: UInt64) -> Job<Value>? {
        if let job = jobs[key] {
            job.add(waiter)
            return nil
        }
        let job = Job<Value>(id: newID, priority: waiter.priority)
        job.add(waiter)
        jobs[key] = job
        return job
    }

    /// Withdraws a waiter. Cancels and forgets the job when it was the last; returns whether the job
    /// still runs for others (so its priority may need refreshing).
    mutating func remove(waiterID: UInt64, for key: Key) -> Bool {
        guard let job = jobs[key], job.remove(waiterID: waiterID) else { return false }
        guard job.waiters.isEmpty else { return true }
        jobs[key] = nil
        job.task?.cancel()
        return false
    }

    /// Takes the job out of the table when it finishes, unless it was cancelled and replaced meanwhile.
    mutating func finish(_ key: Key, id: UInt64) -> Job<Value>? {
        guard let job = jobs[key], job.id == id else { return nil }
        jobs[key] = nil
        return job
    }

    /// The job's new priority when its waiters now want another one; nil when nothing changes.
    func changedPriority(of key: Key) -> (job: Job<Value>, priority: ImagePriority)? {
        guard let job = jobs[key], job.wantedPriority != job.priority else { return nil }
        job.priority = job.wantedPriority
        return (job, job.priority)
    }
}
