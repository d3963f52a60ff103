/// One frame of a colour image in RGB, as a reader sees it: three samples per pixel, row-major, top row
/// first, each of `bitsPerSample` bits.
public struct ColourFrame: Sendable, Hashable {
    public var columns: Int
    public var rows: Int
    /// 8, or up to 16 (a palette's entries, a 16-bit RGB image).
    public var bitsPerSample: Int
    /// R, G and B of each pixel in turn.
    public var samples: [UInt16]

    public init(columns: Int, rows: Int, bitsPerSample: Int, samples: [UInt16]) {
        self.columns = columns
        self.rows = rows
        self.bitsPerSample = bitsPerSample
        self.samples = samples
    }
}
