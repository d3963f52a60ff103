import ArgumentParser
import Foundation
import Logging
import TomoArguments
import TomoConnection
import TomoCore
import TomoSeries

/// Where the API is, how hard to try, and how much to log: the options of every command that talks to it.
struct ClientOptions: ParsableArguments {
    /// The API used when neither `--api` nor `$TOMO_API` names one: where `tomo serve` listens by default.
    static let fallbackAPI = "http://127.0.0.1:8080"

    @Option(help: ArgumentHelp(
        "Base URL of the API, a path prefix allowed (default: $TOMO_API, else \(fallbackAPI)).", valueName: "url"))
    var api: String?

    @Option(help: ArgumentHelp("Retries of a request that failed transiently (connection, timeout, 5xx).", valueName: "n"))
    var retries = 3

    @Option(help: ArgumentHelp("Seconds a request may take.", valueName: "seconds"))
    var timeout: Double = 30

    @Option(help: ArgumentHelp("How much to log on standard error.", valueName: "level"))
    var logLevel: LogLevel = .warning

    init() {}

    func validate() throws {
        _ = try baseURL()
        guard retries >= 0 else { throw ValidationError("--retries must not be negative") }
        guard timeout > 0, timeout.isFinite else { throw ValidationError("--timeout must be a positive number of seconds") }
    }

    /// The API's base URL: `--api`, else `$TOMO_API`, else `fallbackAPI`.
    func baseURL(environment: [String: String] = ProcessInfo.processInfo.environment) throws(ValidationError) -> URL {
        let text = api ?? environment["TOMO_API"].flatMap { $0.isEmpty ? nil : $0 } ?? Self.fallbackAPI
        do {
            return try Location.seriesAPI(parsing: text).address
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// A session on the API these options describe.
    func session() throws -> APISession {
        var logger = Logger(label: "tomo")
        logger.logLevel = logLevel.level
        let client = ClientSession.client(
            retries: retries, timeout: .milliseconds(Int((timeout * 1000).rounded(.up))), logger: logger)
        return APISession(baseURL: try baseURL(), client: client, logger: logger)
    }
}
