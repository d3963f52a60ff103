/// How urgently an image is wanted. Higher priorities start first; a running transfer is never preempted.
public enum ImagePriority: Int, Sendable, Hashable, Comparable, CaseIterable {
    /// Warm-up work nobody is looking at yet (prefetching, preloading ahead).
    case prefetch = 0
    /// Wanted soon, e.g. a slice near the one on screen.
    case normal = 1
    /// On screen now.
    case visible = 2

    public static func < (lhs: ImagePriority, rhs: ImagePriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
