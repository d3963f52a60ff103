import Testing
import TomoGTK
import TomoGTKTestSupport
import TomoImaging

extension GTKTests {
    @Suite @MainActor struct TextureLifetimeTests {
        /// Scrubbing: 10,000 slice replacements in a shown picture, with frames drawn along the way.
        @Test func replacingTexturesTenThousandTimesKeepsNoneAlive() async throws {
            let slices = try (0..<4).map { try Bitmap(width: 128, height: 128, format: .gray8, fill: UInt8($0 * 60)) }
            let picture = Picture()
            let window = try await TestWindow.show(picture)
            defer { window.destroy() }
            let textures = FinalizationCounter()

            for move in 0..<10_000 {
                picture.texture = try Texture(slices[move % slices.count])
                textures.watch(try #require(picture.texture).pointer)
                if move % 1_000 == 999 {
                    try await MainContext.waitForFrame(of: picture)
                    // The shown texture, and at most one the renderer has not let go of yet.
                    #expect(textures.alive <= 2, "\(textures.alive) textures alive after \(move + 1) moves")
                }
            }
            // The last frame's drawing still holds the last texture until the next frame replaces it.
            picture.texture = nil
            try await MainContext.waitForFrame(of: picture)
            #expect(textures.watched == 10_000)
            #expect(textures.finalized == 10_000)
        }
    }
}
