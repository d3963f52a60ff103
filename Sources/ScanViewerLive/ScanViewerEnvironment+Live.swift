import Foundation
import ScanViewerFeature
import TomoAnnotations
import TomoCore
import TomoDICOMSeries
import TomoDIMSE
import TomoLibrary
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

    /// The study library in `folder`: the viewer starts in the study browser over it (its studies, latest
    /// first), and opens a study's series from the library's database. A series retrieved from a DICOM node
    /// searched from there is kept in the library's folder (`LibraryLocation.retrievalFolder(of:)`) and
    /// indexed by the library once it has come whole.
    public static func library(_ folder: URL, client: HTTPClient, pipeline: ImagePipeline) -> ScanViewerEnvironment {
        let address = Location.library(folder).address
        let pacs = PACSAccess.live(
            client: client, pipeline: pipeline, server: address, retrievalFolder: LibraryLocation.retrievalFolder(of: folder),
            library: folder)
        let target = PACSTarget(server: address)
        return ScanViewerEnvironment(
            source: pacs.source(target), openFiles: fileSource, pacs: pacs, pacsTarget: target, startsInStudyBrowser: true)
    }

    /// The DICOM node `node` (`dicom://AET@HOST:PORT`): the viewer starts in the study browser over it
    /// (its studies, searched by C-FIND), and opens a study's series by retrieving them (C-GET) into
    /// `retrievalFolder`.
    public static func dicomNode(
        _ node: DIMSENode, client: HTTPClient, pipeline: ImagePipeline, retrievalFolder: URL = DIMSESeriesSource.defaultFolder
    ) -> ScanViewerEnvironment {
        let address = Location.node(node).address
        let pacs = PACSAccess.live(client: client, pipeline: pipeline, server: address, retrievalFolder: retrievalFolder)
        let target = PACSTarget(server: address)
        return ScanViewerEnvironment(
            source: pacs.source(target), openFiles: fileSource, pacs: pacs, pacsTarget: target, startsInStudyBrowser: true)
    }

    /// A source of the DICOM files and folders at `paths`, read from disk.
    @Sendable public static func fileSource(_ paths: [String]) -> any SeriesSource {
        DICOMSeriesSource(paths: paths)
    }
}

extension ScanViewerEnvironment {
    /// The environment for what `launch` asks to open: one DICOMweb root's series, a study library
    /// (`library:`, `library:DIR`), a DICOM node (`dicom://AET@HOST:PORT`), DICOM files and folders, else the
    /// series API. Open PACS… reaches DICOMweb servers from any of them; annotations are kept in
    /// the user's folder (`AnnotationFolder.userFolder()`) and written and sent as DICOM SR reports, and the segmentations of a series' study laid over it. A new kind of location is one more case here.
    @Sendable public static func opening(_ launch: ScanViewerLaunch) -> ScanViewerEnvironment {
        let locations = launch.locations
        var environment = if let only = locations.first, locations.count == 1 {
            opening(only, launch)
        } else if !locations.isEmpty {
            files(locations.compactMap(\.filePath))
        } else if let apiURL = launch.apiURL {
            live(baseURL: apiURL, pipeline: launch.pipeline)
        } else {
            preconditionFailure("the scan viewer was made with nothing to open and no API")
        }
        if environment.pacs == nil { environment.pacs = .live(client: launch.client, pipeline: launch.pipeline) }
        environment.annotationStore = AnnotationFolder.userFolder()
        environment.alignmentStore = .userFile()
        if case .library(let folder)? = locations.first, locations.count == 1 {
            environment.alignmentStore = .library(folder, otherwise: .userFile())
        }
        environment.hangingProtocols = .userFile()
        environment.reports = .live(client: launch.client)
        environment.keyImages = .live(client: launch.client)
        environment.segmentations = .live
        environment.anonymizedExport = .live()
        return environment
    }

    /// The environment for the one location `launch` names.
    private static func opening(_ location: Location, _ launch: ScanViewerLaunch) -> ScanViewerEnvironment {
        switch location {
        case .path(let path), .archive(let path): files([path])
        case .dicomWeb(let server): dicomWeb(server, credentials: launch.credentials, client: launch.client, pipeline: launch.pipeline)
        case .library(let folder): library(folder, client: launch.client, pipeline: launch.pipeline)
        case .node(let node): dicomNode(node, client: launch.client, pipeline: launch.pipeline)
        case .seriesAPI(let url): live(baseURL: url, pipeline: launch.pipeline)
        }
    }
}
