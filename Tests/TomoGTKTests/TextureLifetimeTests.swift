import Testing
import TomoGTK
import TomoGTKTestSupport
import TomoImaging

extension GTKTests {
    @Suite @MainActor struct TextureLifetimeTests {
        /// Scrubbing: 1,000 slice replacements in a shown picture, a frame drawn after every 100; each texture
        /// replaced is freed (counted exactly, so one kept alive fails).
        @Test func replacingTexturesAThousandTimesKeepsNoneAlive() async throws {
            let slices = try (0..<4).map { try Bitmap(width: 128, height: 128, format: .gray8, fill: UInt8($0 * 60)) }
            let picture = Picture()
            let window = try await TestWindow.show(picture)
            defer { window.destroy() }
            let textures = FinalizationCounter()

            for move in 0..<1_000 {
                picture.texture = try Texture(slices[move % slices.count])
                textures.watch(try #require(picture.texture).pointer)
                if move % 100 == 99 {
                    try await MainContext.waitForFrame(of: picture)
                    // The shown texture, and at most one the renderer has not let go of yet.
                    #expect(textures.alive <= 2, "\(textures.alive) textures alive after \(move + 1) moves")
                }
            }
            // The last frame's drawing still holds the last texture until the next frame replaces it.
            picture.texture = nil
            try await MainContext.waitForFrame(of: picture)
            #expect(textures.watched == 1_000)
            #expect(textures.finalized == 1_000)
        }
    }
}
