/// Where the viewer stands as a whole (slices load on their own, see `ScanViewerModel.progress`).
public enum ScanViewerPhase: Sendable, Hashable {
    /// Nothing asked for yet.
    case idle
    /// Fetching the series list, the series and its metadata.
    case loadingSeries
    /// The source holds several series and names none its default: the user picks one (`picker`).
    case choosingSeries
    /// A series is open: slices show as they arrive.
    case ready
    /// The series could not be opened; `message` says why, `retry()` tries again.
    case failed(message: String)
    /// The source's server (`host:port`) wants credentials, or refused the ones given: the user signs in
    /// (`ScanViewerModel.signIn(user:password:)`) where the source can take them; `message` says what it answered.
    case needsCredentials(server: String, message: String)
}

extension ScanViewerPhase {
    /// Whether opening the series failed (for whatever reason): `retry()` opens it again.
    public var isOpeningFailure: Bool {
        switch self {
        case .failed, .needsCredentials: true
        case .idle, .loadingSeries, .choosingSeries, .ready: false
        }
    }
}
