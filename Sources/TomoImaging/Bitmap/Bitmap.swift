/// An uncompressed raster image: a value type, safe to share across tasks.
///
/// Rows are stored top to bottom, `bytesPerRow` apart; `bytesPerRow` is at least
/// `width * format.bytesPerPixel` and is exactly that for bitmaps made by this module.
public struct Bitmap: Sendable, Hashable {
    public let width: Int
    public let height: Int
    public let format: PixelFormat
    public let bytesPerRow: Int
    /// The pixel bytes, `bytesPerRow * height` of them.
    public private(set) var pixels: [UInt8]

    /// Wraps pixel bytes, checking that they fit the size and format.
    public init(width: Int, height: Int, format: PixelFormat, bytesPerRow: Int? = nil, pixels: [UInt8]) throws(ImagingError) {
        let rowBytes = bytesPerRow ?? width * format.bytesPerPixel
        guard width > 0, height > 0 else {
            throw .invalidDimensions(width: width, height: height)
        }
        guard rowBytes >= width * format.bytesPerPixel, pixels.count == rowBytes * height else {
            throw .invalidPixelBuffer(expected: rowBytes * height, actual: pixels.count)
        }
        self.width = width
        self.height = height
        self.format = format
        self.bytesPerRow = rowBytes
        self.pixels = pixels
    }

    /// A bitmap of the given size with every byte set to `fill`.
    public init(width: Int, height: Int, format: PixelFormat, fill: UInt8 = 0) throws(ImagingError) {
        try self.init(
            width: width, height: height, format: format,
            pixels: [UInt8](repeating: fill, count: max(width, 0) * max(height, 0) * format.bytesPerPixel))
    }

    /// A 16-bit gray bitmap from samples in row order.
    public init(width: Int, height: Int, gray16 samples: [UInt16]) throws(ImagingError) {
        guard samples.count == width * height else {
            throw .invalidPixelBuffer(expected: width * height * 2, actual: samples.count * 2)
        }
        let bytes = samples.withUnsafeBytes { [UInt8]($0) }
        try self.init(width: width, height: height, format: .gray16, pixels: bytes)
    }

    /// The 16-bit samples of a `.gray16` bitmap in row order (empty for other formats).
    public var gray16Samples: [UInt16] {
        guard format == .gray16 else { return [] }
        var samples = [UInt16](repeating: 0, count: width * height)
        samples.withUnsafeMutableBytes { destination in
            pixels.withUnsafeBytes { source in
                for row in 0..<height {
                    let from = source.baseAddress! + row * bytesPerRow
                    let to = destination.baseAddress! + row * width * 2
                    to.copyMemory(from: from, byteCount: width * 2)
                }
            }
        }
        return samples
    }

    /// Total pixel bytes.
    public var byteCount: Int { pixels.count }

    /// Calls `body` with mutable access to the pixel bytes.
    public mutating func withUnsafeMutablePixels<R>(_ body: (inout UnsafeMutableBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try pixels.withUnsafeMutableBufferPointer(body)
    }
}
