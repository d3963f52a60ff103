extension Bitmap {
    /// The `width × height` rectangle whose top-left pixel is at (`x`, `y`), as a new bitmap.
    ///
    /// - Throws: `ImagingError.invalidDimensions` if `width` or `height` is not positive;
    ///   `ImagingError.invalidParameter` if the rectangle does not lie entirely inside the bitmap.
    public func cropped(x: Int, y: Int, width: Int, height: Int) throws(ImagingError) -> Bitmap {
        guard width > 0, height > 0 else { throw .invalidDimensions(width: width, height: height) }
        guard x >= 0, y >= 0, x <= self.width - width, y <= self.height - height else {
            throw .invalidParameter(
                "crop rectangle \(width) × \(height) at (\(x), \(y)) is not inside the \(self.width) × \(self.height) bitmap")
        }
        if x == 0, y == 0, width == self.width, height == self.height { return self }
        return copiedRect(x: x, y: y, width: width, height: height)
    }

    /// Copies a rectangle already known to lie inside the bitmap into a tightly packed bitmap.
    func copiedRect(x: Int, y: Int, width: Int, height: Int) -> Bitmap {
        let pixelBytes = format.bytesPerPixel
        let rowBytes = width * pixelBytes
        return Bitmap.make(width: width, height: height, format: format, sample: UInt8.self) { destination in
            pixels.withUnsafeBytes { source in
                for row in 0..<height {
                    let from = (y + row) * bytesPerRow + x * pixelBytes
                    UnsafeMutableRawPointer(destination.baseAddress! + row * rowBytes)
                        .copyMemory(from: source.baseAddress! + from, byteCount: rowBytes)
                }
            }
        }
    }
}
