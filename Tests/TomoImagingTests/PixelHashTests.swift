import Testing
import TomoImaging

@Suite("Pixel hash")
struct PixelHashTests {
    @Test("Row padding does not count; every pixel byte does")
    func paddingIgnoredPixelsCount() throws {
        let pixels: [UInt8] = [1, 2, 3, 4, 5, 6]
        let tight = try Bitmap(width: 3, height: 2, format: .gray8, pixels: pixels)
        let padded = try Bitmap(
            width: 3, height: 2, format: .gray8, bytesPerRow: 5, pixels: [1, 2, 3, 99, 98, 4, 5, 6, 97, 96])
        #expect(tight.pixelHash == padded.pixelHash)
        #expect(tight.pixelHash.count == 16)
        for index in pixels.indices {
            var changed = pixels
            changed[index] ^= 1
            #expect(try Bitmap(width: 3, height: 2, format: .gray8, pixels: changed).pixelHash != tight.pixelHash)
        }
    }

    @Test("The hash is FNV-1a 64: \"a\" gives the published value")
    func knownValues() throws {
        #expect(try Bitmap(width: 1, height: 1, format: .gray8, pixels: [0x61]).pixelHash == "af63dc4c8601ec8c")
    }
}
