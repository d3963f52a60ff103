import Foundation
import ScanViewerFeature
import TomoCore
import TomoDICOMSeries
import TomoNetworkSeries
import TomoPipeline
import TomoSeries

extension ScanViewerEnvironment {
    /// The series API at `baseURL`, slices through `pipeline` (no disk cache unless it has one); DICOM files
    /// open from disk.
    public static func live(baseURL: URL, pipeline: ImagePipeline = ImagePipeline()) -> ScanViewerEnvironment {
        ScanViewerEnvironment(source: APISeriesSource(api: SeriesAPI(baseURL: baseURL), pipeline: pipeline), openFiles: fileSource)
    }

    /// The DICOM files and folders at `paths` (folders searched recursively).
    public static func files(_ paths: [String]) -> ScanViewerEnvironment {
        ScanViewerEnvironment(source: fileSource(paths), openFiles: fileSource)
    }

    /// Every series of the DICOMweb server whose root is `server`, sent `credentials` (if any) by `client`,
    /// frames through `pipeline` (which decodes DICOMweb frames); the study browser starts there.
    public static func dicomWeb(
        _ server: URL, credentials: HTTPCredentials?, client: HTTPClient, pipeline: ImagePipeline
    ) -> ScanViewerEnvironment {
        let pacs = PACSAccess.live(client: client, pipeline: pipeline, server: server)
        let target = PACSTarget(server: server, credentials: credentials)
        return ScanViewerEnvironment(source: pacs.source(target), openFiles: fileSource, pacs: pacs, pacsTarget: target)
    }

    /// A source of the DICOM files and folders at `paths`, read from disk.
    @Sendable public static func fileSource(_ paths: [String]) -> any SeriesSource {
        DICOMSeriesSource(paths: paths)
    }
}
