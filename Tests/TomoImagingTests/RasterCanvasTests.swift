import Testing
import TomoCore
import TomoImaging
import TomoTestSupport

/// Drawing into an image's pixels: the font's glyphs as the misc-fixed font draws them, their black edge,
/// lines and dashes, clipping.
struct RasterCanvasTests {
    private static let red = RGBColour(red: 255, green: 0, blue: 0)
    private static let gray = RGBColour(red: 100, green: 100, blue: 100)

    /// A canvas of `width` × `height`, all `gray`.
    private static func canvas(width: Int = 40, height: Int = 30) throws -> RasterCanvas {
        RasterCanvas(try Bitmap(width: width, height: height, format: .gray8, fill: 100))
    }


    @Test func aLetterIsItsGlyphInItsColourOnABlackEdge() throws {
        var canvas = try Self.canvas()
        canvas.drawText("A", x: 10, y: 5, colour: Self.red)
        // misc-fixed 6x13's A: an apex on row 2, the bar on row 7, the legs down to row 10.
        let rows = ["......", "......", "..#...", ".#.#..", "#...#.", "#...#.", "#...#.", "#####.", "#...#.", "#...#.", "#...#.", "......", "......"]
        var expected: Set<[Int]> = []
        for (row, text) in rows.enumerated() {
            for (column, character) in text.enumerated() where character == "#" { expected.insert([10 + column, 5 + row]) }
        }
        #expect(canvas.pixels(in: Self.red) == expected)
        #expect(canvas.colour(x: 12, y: 6) == .black, "above the apex: its edge")
        #expect(canvas.colour(x: 9, y: 9) == .black && canvas.colour(x: 8, y: 9) == Self.gray, "one pixel of edge, then untouched")
        #expect(canvas.colour(x: 30, y: 20) == Self.gray)
        #expect(try canvas.bitmap().format == .rgb8)
    }

    @Test func aCharacterTheFontLacksIsAQuestionMarkAndScaleMakesBlocks() throws {
        var lacking = try Self.canvas(), question = try Self.canvas()
        lacking.drawText("€", x: 3, y: 3, colour: Self.red)
        question.drawText("?", x: 3, y: 3, colour: Self.red)
        #expect(lacking.pixels(in: Self.red) == question.pixels(in: Self.red))
        #expect(!question.pixels(in: Self.red).isEmpty)

        var small = try Self.canvas(), large = try Self.canvas(width: 80, height: 60)
        small.drawText("x", x: 0, y: 0, colour: Self.red)
        large.drawText("x", x: 0, y: 0, colour: Self.red, scale: 2)
        let doubled = Set(small.pixels(in: Self.red).flatMap { pixel in
            [[0, 0], [1, 0], [0, 1], [1, 1]].map { [pixel[0] * 2 + $0[0], pixel[1] * 2 + $0[1]] }
        })
        #expect(large.pixels(in: Self.red) == doubled)
        #expect(FixedFont.size(of: "W 400", scale: 2) == (width: 60, height: 26))
    }

    @Test func linesDashesAndClipping() throws {
        var canvas = try Self.canvas()
        canvas.stroke([(2, 5), (8, 5)], colour: Self.red)
        #expect(canvas.pixels(in: Self.red) == Set((2...8).map { [$0, 5] }))

        var dashed = try Self.canvas()
        dashed.stroke([(0, 10), (11, 10)], colour: Self.red, dash: 3)
        #expect(dashed.pixels(in: Self.red) == Set([0, 1, 2, 6, 7, 8].map { [$0, 10] }))

        var closed = try Self.canvas()
        closed.stroke([(1, 1), (5, 1), (5, 4)], closed: true, colour: Self.red, lineWidth: 1)
        #expect(closed.colour(x: 3, y: 1) == Self.red && closed.colour(x: 5, y: 3) == Self.red)
        #expect(closed.colour(x: 4, y: 3) == Self.red, "back to the first point along the diagonal (5,4)–(1,1)")

        var clipped = try Self.canvas()
        clipped.stroke([(-100, 29), (100, 29)], colour: Self.red, lineWidth: 3)
        clipped.drawText("Clipped", x: 30, y: -4, colour: Self.red)
        #expect(Set(clipped.pixels(in: Self.red).filter { $0[1] >= 28 }.map { $0[0] }) == Set(0..<40))
        #expect(clipped.pixels(in: Self.red).contains { $0[1] < 10 && $0[0] >= 30 })
    }
}
