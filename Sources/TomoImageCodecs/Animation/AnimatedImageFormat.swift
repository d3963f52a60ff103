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
}
