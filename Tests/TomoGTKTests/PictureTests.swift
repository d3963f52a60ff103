import Testing
import TomoGTK
import TomoGTKTestSupport
import TomoImaging

extension GTKTests {
    @Suite @MainActor struct PictureTests {
        @Test(arguments: [PixelFormat.gray8, .rgb8, .rgba8])
        func showsTheBitmapWholeWithItsAspectRatioOnBlack(_ format: PixelFormat) async throws {
            let (bitmap, quadrantColors) = try TestBitmaps.quadrants(format)
            let picture = Picture()
            let window = try await TestWindow.show(picture, width: 300, height: 300)
            defer { window.destroy() }
            picture.show(bitmap)
            try await MainContext.waitUntil { picture.texture != nil }
            try await MainContext.waitForFrame(of: window)

            let shot = try window.renderBitmap()
            let frame = try TestWindow.frame(of: picture, in: window)
            // Contained: as wide as the picture allows at 2:1, centred, black above and below.
            let scale = min(Double(frame.width) / 100, Double(frame.height) / 50)
            let (drawnWidth, drawnHeight) = (100 * scale, 50 * scale)
            let left = Double(frame.x) + (Double(frame.width) - drawnWidth) / 2
            let top = Double(frame.y) + (Double(frame.height) - drawnHeight) / 2
            for (index, expected) in quadrantColors.enumerated() {
                let x = Int(left + drawnWidth * (index % 2 == 0 ? 0.25 : 0.75))
                let y = Int(top + drawnHeight * (index < 2 ? 0.25 : 0.75))
                let seen = TestBitmaps.color(in: shot, x: x, y: y)
                #expect(seen.isClose(to: expected), "quadrant \(index) at (\(x), \(y)): \(seen), expected \(expected)")
            }
            let black = TestBitmaps.Color(red: 0, green: 0, blue: 0)
            try #require(top >= 10, "the picture should be taller than 2:1")
            #expect(TestBitmaps.color(in: shot, x: frame.x + frame.width / 2, y: Int(top) - 5) == black)
            #expect(TestBitmaps.color(in: shot, x: frame.x + frame.width / 2, y: Int(top + drawnHeight) + 5) == black)
        }

        @Test func scalesSmoothly() async throws {
            // Two pixels, black and white, stretched across the window: filtering makes a ramp of grays.
            let bitmap = try Bitmap(width: 2, height: 1, format: .gray8, pixels: [0, 255])
            let picture = Picture()
            let window = try await TestWindow.show(picture, width: 300, height: 300)
            defer { window.destroy() }
            picture.show(bitmap)
            try await MainContext.waitUntil { picture.texture != nil }
            try await MainContext.waitForFrame(of: picture)

            let shot = try picture.renderBitmap()
            let row = shot.height / 2
            let grays = Set((0..<shot.width).map { TestBitmaps.color(in: shot, x: $0, y: row).red })
            #expect(grays.count > 20, "only \(grays.count) gray levels: not filtered")
        }

        @Test func replacingTheBitmapShowsTheNewOneAndNeverAnOlderOneThatArrivesLater() async throws {
            let picture = Picture()
            let window = try await TestWindow.show(picture)
            defer { window.destroy() }
            let shown = Recorder<UInt8>()
            picture.onShown = { shown.record($0.pixels[0]) }
            picture.show(try Bitmap(width: 4, height: 4, format: .gray8, fill: 10))
            picture.show(try Bitmap(width: 4, height: 4, format: .gray8, fill: 200))
            try await MainContext.waitUntil { shown.values == [200] }
            // Both textures are made; the first, asked for before the second, is dropped whenever it arrives.
            for _ in 0..<3 { try await MainContext.waitForFrame(of: picture) }
            #expect(shown.values == [200])
            #expect(picture.texture?.download().pixels.prefix(3) == [200, 200, 200])
            let shot = try picture.renderBitmap()
            #expect(TestBitmaps.color(in: shot, x: shot.width / 2, y: shot.height / 2).red == 200)
        }

        @Test func aCachedTextureShowsAtOnceAndANewOneEitherKeepsTheImageShownOrEmptiesThePicture() async throws {
            let picture = Picture()
            let window = try await TestWindow.show(picture)
            defer { window.destroy() }
            let cache = TextureCache()
            let first = try Bitmap(width: 4, height: 4, format: .gray8, fill: 10)
            #expect(!picture.show(first, cache: cache, key: 1))
            try await MainContext.waitUntil { picture.texture != nil }
            let firstTexture = try #require(picture.texture).pointer

            // Another key, not cached: the first image stays until the new texture is made.
            #expect(!picture.show(try Bitmap(width: 4, height: 4, format: .gray8, fill: 200), cache: cache, key: 2))
            #expect(picture.texture?.pointer == firstTexture)
            try await MainContext.waitUntil { picture.texture?.download().pixels.first == 200 }

            // Key 1 again, at the size cached: the same texture, at once.
            #expect(picture.show(first, cache: cache, key: 1))
            #expect(picture.texture?.pointer == firstTexture)

            // A size not cached, not keeping the image: empty until its texture is made.
            #expect(!picture.show(try Bitmap(width: 8, height: 8, format: .gray8, fill: 90), cache: cache, key: 1, keepsShownImage: false))
            #expect(picture.texture == nil)
            try await MainContext.waitUntil { picture.texture?.download().pixels.first == 90 }
        }
    }
}
