import Foundation
import Logging
import TomoServer

/// Starts a reference server on 127.0.0.1 with any free port, runs `body`, and stops the server.
///
/// The default data is a small, non-square phantom so tests are quick and catch row/column mix-ups;
/// `configure` changes anything else before the server starts (e.g. the public base URL).
public func withTestServer<R>(
    data: [DataSource] = [.phantom(columns: 40, rows: 32, slices: 12)],
    faults: FaultConfiguration = .none,
    configure: (inout ServerConfiguration) -> Void = { _ in },
    isolation: isolated (any Actor)? = #isolation,
    _ body: (URL) async throws -> R
) async throws -> R {
    var logger = Logger(label: "tomo.server.test")
    logger.logLevel = .warning
    var configuration = ServerConfiguration(host: "127.0.0.1", port: 0, dataSources: data, faults: faults, logger: logger)
    configure(&configuration)
    let server = try await ReferenceServer(configuration: configuration).start()
    do {
        let result = try await body(server.baseURL)
        await server.stop()
        return result
    } catch {
        await server.stop()
        throw error
    }
}
