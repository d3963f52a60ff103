import FeatureSupport
import Foundation
import TomoCore
import TomoImageCodecs
import TomoImaging

/// An animated GIF or APNG, or an MP4, being written by a command: frames appended as they are made, the file written at the end.
struct AnimationFile {
    private var writer: AnimatedImageWriter

    /// - Throws: `CommandFailure` (usage) for a frame rate the format cannot hold.
    init(format: AnimatedImageFormat, framesPerSecond: Double) throws(CommandFailure) {
        do {
            writer = try AnimatedImageWriter(format: format, framesPerSecond: framesPerSecond)
        } catch {
            throw CommandFailure(.usage, ErrorMessage.text(for: error))
        }
    }

    /// Encodes `frame` as the next one.
    /// - Throws: `CommandFailure` (a local failure) when it cannot be encoded.
    mutating func append(_ frame: Bitmap) throws(CommandFailure) {
        do {
            try writer.append(frame)
        } catch {
            throw CommandFailure(.localFailure, "cannot encode frame \(writer.frameCount) as \(writer.format.name): \(ErrorMessage.text(for: error))")
        }
    }

    /// What is written: "APNG of 24 frames, 15 a second".
    var summary: String {
        "\(writer.format.name) of \(writer.frameCount) frames, \(JSONValue.decimal(writer.framesPerSecond).text) a second"
    }

    /// Writes the file to `path`, replacing it atomically.
    /// - Throws: `CommandFailure` (a local failure) when encoding or writing fails.
    func write(to path: String) throws(CommandFailure) {
        do {
            try writer.data().write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CommandFailure(.localFailure, "cannot write \(path): \(ErrorMessage.text(for: error))")
        }
    }
}
