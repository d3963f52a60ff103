/// Cancels `task` and waits for it: its result, and the time from the cancel to its end.
public func cancelAndWait<Success: Sendable>(
    _ task: Task<Success, any Error>
) async -> (result: Result<Success, any Error>, elapsed: Duration) {
    let clock = ContinuousClock()
    let start = clock.now
    task.cancel()
    let result = await task.result
    return (result, clock.now - start)
}

/// How soon a cancelled request must return in these tests, when the response it waits for is much
/// further away (a minute, in the transport tests). Unloaded it takes well under a millisecond; the bound
/// leaves room for the whole package's tests sharing two cores, where a task can wait seconds for a thread.
public let promptCancellation = Duration.seconds(15)
