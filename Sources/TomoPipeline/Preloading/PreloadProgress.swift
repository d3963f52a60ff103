/// How far a preload has got.
public struct PreloadProgress: Sendable, Hashable, CustomStringConvertible {
    /// Slices loaded.
    public var completed: Int
    /// Slices that failed (kept, and retryable).
    public var failed: Int
    public var total: Int
    /// Original bytes of the loaded slices (downloaded, or read from the disk cache).
    public var bytes: Int

    public init(completed: Int = 0, failed: Int = 0, total: Int, bytes: Int = 0) {
        self.completed = completed
        self.failed = failed
        self.total = total
        self.bytes = bytes
    }

    /// Whether every slice has either loaded or failed.
    public var isFinished: Bool { completed + failed == total }

    /// Done so far as a fraction of 0...1 (1 for an empty series).
    public var fractionDone: Double {
        total == 0 ? 1 : Double(completed + failed) / Double(total)
    }

    public var description: String {
        "\(completed) / \(total)" + (failed > 0 ? " (\(failed) failed)" : "")
    }
}
