import Foundation
import Testing
import TomoCore
import TomoImaging
import TomoTestSupport

@Suite("tomo render --montage")
struct RenderMontageTests {
    @Test("tomo render --montage: every k-th slice in a grid of the given columns, each tile the windowed slice")
    func renderMontage() async throws {
        try await withTestServer { base in
            try await withScratchFolder { folder in
                let direct = IndependentFetch(base: base)
                let series = try await direct.series()
                let metadata = try await direct.metadata(id: series.id)
                let stored = try await direct.slices(of: series, variant: .stored16)
                let output = folder.appending(path: "montage.png")
                let result = try await Tool.run([
                    "render", "--api", base.absoluteString, "--cache-dir", folder.appending(path: "cache").path,
                    "--montage", "--every", "5", "--columns", "2", "--no-labels", "-o", output.path,
                ])
                #expect(result.status == 0, "\(result.errors)")
                let montage = try Bitmap(decoding: Data(contentsOf: output))
                // Slices 0, 5 and 10 of 12, two columns: two rows of 40 × 32 tiles, 2 pixels apart.
                #expect((montage.width, montage.height) == (2 * 40 + 2, 2 * 32 + 2))
                for (position, index) in [0, 5, 10].enumerated() {
                    let tile = try Bitmap(decoding: stored[index]).windowed(metadata.defaultWindow, rescale: metadata.rescale)
                    let cell = try montage.cropped(x: (position % 2) * 42, y: (position / 2) * 34, width: 40, height: 32)
                    #expect(cell == tile, "slice \(index)")
                }
            }
        }
    }
}
