import Testing
import TomoGTK
import TomoGTKTestSupport
import TomoImaging

extension GTKTests {
    @Suite @MainActor struct TextureTests {
        @Test func gray8IsExpandedToGrayRGB() async throws {
            try await GtkTestEnvironment.start()
            let gray = try Bitmap(width: 3, height: 2, format: .gray8, pixels: [0, 1, 2, 127, 128, 255])
            let texture = try Texture(gray)
            #expect((texture.width, texture.height) == (3, 2))
            #expect(texture.download().pixels == gray.pixels.flatMap { [$0, $0, $0, 255] })
        }

        @Test func rgb8RowsWithPaddingKeepTheirPixels() async throws {
            try await GtkTestEnvironment.start()
            // Two 2-pixel rows, each followed by two padding bytes that must not show.
            let pixels: [UInt8] = [1, 2, 3, 4, 5, 6, 99, 99, 7, 8, 9, 10, 11, 12, 99, 99]
            let rgb = try Bitmap(width: 2, height: 2, format: .rgb8, bytesPerRow: 8, pixels: pixels)
            let downloaded = try Texture(rgb).download()
            #expect(downloaded.pixels == [1, 2, 3, 255, 4, 5, 6, 255, 7, 8, 9, 255, 10, 11, 12, 255])
        }

        @Test func rgba8KeepsStraightAlpha() async throws {
            try await GtkTestEnvironment.start()
            let rgba = try Bitmap(
                width: 3, height: 1, format: .rgba8, pixels: [200, 100, 50, 255, 9, 9, 9, 0, 255, 128, 0, 128])
            let downloaded = try Texture(rgba).download().pixels
            #expect(Array(downloaded[0..<8]) == [200, 100, 50, 255, 0, 0, 0, 0])
            // Premultiplying for display costs at most one step of precision.
            let translucent = zip(downloaded[8...], [255, 128, 0, 128] as [UInt8])
            #expect(translucent.allSatisfy { abs(Int($0) - Int($1)) <= 1 })
        }

        @Test func gray16IsRefusedWithAClearError() async throws {
            try await GtkTestEnvironment.start()
            let gray16 = try Bitmap(width: 2, height: 1, gray16: [0, 4095])
            #expect(throws: GtkError.unsupportedPixelFormat(.gray16)) { try Texture(gray16) }
        }
    }
}
