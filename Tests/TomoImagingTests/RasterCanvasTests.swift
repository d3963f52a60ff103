import Testing
import TomoCore
@testable import TomoImaging

/// Drawing into an image's pixels: the font's glyphs as the misc-fixed font draws them, their black edge,
/// lines and dashes, clipping, and an exported frame's caption laid out as the viewer's overlays are.
struct RasterCanvasTests {
    private static let red = RGBColour(red: 255, green: 0, blue: 0)
    private static let gray = RGBColour(red: 100, green: 100, blue: 100)

    /// A canvas of `width` × `height`, all `gray`.
    private static func canvas(width: Int = 40, height: Int = 30) throws -> RasterCanvas {
        RasterCanvas(try Bitmap(width: width, height: height, format: .gray8, fill: 100))
    }

    /// The pixels of `canvas` in `colour`, as (x, y).
    private static func pixels(of canvas: RasterCanvas, in colour: RGBColour) -> Set<[Int]> {
        var found: Set<[Int]> = []
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where canvas.colour(x: x, y: y) == colour { found.insert([x, y]) }
        }
        return found
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
        #expect(Self.pixels(of: canvas, in: Self.red) == expected)
        #expect(canvas.colour(x: 12, y: 6) == .black, "above the apex: its edge")
        #expect(canvas.colour(x: 9, y: 9) == .black && canvas.colour(x: 8, y: 9) == Self.gray, "one pixel of edge, then untouched")
        #expect(canvas.colour(x: 30, y: 20) == Self.gray)
        #expect(try canvas.bitmap().format == .rgb8)
    }

    @Test func aCharacterTheFontLacksIsAQuestionMarkAndScaleMakesBlocks() throws {
        var lacking = try Self.canvas(), question = try Self.canvas()
        lacking.drawText("€", x: 3, y: 3, colour: Self.red)
        question.drawText("?", x: 3, y: 3, colour: Self.red)
        #expect(Self.pixels(of: lacking, in: Self.red) == Self.pixels(of: question, in: Self.red))
        #expect(!Self.pixels(of: question, in: Self.red).isEmpty)

        var small = try Self.canvas(), large = try Self.canvas(width: 80, height: 60)
        small.drawText("x", x: 0, y: 0, colour: Self.red)
        large.drawText("x", x: 0, y: 0, colour: Self.red, scale: 2)
        let doubled = Set(Self.pixels(of: small, in: Self.red).flatMap { pixel in
            [[0, 0], [1, 0], [0, 1], [1, 1]].map { [pixel[0] * 2 + $0[0], pixel[1] * 2 + $0[1]] }
        })
        #expect(Self.pixels(of: large, in: Self.red) == doubled)
        #expect(FixedFont.size(of: "W 400", scale: 2) == (width: 60, height: 26))
    }

    @Test func linesDashesAndClipping() throws {
        var canvas = try Self.canvas()
        canvas.stroke([(2, 5), (8, 5)], colour: Self.red)
        #expect(Self.pixels(of: canvas, in: Self.red) == Set((2...8).map { [$0, 5] }))

        var dashed = try Self.canvas()
        dashed.stroke([(0, 10), (11, 10)], colour: Self.red, dash: 3)
        #expect(Self.pixels(of: dashed, in: Self.red) == Set([0, 1, 2, 6, 7, 8].map { [$0, 10] }))

        var closed = try Self.canvas()
        closed.stroke([(1, 1), (5, 1), (5, 4)], closed: true, colour: Self.red, lineWidth: 1)
        #expect(closed.colour(x: 3, y: 1) == Self.red && closed.colour(x: 5, y: 3) == Self.red)
        #expect(closed.colour(x: 4, y: 3) == Self.red, "back to the first point along the diagonal (5,4)–(1,1)")

        var clipped = try Self.canvas()
        clipped.stroke([(-100, 29), (100, 29)], colour: Self.red, lineWidth: 3)
        clipped.drawText("Clipped", x: 30, y: -4, colour: Self.red)
        #expect(Set(Self.pixels(of: clipped, in: Self.red).filter { $0[1] >= 28 }.map { $0[0] }) == Set(0..<40))
        #expect(Self.pixels(of: clipped, in: Self.red).contains { $0[1] < 10 && $0[0] >= 30 })
    }

    @Test func aCaptionsCornersEdgesAndScaleBarSitWhereTheViewersOverlaysDo() throws {
        let width = 512, height = 400
        var canvas = RasterCanvas(try Bitmap(width: width, height: height, format: .gray8, fill: 0))
        let caption = FrameCaption(
            topLeft: ["Top"], topRight: ["Right"], bottomLeft: ["Bottom", "two"], bottomRight: ["W 400  L 40"],
            edgeLetters: .init(top: "A", bottom: "P", left: "R", right: "L"),
            scaleBar: ScaleBar(pointsPerMillimetre: 2, maximumPoints: Double(width) / 4))
        canvas.draw(caption, colour: Self.red)
        let drawn = Self.pixels(of: canvas, in: Self.red)
        func inside(_ x: ClosedRange<Int>, _ y: ClosedRange<Int>) -> Bool { drawn.contains { x.contains($0[0]) && y.contains($0[1]) } }
        let margin = 6, line = FixedFont.height + 2
        #expect(FrameCaption.textScale(width: width, height: height) == 1)
        #expect(drawn.map { $0[0] }.min() == margin, "the left corners start at the margin")
        #expect(drawn.map { $0[0] }.max()! <= width - margin - 1 && inside((width - margin - 6)...(width - margin - 1), 0...line), "Right ends at the margin")
        #expect(inside(margin...(margin + 6 * 11), (height - margin - 2 * line)...(height - margin)), "two lines at the bottom left")
        #expect(inside(250...262, margin...(margin + line)), "A at the top's middle")
        #expect(inside(margin...(margin + 6), (height / 2 - 7)...(height / 2 + 7)) && inside((width - margin - 6)...(width - margin), (height / 2 - 7)...(height / 2 + 7)))
        // 64 mm at 2 pixels a millimetre fits 128 pixels: a 50 mm bar of 100 pixels, 2 wide, centred, above P.
        let bar = ScaleBar(pointsPerMillimetre: 2, maximumPoints: 128)
        #expect(bar?.millimetres == 50 && bar?.points == 100 && bar?.label == "5 cm")
        let barY = height - margin - FixedFont.height - 4
        #expect((206...306).allSatisfy { canvas.colour(x: $0, y: barY) == Self.red }, "the bar's line")
        #expect(canvas.colour(x: 200, y: barY) != Self.red && canvas.colour(x: 312, y: barY) != Self.red)
        #expect(FrameCaption.textScale(width: 1024, height: 1024) == 2 && FrameCaption.textScale(width: 767, height: 900) == 1)
    }
}
