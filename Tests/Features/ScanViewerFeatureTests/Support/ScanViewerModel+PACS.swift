import Foundation
import ScanViewerFeature
import ScanViewerLive
import TomoCore
import TomoDICOMSeries
import TomoPipeline

extension ScanViewerModel {
    /// A viewer of the DICOM files in `folder` that can reach PACSes (the live access, no retries), its study
    /// browser offering `server` first.
    @MainActor
    static func filesReachingPACSes(_ folder: URL, offering server: URL?) -> ScanViewerModel {
        let client = HTTPClient(transport: ImagePipeline.defaultTransport(), retryPolicy: .never)
        let pacs = PACSAccess.live(client: client, pipeline: ImagePipeline(configuration: .init(client: client)), server: server)
        return ScanViewerModel(environment: ScanViewerEnvironment(source: DICOMSeriesSource(paths: [folder.path]), pacs: pacs))
    }
}
