/// A file format that holds a loop of frames: a cine loop or a turntable.
public enum AnimatedImageFormat: String, Sendable, Hashable, CaseIterable {
    /// Animated PNG: lossless, any of PNG's pixel formats, every frame the same size and format.
    case apng
    /// GIF 89a: at most 256 colours a frame (a grey frame is exact; a colour frame with more colours is reduced
    /// to 256 by median cut), delays in hundredths of a second.
    case gif

    /// The format a file name's extension asks for (`.apng` or `.gif`, case ignored); nil for any other.
    public init?(fileName: String) {
        let lowered = fileName.lowercased()
        if lowered.hasSuffix(".apng") {
            self = .apng
        } else if lowered.hasSuffix(".gif") {
            self = .gif
        } else {
            return nil
        }
    }
}

extension AnimatedImageFormat {
    /// The format's usual name: "APNG", "GIF".
    public var name: String { rawValue.uppercased() }

    /// Why `fileName` names no animation Tomo writes: a video (MP4, WebM, …) needs an encoder Tomo is not built
    /// with; anything else is not an animation. Nil for a name a format is found for.
    public static func refusal(of fileName: String) -> String? {
        guard AnimatedImageFormat(fileName: fileName) == nil else { return nil }
        let kind = fileName.split(separator: ".").last.map { $0.lowercased() } ?? ""
        if ["mp4", "m4v", "mov", "webm", "avi", "mkv"].contains(kind), fileName.contains(".") {
            return "a video (\(kind.uppercased())) needs GStreamer's or FFmpeg's libraries, which this build of Tomo does not use: name it .gif or .apng"
        }
        return "an animation is a .gif or an .apng (animated PNG) file"
    }
}
