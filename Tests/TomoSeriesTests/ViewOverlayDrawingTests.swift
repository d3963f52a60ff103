import Testing
import TomoCore
import TomoImaging
import TomoSeries
import TomoTestSupport
import TomoVolume

/// A view's overlay drawn into an exported frame: its corners, edge letters and scale bar where the view's own
/// drawing puts them (`SliceCanvas+Overlay`), the text's scale with the image's size.
struct ViewOverlayDrawingTests {
    private let red = RGBColour(red: 255, green: 0, blue: 0)


    @Test func anOverlaysCornersEdgesAndScaleBarSitWhereTheViewPutsThem() throws {
        let width = 512, height = 400
        var canvas = RasterCanvas(try Bitmap(width: width, height: height, format: .gray8, fill: 0))
        let overlay = ViewOverlay(
            topLeft: ["Top"], topRight: ["Right"], bottomLeft: ["Bottom", "two"], bottomRight: ["W 400  L 40"],
            markers: OrientationMarkers(top: "A", bottom: "P", left: "R", right: "L"),
            scaleBar: ScaleBar(pointsPerMillimetre: 2, maximumPoints: Double(width) / 4))
        canvas.draw(overlay, colour: red)
        let drawn = canvas.pixels(in: red)
        func inside(_ x: ClosedRange<Int>, _ y: ClosedRange<Int>) -> Bool { drawn.contains { x.contains($0[0]) && y.contains($0[1]) } }
        let margin = 6, line = FixedFont.height + 2
        #expect(ViewOverlay.textScale(width: width, height: height) == 1)
        #expect(drawn.map { $0[0] }.min() == margin, "the left corners start at the margin")
        #expect(drawn.map { $0[0] }.max()! <= width - margin - 1 && inside((width - margin - 6)...(width - margin - 1), 0...line), "Right ends at the margin")
        #expect(inside(margin...(margin + 6 * 11), (height - margin - 2 * line)...(height - margin)), "two lines at the bottom left")
        #expect(inside(250...262, margin...(margin + line)), "A at the top's middle")
        #expect(inside(margin...(margin + 6), (height / 2 - 7)...(height / 2 + 7)) && inside((width - margin - 6)...(width - margin), (height / 2 - 7)...(height / 2 + 7)))
        // 64 mm at 2 pixels a millimetre fits 128 pixels: a 50 mm bar of 100 pixels, 2 wide, centred, above P.
        let bar = ScaleBar(pointsPerMillimetre: 2, maximumPoints: 128)
        #expect(bar?.millimetres == 50 && bar?.points == 100 && bar?.label == "5 cm")
        let barY = height - margin - FixedFont.height - 4
        #expect((206...306).allSatisfy { canvas.colour(x: $0, y: barY) == red }, "the bar's line")
        #expect(canvas.colour(x: 200, y: barY) != red && canvas.colour(x: 312, y: barY) != red)
        #expect(ViewOverlay.textScale(width: 1024, height: 1024) == 2 && ViewOverlay.textScale(width: 767, height: 900) == 1)
    }
}
