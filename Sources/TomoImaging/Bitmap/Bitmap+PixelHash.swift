extension Bitmap {
    /// A fingerprint of the pixels: FNV-1a (64-bit) over each row's pixel bytes, row padding excluded,
    /// as 16 hex digits. Two bitmaps with equal pixels have equal hashes whatever their row padding;
    /// used to compare what a screen shows with an image computed independently.
    public var pixelHash: String {
        let rowBytes = width * format.bytesPerPixel
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        pixels.withUnsafeBufferPointer { pixels in
            for row in 0..<height {
                for byte in pixels[row * bytesPerRow ..< row * bytesPerRow + rowBytes] {
                    hash = (hash ^ UInt64(byte)) &* 0x0100_0000_01b3
                }
            }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
