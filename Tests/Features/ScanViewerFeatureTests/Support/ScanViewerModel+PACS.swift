import Foundation
@testable import ScanViewerFeature
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

    /// Starts in the study browser, waits for its first search, and opens the first study it found.
    @MainActor
    func openFirstStudy() async {
        await start()
        await waitUntil { ![.idle, .searching].contains($0.browser?.phase) }
        await openStudy(at: 0)
    }

    /// An ellipse drawn on slice 2's axial view, its region measured: a finding a report holds.
    @MainActor
    func measureAnEllipseOnSlice2() async {
        setIndex(2)
        annotate(in: .axial) { EllipseAnnotation(place: $0, corner: Point2D(90, 100), opposite: Point2D(110, 140)) }
        await waitUntilRegionsMeasured()
    }
}
