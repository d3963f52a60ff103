import ArgumentParser
import Foundation
import TomoServer

/// `serve`: runs the reference server until SIGINT or SIGTERM.
public struct ServeCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run the reference server.",
        discussion: "The first line on standard output is the base URL the server listens on (useful with --port 0).")

    @Option(help: "Interface to listen on.")
    public var host = "127.0.0.1"

    @Option(help: "Port to listen on; 0 picks any free port.")
    public var port = 8080

    @OptionGroup public var server: ServerOptions
    @OptionGroup(title: "Fault injection (off by default)") public var faults: FaultOptions

    public init() {}

    public func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0…65535") }
    }

    public func run() async throws {
        var configuration = server.configuration()
        configuration.host = host
        configuration.port = port
        configuration.faults = faults.configuration
        let reference = try ReferenceServer(configuration: configuration)
        try await reference.run { url in
            // Unbuffered, so a parent process reading the pipe sees it at once.
            FileHandle.standardOutput.write(Data((url.absoluteString + "\n").utf8))
        }
    }
}
