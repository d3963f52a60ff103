import ArgumentParser
import Foundation
import Logging
import TomoServer

/// The API the viewer talks to: one given by URL, or the reference server started in this process.
struct APIConnection: Sendable {
    /// The API's base URL.
    let baseURL: URL
    /// The in-process server, kept running for as long as the viewer needs it; nil for `--api`.
    let server: RunningServer?

    /// Connects as `settings` say: their API, or a new in-process server on 127.0.0.1, any free port.
    /// Loading the built-in data (decompressing the head CT) runs off the main actor.
    @concurrent
    static func open(_ settings: ViewerSettings) async throws -> APIConnection {
        if let api = settings.api { return APIConnection(baseURL: api, server: nil) }
        var logger = Logger(label: "tomo.viewer.server")
        logger.logLevel = .warning
        let configuration = ServerConfiguration(
            host: "127.0.0.1", port: 0,
            dataSources: settings.data.isEmpty ? DataSource.defaults : settings.data,
            logger: logger)
        let server = try await ReferenceServer(configuration: configuration).start()
        return APIConnection(baseURL: server.baseURL, server: server)
    }

    /// Parses `--api`: an http or https URL with a host.
    static func url(from text: String) throws(ValidationError) -> URL {
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased()), url.host() != nil else {
            throw ValidationError("--api \(text) is not an http:// or https:// URL")
        }
        return url
    }
}
