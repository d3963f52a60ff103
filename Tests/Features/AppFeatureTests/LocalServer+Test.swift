import AppFeature
import Foundation
import Logging
import TomoBuiltInServer

extension LocalServer {
    /// The built-in reference server on the data `source` names, as `tomo-desktop` wires it in.
    static func builtIn(_ source: String) throws -> LocalServer {
        guard let source = BuiltInServer.Source(source) else { throw UnknownSource(name: source) }
        return LocalServer(startingText: "Starting the built-in server…") {
            var logger = Logger(label: "tomo.test.server")
            logger.logLevel = .warning
            let server = try await BuiltInServer.start(serving: [source], logger: logger)
            return Running(baseURL: server.baseURL, cacheAlias: server.cacheAlias) { await server.stop() }
        }
    }

    /// A server that must not be started: every screen has an API.
    static var unreachable: LocalServer {
        LocalServer(startingText: "") { throw UnknownSource(name: "no local server in this test") }
    }

    /// A data source the built-in server does not know.
    struct UnknownSource: Error {
        let name: String
    }
}
