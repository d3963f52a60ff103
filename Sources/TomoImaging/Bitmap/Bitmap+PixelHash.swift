import TomoCore

extension Bitmap {
    /// A fingerprint of the pixels: FNV-1a (64-bit) over each row's pixel bytes, row padding excluded,
    /// as 16 hex digits. Two bitmaps with equal pixels have equal hashes whatever their row padding;
    /// used to compare what a screen shows with an image computed independently.
    public var pixelHash: String {
        let rowBytes = width * format.bytesPerPixel
        var hash = FNV1a()
        pixels.withUnsafeBytes { pixels in
            for row in 0..<height {
                hash.add(UnsafeRawBufferPointer(rebasing: pixels[row * bytesPerRow ..< row * bytesPerRow + rowBytes]))
            }
        }
        let hex = String(hash.value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
