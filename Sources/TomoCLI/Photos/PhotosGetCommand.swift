import ArgumentParser
import FeatureSupport
import Foundation
import Logging
import PhotoBrowserFeature
import TomoCore
import TomoPipeline

/// `tomo photos get`: one photo at a size, filtered by the photo browser's own code, to PNG or JPEG.
struct PhotosGetCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "get",
        abstract: "Write one photo to a PNG or JPEG file, at a size, in gray or blurred.",
        discussion: """
            Fetches /id/{id}/{width}/{height} (the original size unless --width and --height are given) \
            and applies --grayscale and --blur on this side, with the desktop app's filter code: blur N is a \
            Gaussian of N pixels at the size written, as Picsum's ?blur=N is. The file's extension picks the \
            format: .png, .jpg or .jpeg.
            """)

    @OptionGroup var client: ClientOptions

    @Argument(help: "The photo's id, as `tomo photos list` prints it.")
    var id: String

    @Option(help: ArgumentHelp("Width in pixels (with --height; default: the original's).", valueName: "pixels"))
    var width: Int?

    @Option(help: ArgumentHelp("Height in pixels (with --width; default: the original's).", valueName: "pixels"))
    var height: Int?

    @Flag(help: "Turn the photo gray.")
    var grayscale = false

    @Option(help: ArgumentHelp("Blur by 1–10 (Picsum's scale: pixels of standard deviation).", valueName: "n"))
    var blur: Int?

    @Option(name: [.customShort("o"), .long], help: ArgumentHelp("The file to write (.png, .jpg or .jpeg).", valueName: "file"))
    var output: String

    init() {}

    func validate() throws {
        guard (width == nil) == (height == nil) else { throw ValidationError("give --width and --height together") }
        if let width, let height, !(1...5000).contains(width) || !(1...5000).contains(height) {
            throw ValidationError("--width and --height must be 1–5000 pixels")
        }
        if let blur, !PhotoFilter.blurRange.contains(blur) { throw ValidationError("--blur must be 1–10") }
        guard (try? ImageFile.FileType(of: URL(fileURLWithPath: output))) != nil else {
            throw ValidationError("-o must name a .png, .jpg or .jpeg file")
        }
    }

    /// The filters asked for, in Picsum's order: gray first, then the blur.
    var filters: [PhotoFilter] {
        (grayscale ? [.grayscale] : []) + (blur.map { [.blur($0)] } ?? [])
    }

    func run() async throws {
        let session = try client.session()
        let api = PicsumAPI(baseURL: try client.baseURL())
        let photo = try await session.client.send(api.info(id: id))
        let url = api.imageURL(id: photo.id, width: width ?? photo.width, height: height ?? photo.height)
        let pipeline = ImagePipeline(configuration: .init(client: session.client, logger: session.logger))
        let image = try await PhotoExport.image(at: url, filters: filters, pipeline: pipeline)
        let file = URL(fileURLWithPath: output)
        do {
            try await ImageFile.write(image, to: file)
        } catch {
            throw CommandFailure(.localFailure, "cannot write \(output): \(ErrorMessage.text(for: error))")
        }
        print("wrote \(output): photo \(photo.id) by \(photo.author), \(image.width) × \(image.height)"
            + (filters.isEmpty ? "" : ", " + filters.map(\.title).joined(separator: ", ")))
    }
}
