import TomoCore

/// Decides, deterministically, which image responses fail and how.
///
/// Each decision hashes the seed, the request path and how many times that path was asked for
/// before. So the k-th request for a URL always meets the same fate, whatever the order or
/// concurrency of other requests: a client that retries a failed slice eventually gets it, and two
/// runs with the same seed see the same faults.
final class FaultInjector: Sendable {
    let configuration: FaultConfiguration
    private let attempts = Locked<[String: Int]>([:])

    /// Past this many distinct paths the attempt counts start again, bounding memory.
    private static let maxTrackedPaths = 100_000

    init(configuration: FaultConfiguration) {
        self.configuration = configuration
    }

    /// The fault and the latency for the next request of `path`.
    func decide(path: String) -> (fault: Fault, latency: Duration?) {
        let attempt = attempts.withLock { counts in
            if counts.count >= Self.maxTrackedPaths, counts[path] == nil { counts.removeAll() }
            let attempt = counts[path, default: 0]
            counts[path] = attempt + 1
            return attempt
        }
        var random = SplitMix64(seed: configuration.seed ^ StableID.fnv1a("\(path)#\(attempt)", offset: 0xcbf2_9ce4_8422_2325))
        let latency = configuration.latency.map { range in
            let span = (range.upperBound - range.lowerBound) * random.nextUnit()
            return range.lowerBound + span
        }
        let draw = random.nextUnit()
        let c = configuration
        let fault: Fault
        if draw < c.errorRate {
            fault = .serverError(status: [500, 502, 503][Int(random.next() % 3)])
        } else if draw < c.errorRate + c.truncationRate {
            fault = .truncate(fraction: 0.1 + 0.8 * random.nextUnit())
        } else if draw < c.errorRate + c.truncationRate + c.corruptionRate {
            fault = .corrupt(seed: random.next())
        } else {
            fault = .none
        }
        return (fault, latency)
    }
}
