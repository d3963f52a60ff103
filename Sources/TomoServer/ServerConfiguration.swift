import Foundation
import Logging

/// Everything that shapes a reference server.
public struct ServerConfiguration: Sendable {
    /// Interface to bind to.
    public var host: String
    /// Port to bind to; 0 picks any free port.
    public var port: Int
    /// The series to serve; the first is the one `GET /series` returns.
    public var dataSources: [DataSource]
    /// Faults to inject into image responses (none by default).
    public var faults: FaultConfiguration
    /// Byte budget of the cache of encoded slice images.
    public var sliceCacheBytes: Int
    public var logger: Logger
    /// Serve the CT API as the original assignment's server did, for testing clients against it:
    /// only `GET /series` and 8-bit slices in the default window (no catalog, metadata or variants).
    public var originalSeriesAPIOnly = false
    /// Sessions, seed and body encoding of the slider test API (`/test_start`, `/test_next`).
    public var sliderTest = SliderTestConfiguration()
    /// The URL clients reach the server at (behind a proxy or CDN), for the absolute URLs of the photo
    /// APIs; nil to use `http://` and each request's `Host`.
    public var publicBaseURL: URL?
    /// Answer Picsum image URLs as the real Picsum does: with a 302 to the image elsewhere (here under
    /// `/cdn/`), so clients are tested following redirects.
    public var picsumRedirects = false
    /// Byte budget of the cache of encoded photo JPEGs (Picsum and media-coverage images).
    public var photoCacheBytes = 128 << 20
    /// Divides every photo's full size (see `PhotoLibrary(sizeDivisor:)`): the same photos, smaller, for
    /// tests that render and filter whole photos.
    public var photoSizeDivisor = 1
    /// The share of media-coverage images that are deliberately missing or broken.
    public var mediaCoverageDefects = MediaCoverageDefects.standard
    /// How many media coverages the image grid's API serves (the first items are the same for any count).
    public var mediaCoverageCount = MediaCoverageCatalog.defaultCount
    /// Records every request and connection for tests (see `TrafficRecorder`); nil records nothing.
    public var trafficRecorder: TrafficRecorder?
    /// Holds image responses until a test opens it (see `ResponseGate`); nil holds nothing.
    public var responseGate: ResponseGate?

    public init(
        host: String = "127.0.0.1",
        port: Int = 8080,
        dataSources: [DataSource] = DataSource.defaults,
        faults: FaultConfiguration = .none,
        sliceCacheBytes: Int = 256 << 20,
        logger: Logger = Logger(label: "tomo.server")
    ) {
        self.host = host
        self.port = port
        self.dataSources = dataSources
        self.faults = faults
        self.sliceCacheBytes = sliceCacheBytes
        self.logger = logger
    }
}
