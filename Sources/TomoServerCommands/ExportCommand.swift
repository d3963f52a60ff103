import ArgumentParser
import Foundation
import TomoServer

/// `export`: writes the API as static files plus an nginx configuration.
public struct ExportCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the API as static files that nginx or an object store can serve.",
        discussion: """
            Writes every series, the first Picsum list pages with their photos' info and images, and every \
            media-coverage page with each item's thumbnail (quality 0 only). Absolute URLs in the photo \
            documents start with --public-url, or else http://127.0.0.1:NGINX-PORT. \
            Serve the result with: nginx -p FOLDER -c nginx.conf
            """)

    @Option(name: .shortAndLong, help: "Folder to write (created if missing).")
    public var output: String

    @Option(help: "Port the generated nginx.conf listens on.")
    public var nginxPort = 8081

    @Option(help: ArgumentHelp("Picsum list pages (of 30 photos) to export, from page 1.", valueName: "count"))
    public var photoPages = 1

    @Option(help: ArgumentHelp(
        "Export each listed photo as a square of this side at /id/{id}/{side} instead of full size.",
        discussion: "Default: full size, at the path each photo's download_url names.",
        valueName: "pixels"))
    public var photoSize: Int?

    @OptionGroup public var server: ServerOptions

    public init() {}

    public func validate() throws {
        guard photoPages >= 0 else { throw ValidationError("--photo-pages must not be negative") }
        if let photoSize, !(1...StaticExportOptions.maximumPhotoSide).contains(photoSize) {
            throw ValidationError("--photo-size must be 1...\(StaticExportOptions.maximumPhotoSide)")
        }
    }

    public func run() throws {
        let reference = try ReferenceServer(configuration: server.configuration())
        let folder = URL(fileURLWithPath: output)
        let interactive = isatty(STDERR_FILENO) == 1
        let photos = StaticExportOptions(photoPages: photoPages, photoSide: photoSize)
        try reference.export(to: folder, nginxPort: nginxPort, photos: photos) { done, total in
            guard interactive, done == total || done % 8 == 0 else { return }
            FileHandle.standardError.write(Data("\rexporting files \(done)/\(total)".utf8))
        }
        if interactive { FileHandle.standardError.write(Data("\n".utf8)) }
        print("exported to \(folder.path); serve with: nginx -p \(folder.path) -c nginx.conf")
    }
}
