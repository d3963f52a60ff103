import TomoCore

/// The disk hits being read on their callers' tasks (`PipelineCore.quickDiskHit(for:)`), by key, each with
/// the callers that asked for the same image meanwhile: they wait for the first caller's read rather than
/// read again. A read that ends without an image (not on disk, not quick to decode) sends them all the
/// long way, through a job, where they share one.
final class QuickDiskReads: Sendable {
    /// What a caller does about a key.
    enum Claim {
        /// Read it, then call `finish(_:with:)`.
        case read
        /// Wait for the outcome of another caller's read.
        case join(Waiter<ImageResponse?>)
    }

    private let joiners = Locked<[ImageRequest.Key: [Waiter<ImageResponse?>]]>([:])

    /// Makes the caller the reader of `key`, or has it join the read under way.
    func claim(_ key: ImageRequest.Key) -> Claim {
        joiners.withLock { joiners in
            guard joiners[key] != nil else {
                joiners[key] = []
                return .read
            }
            let waiter = Waiter<ImageResponse?>(priority: .normal)
            joiners[key]?.append(waiter)
            return .join(waiter)
        }
    }

    /// Ends the read of `key`, handing its image (nil: take the long way) to those who joined it.
    func finish(_ key: ImageRequest.Key, with response: ImageResponse?) {
        let waiters = joiners.withLock { $0.removeValue(forKey: key) } ?? []
        waiters.forEach { $0.resume(with: .success(response)) }
    }
}
