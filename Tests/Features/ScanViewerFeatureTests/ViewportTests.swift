import Testing
import TomoCore
import TomoImaging
import TomoVolume
@testable import ScanViewerFeature

/// The slice view's maths: where pixels are drawn, which pixel is under the pointer, zoom and pan with
/// their limits, turns and mirrors with their orientation letters, the scale bar.
struct ViewportTests {
    /// A 512 × 512 axial slice of 0.5 mm pixels (256 mm across) in an 800 × 600 view.
    private func axial() -> Viewport {
        Viewport(imageSize: Size2D(512, 512), pixelSpacing: PixelSpacing(row: 0.5, column: 0.5), viewSize: Size2D(800, 600))
    }

    private func expectClose(_ a: Point2D, _ b: Point2D, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9, "\(a) ≠ \(b) \(comment?.rawValue ?? "")", sourceLocation: sourceLocation)
    }

    @Test func aFittedImageFillsTheViewsShorterSideCentred() {
        let viewport = axial()
        #expect(viewport.scale == 600.0 / 256 && viewport.isFitted)
        expectClose(viewport.viewPoint(ofImagePoint: Point2D(0, 0)), Point2D(100, 0))
        expectClose(viewport.viewPoint(ofImagePoint: Point2D(512, 512)), Point2D(700, 600))
        #expect(viewport.pixel(atViewPoint: Point2D(100.5, 0.5))! == (0, 0))
        #expect(viewport.pixel(atViewPoint: Point2D(99, 300)) == nil, "beside the image")
        var resized = viewport
        resized.viewSize = Size2D(400, 600)
        #expect(resized.scale == 400.0 / 256, "a fitted image follows the view")
    }

    @Test func nonSquarePixelsKeepTheirTrueAspect() {
        // A coronal section before resampling: 512 columns of 0.5 mm, 300 rows 1 mm apart: 256 × 300 mm.
        let coronal = Viewport(imageSize: Size2D(512, 300), pixelSpacing: PixelSpacing(row: 1, column: 0.5), viewSize: Size2D(800, 600))
        #expect(coronal.scale == 2, "300 mm in 600 points")
        expectClose(coronal.viewPoint(ofImagePoint: Point2D(512, 300)), Point2D(656, 600))
    }

    @Test func zoomKeepsThePointUnderThePointerAndStaysWithinItsLimits() {
        var viewport = axial()
        let pointer = Point2D(250, 120)
        let under = viewport.imagePoint(ofViewPoint: pointer)
        viewport.zoom(by: 3, around: pointer)
        #expect(abs(viewport.scale - 3 * 600 / 256) < 1e-9 && !viewport.isFitted)
        expectClose(viewport.viewPoint(ofImagePoint: under), pointer)
        for _ in 0..<100 { viewport.zoom(by: Viewport.zoomStep) }
        #expect(viewport.pointsPerPixel == Viewport.maximumPointsPerPixel)
        for _ in 0..<100 { viewport.zoom(by: 1 / Viewport.zoomStep) }
        #expect(abs(viewport.scale - viewport.fittingScale / 4) < 1e-9)
        viewport.showActualPixels()
        #expect(abs(viewport.pointsPerPixel - 1) < 1e-9)
        viewport.fit()
        #expect(viewport.isFitted && viewport.scale == viewport.fittingScale)
    }

    @Test func panMovesTheImageButKeepsAQuarterOfItInSight() {
        var viewport = axial()
        viewport.pan(by: Point2D(30, -20))
        expectClose(viewport.viewPoint(ofImagePoint: Point2D(256, 256)), Point2D(430, 280))
        viewport.pan(by: Point2D(10_000, 10_000))
        // The 600-point image: its top left corner 150 points from the view's right and bottom edges.
        expectClose(viewport.viewPoint(ofImagePoint: Point2D(0, 0)), Point2D(650, 450))
    }

    @Test func turnsAndMirrorsMoveCornersAndLetters() {
        var viewport = axial()
        let markers = OrientationMarkers(.axial)
        viewport.rotateClockwise()
        expectClose(viewport.viewPoint(ofImagePoint: Point2D(0, 0)), Point2D(700, 0), "the top left corner to the top right")
        #expect(viewport.markers(for: markers) == markers.rotatedClockwise)
        viewport.flipHorizontally()
        expectClose(viewport.viewPoint(ofImagePoint: Point2D(0, 0)), Point2D(100, 0))
        #expect(viewport.markers(for: markers) == markers.rotatedClockwise.flippedHorizontally)
        viewport.rotateCounterclockwise()
        viewport.flipVertically()
        #expect(viewport.markers(for: markers) == markers.rotatedClockwise.flippedHorizontally.rotatedClockwise.rotatedClockwise.rotatedClockwise.flippedVertically)
        // Round trips through any orientation and zoom.
        viewport.zoom(by: 2.5, around: Point2D(600, 100))
        viewport.pan(by: Point2D(-40, 25))
        for point in [Point2D(0, 0), Point2D(17.25, 400.5), Point2D(511, 3)] {
            expectClose(viewport.imagePoint(ofViewPoint: viewport.viewPoint(ofImagePoint: point)), point)
        }
        viewport.isInverted = true
        viewport.reset()
        #expect(viewport == axial())
    }

    @Test func theScaleBarIsTheLongestRoundLengthThatFits() throws {
        let viewport = axial()  // 2.34 points per mm, 800 points wide: at most 200 points, 85 mm
        let bar = try #require(viewport.scaleBar())
        #expect(bar.millimetres == 50 && bar.label == "5 cm")
        #expect(abs(bar.points - 50 * 600.0 / 256) < 1e-9)
        #expect(ScaleBar(pointsPerMillimetre: 100, maximumPoints: 60)?.label == "0.5 mm")
        #expect(ScaleBar(pointsPerMillimetre: 10, maximumPoints: 25)?.label == "2 mm")
        #expect(ScaleBar(pointsPerMillimetre: 1, maximumPoints: 0.05) == nil)
    }
}
