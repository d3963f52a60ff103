import AppFeature
import ScanViewerFeature
import ScanViewerLive

extension AppSources {
    /// The live sources: DICOM files from disk, DICOMweb servers and the series API over HTTP.
    public static let live = AppSources(scanViewer: { ScanViewerEnvironment.opening($0) })
}
