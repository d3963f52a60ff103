import Foundation
import ScanViewerFeature
import TomoCore
import TomoDICOMweb
import TomoPipeline

extension PACSAccess {
    /// DICOMweb servers reached by `client` (credentials added per server), their frames loaded through
    /// `pipeline` (which decodes DICOMweb frames); the study browser offers `server` first.
    public static func live(client: HTTPClient, pipeline: ImagePipeline, server: URL? = nil) -> PACSAccess {
        PACSAccess(
            server: server, address: DICOMwebAPI.rootURL,
            searchStudies: { server, credentials, query in
                try await DICOMwebCatalog(baseURL: server, client: client.authorizing(credentials, for: server)).studies(matching: query)
            },
            source: { target in
                DICOMwebSeriesSource(
                    baseURL: target.server, study: target.study, pipeline: pipeline,
                    client: client.authorizing(target.credentials, for: target.server))
            })
    }
}
