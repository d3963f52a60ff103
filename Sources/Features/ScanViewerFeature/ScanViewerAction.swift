/// What the CT viewer's keys do.
public enum ScanViewerAction: Sendable, Hashable {
    case previousSlice, nextSlice
    case pageBackward, pageForward
    case firstSlice, lastSlice
    case togglePlay
    /// The error banner's action.
    case retry
}
