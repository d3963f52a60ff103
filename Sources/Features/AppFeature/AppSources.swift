import ScanViewerFeature

/// The live parts the app's screens reach, wired by the executable (`AppSources.live` in TomoAppLive): the
/// app model and its screens see only these interfaces, never a file reader, a DICOMweb client or a
/// PACS protocol.
public struct AppSources: Sendable {
    /// The scan viewer's series sources for what the app was asked to open.
    public var scanViewer: @MainActor @Sendable (ScanViewerLaunch) -> ScanViewerEnvironment

    public init(scanViewer: @escaping @MainActor @Sendable (ScanViewerLaunch) -> ScanViewerEnvironment) {
        self.scanViewer = scanViewer
    }
}
