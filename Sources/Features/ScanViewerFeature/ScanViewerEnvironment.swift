import Foundation
import TomoCore
import TomoNetworkSeries
import TomoPipeline
import TomoSeries

/// What the scan viewer talks to: where its series come from, and time.
public struct ScanViewerEnvironment: Sendable {
    /// The series on offer: an API, DICOM files, a PACS.
    public var source: any SeriesSource
    /// Waits between cine frames; tests substitute one they control.
    public var sleep: @Sendable (Duration) async throws -> Void

    public init(
        source: any SeriesSource,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.source = source
        self.sleep = sleep
    }

    /// The series API at `baseURL`, slices through `pipeline` (no disk cache unless it has one).
    public static func live(baseURL: URL, pipeline: ImagePipeline = ImagePipeline()) -> ScanViewerEnvironment {
        ScanViewerEnvironment(source: APISeriesSource(api: SeriesAPI(baseURL: baseURL), pipeline: pipeline))
    }
}
