import TomoImaging

/// A fingerprint of a bitmap's pixels, for comparing what is shown with a slice fetched independently.
enum PixelHash {
    /// FNV-1a, 64-bit, over each row's pixel bytes (row padding excluded), as 16 hex digits.
    static func fnv1a(_ bitmap: Bitmap) -> String {
        let rowBytes = bitmap.width * bitmap.format.bytesPerPixel
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        bitmap.pixels.withUnsafeBufferPointer { pixels in
            for row in 0..<bitmap.height {
                for byte in pixels[row * bitmap.bytesPerRow ..< row * bitmap.bytesPerRow + rowBytes] {
                    hash = (hash ^ UInt64(byte)) &* 0x0100_0000_01b3
                }
            }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
