import Testing
import TomoCore
import TomoImaging
import TomoSeries
import TomoVolume

/// A layer of labels laid over an image: each label's colour over the pixels it holds at the layer's opacity, its
/// edge opaque when outlined, labels without a colour and pixels without a label untouched; white graphics on a
/// gray image keep it gray.
@Suite("Label layer")
struct LabelLayerTests {
    /// A 4 × 3 section of `labels` (row-major).
    private func section(_ labels: [Int16]) -> VolumeSection {
        VolumeSection(
            plane: .axial(0), columns: 4, rows: 3, samples: labels, filledRows: [true, true, true],
            pixelSpacing: PixelSpacing(row: 1, column: 1), orientation: .axial, origin: .zero)
    }

    private let gray = try! Bitmap(width: 4, height: 3, format: .gray8, pixels: [UInt8](repeating: 100, count: 12))

    @Test("A label's colour is laid over its pixels at the opacity; no label, or one without a colour, leaves them")
    func fillAtOpacity() throws {
        let labels = section([0, 2, 2, 0, 0, 2, 2, 0, 7, 0, .min, -1024])
        let layer = LabelLayer(labels: labels, colours: [2: .init(red: 200, green: 0, blue: 100)], opacity: 0.5)
        let image = layer.composited(onto: gray)
        #expect(image.format == .rgb8 && image.width == 4 && image.height == 3)
        func pixel(_ column: Int, _ row: Int) -> [UInt8] { Array(image.pixels[(row * 4 + column) * 3 ..< (row * 4 + column) * 3 + 3]) }
        #expect(pixel(1, 0) == [150, 50, 100] && pixel(2, 1) == [150, 50, 100])
        #expect(pixel(0, 0) == [100, 100, 100] && pixel(0, 2) == [100, 100, 100], "label 7 has no colour")
        #expect(pixel(2, 2) == [100, 100, 100] && pixel(3, 2) == [100, 100, 100], "a row not arrived, air outside: no label")
    }

    @Test("Outlined, a label's edge is opaque and its inside at the opacity")
    func outlines() throws {
        let labels = section([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1].map { Int16($0) })
        let big = try Bitmap(width: 4, height: 3, format: .gray8, pixels: [UInt8](repeating: 0, count: 12))
        let layer = LabelLayer(labels: labels, colours: [1: .init(red: 0, green: 200, blue: 0)], opacity: 0.25, outlines: true)
        let image = layer.composited(onto: big)
        let greens = (0..<12).map { image.pixels[$0 * 3 + 1] }
        // Every pixel of a 4 × 3 block is on its edge but the two in the middle row's middle.
        #expect(greens == [200, 200, 200, 200, 200, 50, 50, 200, 200, 200, 200, 200])
    }

    @Test("White graphics keep a gray image gray; a layer with nothing to draw, or of another size, leaves it as it was")
    func grayAndUnchanged() throws {
        let labels = section([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
        let image = LabelLayer(labels: labels, colours: [1: .white]).composited(onto: gray)
        #expect(image.format == .gray8 && image.pixels[0] == 255 && image.pixels[1...].allSatisfy { $0 == 100 })
        #expect(LabelLayer(labels: section([Int16](repeating: 0, count: 12)), colours: [1: .white]).composited(onto: gray) == gray)
        let small = try Bitmap(width: 2, height: 2, format: .gray8, pixels: [1, 2, 3, 4])
        #expect(LabelLayer(labels: labels, colours: [1: .white]).composited(onto: small) == small)
    }
}
