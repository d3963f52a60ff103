import Foundation

/// A file format that holds a loop of frames: a cine loop or a turntable.
public enum AnimatedImageFormat: String, Sendable, Hashable, CaseIterable {
    /// Animated PNG: lossless, any of PNG's pixel formats, every frame the same size and format.
    case apng
    /// GIF 89a: at most 256 colours a frame (a grey frame is exact; a colour frame with more colours is reduced
    /// to 256 by median cut), delays in hundredths of a second.
    case gif
    /// An MP4 video (H.264, 4:2:0), encoded by the `ffmpeg` program where it is installed: lossy, small, what
    /// slides and players take; it plays once (a player loops it if asked).
    case mp4

    /// The format a file name's extension asks for (`.apng`, `.gif` or `.mp4`, case ignored); nil for any other.
    public init?(fileName: String) {
        let lowered = fileName.lowercased()
        if lowered.hasSuffix(".apng") {
            self = .apng
        } else if lowered.hasSuffix(".gif") {
            self = .gif
        } else if lowered.hasSuffix(".mp4") {
            self = .mp4
        } else {
            return nil
        }
    }
}

extension AnimatedImageFormat {
    /// The format's usual name: "APNG", "GIF", "MP4".
    public var name: String { rawValue.uppercased() }

    /// Why Tomo cannot write `fileName`: an MP4 where the `ffmpeg` program is not installed (searched on `path`,
    /// a `PATH`), another video kind (WebM, MOV, …), or not an animation. Nil for a name it can write.
    public static func refusal(of fileName: String, searching path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        if let format = AnimatedImageFormat(fileName: fileName) {
            guard format == .mp4, FFmpegVideoWriter.program(searching: path) == nil else { return nil }
            return FFmpegVideoWriter.missing + ": name it .gif or .apng"
        }
        let kind = fileName.split(separator: ".").last.map { $0.lowercased() } ?? ""
        if ["m4v", "mov", "webm", "avi", "mkv"].contains(kind), fileName.contains(".") {
            return "Tomo writes a video as MP4 (H.264), not \(kind.uppercased()): name it .mp4, .gif or .apng"
        }
        return "an animation is a .gif, an .apng (animated PNG) or an .mp4 (video) file"
    }
}
