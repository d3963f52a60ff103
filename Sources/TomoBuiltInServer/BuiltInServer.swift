import Foundation
import Logging
import TomoServer

/// The reference server with the built-in data, run inside the client's own process: what the desktop app
/// talks to when it is given no API. The one way client code reaches the server's modules.
///
/// The client still talks real HTTP to it, on 127.0.0.1 and a free port.
public final class BuiltInServer: Sendable {
    /// Which data the server serves: `cranium` (the real head CT, if installed), `phantom`,
    /// `phantom:COLUMNSxROWSxSLICES`, or the path of an InVesalius `.inv3` project.
    public struct Source: Sendable, Hashable, LosslessStringConvertible {
        let dataSource: DataSource

        /// Parses a source as the command line names it; nil for anything else.
        public init?(_ description: String) {
            guard let source = DataSource(argument: description) else { return nil }
            dataSource = source
        }

        public var description: String { dataSource.description }
    }

    /// Where it listens, e.g. `http://127.0.0.1:43117`.
    public let baseURL: URL
    /// A name for what it serves, the same from run to run while its data and Tomo's build are: the disk
    /// cache keys its images under this rather than `baseURL`, whose port changes every run.
    public let cacheAlias: String
    private let running: RunningServer

    private init(running: RunningServer, sources: [DataSource]) {
        self.running = running
        baseURL = running.baseURL
        cacheAlias = Self.cacheAlias(serving: sources)
    }

    /// Loads `sources` (empty: the real head CT if installed, then a phantom) and serves every API on
    /// 127.0.0.1, any free port. Loading decompresses the head CT: it runs off the caller's actor.
    /// - Throws: why the data could not be loaded or the port not bound.
    @concurrent
    public static func start(serving sources: [Source] = [], logger: Logger) async throws -> BuiltInServer {
        let dataSources = sources.isEmpty ? DataSource.defaults : sources.map(\.dataSource)
        let configuration = ServerConfiguration(host: "127.0.0.1", port: 0, dataSources: dataSources, logger: logger)
        return BuiltInServer(running: try await ReferenceServer(configuration: configuration).start(), sources: dataSources)
    }

    /// Stops accepting connections, finishes the requests in flight and returns when done.
    public func stop() async {
        await running.stop()
    }
}
