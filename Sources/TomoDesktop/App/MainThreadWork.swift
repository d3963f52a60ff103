import Foundation

/// Time the main thread spends in Tomo's own code (the grid's callbacks and the model work they do), for
/// the scroll benchmark's "main-thread time per frame": the thread's CPU time, so that time the thread
/// spends preempted by other threads does not count; off unless a benchmark runs. Nested measurements
/// count once.
@MainActor
package enum MainThreadWork {
    /// Whether time is being added up.
    package static var isMeasuring = false
    /// Seconds spent so far.
    package private(set) static var total: Double = 0

    /// Runs `body`, adding its duration to `total` while measuring.
    static func measure<T>(_ body: () throws -> T) rethrows -> T {
        guard isMeasuring, !isInside else { return try body() }
        isInside = true
        let start = threadCPUTime()
        defer {
            total += threadCPUTime() - start
            isInside = false
        }
        return try body()
    }

    private static var isInside = false

    /// The calling thread's CPU time in seconds.
    private static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Starts adding up from zero.
    package static func start() {
        total = 0
        isMeasuring = true
    }
}
