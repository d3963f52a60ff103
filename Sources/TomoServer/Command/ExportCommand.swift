import ArgumentParser
import Foundation

/// `export`: writes the API as static files plus an nginx configuration.
public struct ExportCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the whole API as static files that nginx or an object store can serve.",
        discussion: "Serve the result with: nginx -p FOLDER -c nginx.conf")

    @Option(name: .shortAndLong, help: "Folder to write (created if missing).")
    public var output: String

    @Option(help: "Port the generated nginx.conf listens on.")
    public var nginxPort = 8081

    @OptionGroup public var server: ServerOptions

    public init() {}

    public func run() throws {
        let reference = try ReferenceServer(configuration: server.configuration())
        let folder = URL(fileURLWithPath: output)
        let interactive = isatty(STDERR_FILENO) == 1
        try reference.export(to: folder, nginxPort: nginxPort) { done, total in
            guard interactive, done == total || done % 8 == 0 else { return }
            FileHandle.standardError.write(Data("\rexporting slices \(done)/\(total)".utf8))
        }
        if interactive { FileHandle.standardError.write(Data("\n".utf8)) }
        print("exported to \(folder.path); serve with: nginx -p \(folder.path) -c nginx.conf")
    }
}
