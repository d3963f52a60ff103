import Foundation
import Testing
import TomoCore
@testable import TomoImaging

@Suite("Montage")
struct MontageTests {
    private func uniform(_ value: UInt8, width: Int = 4, height: Int = 3, format: PixelFormat = .gray8) throws -> Bitmap {
        try Bitmap(width: width, height: height, format: format, fill: value)
    }

    /// The pixel at (x, y) of a `.gray8` bitmap.
    private func gray(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> UInt8 {
        bitmap.pixels[y * bitmap.bytesPerRow + x]
    }

    @Test("Tiles go left to right, top to bottom, spacing apart; gutters and unused cells are dark gray")
    func gridLayout() throws {
        let tiles = try (1...5).map { MontageTile(image: try uniform(UInt8($0 * 10))) }
        let montage = try Montage(columns: 2, spacing: 1).render(tiles)
        #expect((montage.width, montage.height, montage.format) == (2 * 4 + 1, 3 * 3 + 2, .gray8))
        for index in 0..<6 {
            let (left, top) = ((index % 2) * 5, (index / 2) * 4)
            for y in top..<top + 3 {
                for x in left..<left + 4 {
                    let expected = index < 5 ? UInt8((index + 1) * 10) : MontageCanvas.gutterGray
                    #expect(gray(montage, x, y) == expected, "cell \(index) at (\(x), \(y))")
                }
            }
        }
        #expect(gray(montage, 4, 0) == MontageCanvas.gutterGray, "column gutter")
        #expect(gray(montage, 0, 3) == MontageCanvas.gutterGray, "row gutter")
    }

    @Test("Cells fit the largest image; smaller ones are centred on black; a missing image is a gray cell")
    func centringAndMissingTiles() throws {
        let tiles = [MontageTile(image: try uniform(200, width: 6, height: 4)), MontageTile(image: try uniform(100, width: 2, height: 2)),
                     MontageTile(image: nil)]
        let montage = try Montage(columns: 3, spacing: 0).render(tiles)
        #expect((montage.width, montage.height) == (18, 4))
        for y in 0..<4 {
            for x in 0..<6 {
                let inSmall = (2..<4).contains(x) && (1..<3).contains(y)
                #expect(gray(montage, 6 + x, y) == (inSmall ? 100 : 0), "small tile at (\(x), \(y))")
                #expect(gray(montage, 12 + x, y) == 96, "missing tile at (\(x), \(y))")
            }
        }
    }

    @Test("Numbers are drawn white on a black box in the top-left corner")
    func labels() throws {
        let montage = try Montage(columns: 1).render([MontageTile(image: try uniform(128, width: 20, height: 10), number: 7)])
        // "7" in the 3 × 5 font, one pixel in from the box's edge: a full top row, then the right column.
        let seven = ["111", "001", "001", "001", "001"]
        for (row, bits) in seven.enumerated() {
            for (column, bit) in bits.enumerated() {
                #expect(gray(montage, 1 + column, 1 + row) == (bit == "1" ? 255 : 0), "(\(column), \(row))")
            }
        }
        #expect(gray(montage, 0, 0) == 0, "the box")
        #expect(gray(montage, 5, 0) == 128, "the image right of the box")
    }

    @Test("Colour images make an RGB montage; large images are scaled down to the tile side")
    func colourAndScaling() throws {
        let colour = try Bitmap(width: 8, height: 4, format: .rgb8, pixels: [UInt8](repeating: 0, count: 8 * 4 * 3).enumerated().map { UInt8($0.offset % 3 == 0 ? 255 : 0) })
        let montage = try Montage(columns: 2, spacing: 0, maximumTileSide: 4).render([MontageTile(image: colour), MontageTile(image: try uniform(50, width: 4, height: 2))])
        #expect((montage.width, montage.height, montage.format) == (8, 2, .rgb8))
        #expect(Array(montage.pixels[0..<3]) == [255, 0, 0])
        #expect(Array(montage.pixels[(4 * 3)..<(5 * 3)]) == [50, 50, 50])
    }

    @Test("No image at all, or bad settings, is an error, not a crash")
    func badInput() throws {
        #expect(throws: ImagingError.self) { try Montage().render([MontageTile(image: nil)]) }
        #expect(throws: ImagingError.self) { try Montage().render([]) }
        #expect(throws: ImagingError.self) { try Montage(columns: 0).render([MontageTile(image: try uniform(1))]) }
    }

    @Test("Default columns make a near-square grid")
    func defaultColumns() {
        #expect([1, 2, 4, 5, 9, 10, 36, 37].map(Montage.defaultColumns(for:)) == [1, 2, 2, 3, 3, 4, 6, 7])
    }
}
