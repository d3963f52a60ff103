import AppFeature
import Logging
import TomoBuiltInServer

extension LocalServer {
    /// The built-in reference server on `sources` (empty: the real head CT if installed, then a phantom),
    /// in this process on 127.0.0.1 and a free port, its images cached under what it serves.
    static func builtIn(serving sources: [BuiltInServer.Source], logLevel: Logger.Level) -> LocalServer {
        LocalServer(startingText: "Starting the built-in server…") {
            var logger = Logger(label: "tomo.server")
            logger.logLevel = logLevel
            let server = try await BuiltInServer.start(serving: sources, logger: logger)
            return Running(baseURL: server.baseURL, cacheAlias: server.cacheAlias) { await server.stop() }
        }
    }
}
