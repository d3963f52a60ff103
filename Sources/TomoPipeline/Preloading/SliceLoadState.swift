/// Where one slice of a preload stands.
public enum SliceLoadState: Sendable {
    case pending
    case loading
    /// In the caches; `byteCount` is the size of its original bytes.
    case loaded(byteCount: Int)
    /// The last attempt's error; `retryFailed` tries again.
    case failed(any Error)

    /// Whether the slice is loaded.
    public var isLoaded: Bool {
        if case .loaded = self { true } else { false }
    }

    /// The error of a failed slice.
    public var error: (any Error)? {
        if case .failed(let error) = self { error } else { nil }
    }
}
