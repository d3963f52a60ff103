import Foundation
import TomoImaging

/// Writes frames one after another into an animated image that loops for ever.
///
/// GIF and APNG are deterministic: the same frames always give the same bytes. Frames are encoded as they are
/// appended, so only the encoded file is held, never the frames (an MP4's are handed to `ffmpeg` as they come).
public struct AnimatedImageWriter: Sendable {
    /// The format being written.
    public let format: AnimatedImageFormat
    /// How many frames a second the file asks a player to show.
    public let framesPerSecond: Double
    /// The format's writer, the other nil (optionals, so that appending changes the file in place, never a copy).
    private var apng: APNGWriter?
    private var gif: GIFWriter?
    private let video: FFmpegVideoWriter?

    /// A writer of `format` showing `framesPerSecond` frames a second.
    /// - Throws: `.invalidParameter` unless `framesPerSecond` is 0.1 to 100 (GIF counts hundredths of a second);
    ///   `.encodingFailed` for an MP4 where the `ffmpeg` program is not installed.
    public init(format: AnimatedImageFormat, framesPerSecond: Double) throws(ImagingError) {
        guard framesPerSecond >= 0.1, framesPerSecond <= 100 else {
            throw .invalidParameter("an animation shows 0.1 to 100 frames a second, not \(framesPerSecond)")
        }
        self.format = format
        self.framesPerSecond = framesPerSecond
        video = format == .mp4 ? try FFmpegVideoWriter(framesPerSecond: framesPerSecond) : nil
        switch format {
        case .apng: apng = APNGWriter(delay: APNGWriter.delay(framesPerSecond: framesPerSecond))
        case .gif: gif = GIFWriter(delay: GIFWriter.delay(framesPerSecond: framesPerSecond))
        case .mp4: break
        }
    }

    /// The frames appended so far.
    public var frameCount: Int { apng?.frameCount ?? gif?.frameCount ?? video?.frameCount ?? 0 }

    /// Encodes `frame` as the next one. Every frame must have the first one's size (and, for APNG, its pixel format).
    /// - Throws: `.invalidParameter` for a frame unlike the first; `.unsupportedPixelFormat` for a 16-bit frame in a GIF.
    public mutating func append(_ frame: Bitmap) throws(ImagingError) {
        try apng?.append(frame)
        try gif?.append(frame)
        try video?.append(frame)
    }

    /// The file's bytes, every frame appended so far.
    /// - Throws: `.invalidParameter` when no frame was appended.
    public func data() throws(ImagingError) -> Data {
        guard frameCount > 0 else { throw .invalidParameter("an animation needs at least one frame") }
        if let apng { return try apng.data() }
        if let video { return try video.data() }
        return gif?.data() ?? Data()
    }
}
