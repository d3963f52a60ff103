import TomoCore
import TomoImaging
import TomoVolume

/// How an image is placed in its view: zoom (fitted until the reader zooms), pan, quarter turns, mirrors
/// and inversion. The maths of a slice view, for every front end: where an image pixel is drawn, which pixel
/// is under the pointer, what the edges' orientation letters and the scale bar say.
///
/// Lengths are in millimetres between image and view, so an image of non-square pixels (a coronal section
/// before resampling) keeps its true aspect. Zoom keeps the point under the pointer still; it stays between a
/// quarter of the fitted size and `maximumPointsPerPixel`; the pan keeps a quarter of the image in sight.
public struct Viewport: Sendable, Hashable {
    /// The image's size in pixels.
    public var imageSize: Size2D
    /// Millimetres between the centres of adjacent rows and columns of the image.
    public var pixelSpacing: PixelSpacing
    /// The view's size in points.
    public var viewSize: Size2D {
        didSet { pan = clamped(pan) }
    }
    /// View points per millimetre chosen by zooming; nil while the image is fitted to the view (it then
    /// follows the view's size).
    public private(set) var chosenScale: Double?
    /// How far the image's centre is from the view's, in points.
    public private(set) var pan = Point2D(0, 0)
    /// Turns and mirrors.
    public private(set) var orientation = ViewOrientation.upright
    /// Whether dark shows light and light dark.
    public var isInverted = false

    /// The most an image pixel is magnified to: 32 points.
    public static let maximumPointsPerPixel = 32.0
    /// What one zoom step (a key, a wheel notch) multiplies the scale by.
    public static let zoomStep = 1.25

    /// An image of `imageSize` pixels `pixelSpacing` apart, fitted to a view of `viewSize` points.
    public init(imageSize: Size2D, pixelSpacing: PixelSpacing, viewSize: Size2D) {
        self.imageSize = imageSize
        self.pixelSpacing = pixelSpacing
        self.viewSize = viewSize
    }

    /// The image's size in millimetres as it lies on screen (width and height swapped after a quarter turn).
    public var shownSize: Size2D {
        let width = imageSize.width * pixelSpacing.column, height = imageSize.height * pixelSpacing.row
        return orientation.swapsAxes ? Size2D(height, width) : Size2D(width, height)
    }

    /// View points per millimetre that fit the whole image in the view.
    public var fittingScale: Double {
        let shown = shownSize
        guard shown.width > 0, shown.height > 0 else { return 1 }
        return min(viewSize.width / shown.width, viewSize.height / shown.height)
    }

    /// View points per millimetre now.
    public var scale: Double { chosenScale ?? fittingScale }

    /// View points per image pixel along a row: 1 at 1:1, what the reader calls the zoom.
    public var pointsPerPixel: Double { scale * pixelSpacing.column }

    /// Whether the image is fitted to the view (no zoom chosen, no pan).
    public var isFitted: Bool { chosenScale == nil && pan == Point2D(0, 0) }

    /// Where image point `pixel` (in pixels from the top left corner) is drawn in the view.
    public func viewPoint(ofImagePoint pixel: Point2D) -> Point2D {
        let fromCentre = Point2D(
            (pixel.x - imageSize.width / 2) * pixelSpacing.column, (pixel.y - imageSize.height / 2) * pixelSpacing.row)
        return viewSize.centre + pan + orientation.onScreen(fromCentre) * scale
    }

    /// The image point (in pixels from the top left corner) drawn at `point` in the view; outside the image
    /// when the point is beside it.
    public func imagePoint(ofViewPoint point: Point2D) -> Point2D {
        let fromCentre = orientation.inImage((point - viewSize.centre - pan) * (1 / scale))
        return Point2D(
            fromCentre.x / pixelSpacing.column + imageSize.width / 2, fromCentre.y / pixelSpacing.row + imageSize.height / 2)
    }

    /// The pixel (column, row) under view point `point`, nil beside the image.
    public func pixel(atViewPoint point: Point2D) -> (column: Int, row: Int)? {
        let image = imagePoint(ofViewPoint: point)
        let column = Int(image.x.rounded(.down)), row = Int(image.y.rounded(.down))
        guard image.x >= 0, image.y >= 0, column < Int(imageSize.width), row < Int(imageSize.height) else { return nil }
        return (column, row)
    }

    /// Zooms by `factor` (above 1 in, below 1 out), keeping what is at `point` (default: the view's centre)
    /// where it is; the scale stays within its limits.
    public mutating func zoom(by factor: Double, around point: Point2D? = nil) {
        guard factor.isFinite, factor > 0 else { return }
        let anchor = (point ?? viewSize.centre) - viewSize.centre
        let old = scale
        let new = min(max(old * factor, fittingScale / 4), Self.maximumPointsPerPixel / pixelSpacing.column)
        chosenScale = new
        pan = clamped(anchor - (anchor - pan) * (new / old))
    }

    /// Zooms to one image pixel per view point (along rows), keeping the view's centre.
    public mutating func showActualPixels() {
        zoom(by: (1 / pixelSpacing.column) / scale)
    }

    /// Moves the image by `offset` points.
    public mutating func pan(by offset: Point2D) {
        pan = clamped(pan + offset)
    }

    /// Fits the whole image in the view, centred (turns, mirrors and inversion stay).
    public mutating func fit() {
        chosenScale = nil
        pan = Point2D(0, 0)
    }

    /// Shows the image at `scale` view points per millimetre, turned and mirrored as `orientation`, with image
    /// point `centre` at the view's centre (as near as the pan's limits allow): another view's zoom and turns over
    /// the same anatomy.
    public mutating func show(scale: Double, orientation: ViewOrientation, centredOn centre: Point2D) {
        guard scale.isFinite, scale > 0 else { return }
        self.orientation = orientation
        chosenScale = min(max(scale, fittingScale / 4), Self.maximumPointsPerPixel / pixelSpacing.column)
        let fromCentre = Point2D((centre.x - imageSize.width / 2) * pixelSpacing.column, (centre.y - imageSize.height / 2) * pixelSpacing.row)
        pan = clamped(orientation.onScreen(fromCentre) * (-self.scale))
    }

    /// Fits the image to the view, turned and mirrored as `orientation`.
    public mutating func fit(orientation: ViewOrientation) {
        self.orientation = orientation
        fit()
    }

    /// Back to the image as stored: fitted, upright, not inverted.
    public mutating func reset() {
        fit()
        orientation = .upright
        isInverted = false
    }

    /// Turns the image a quarter clockwise, about the view's centre.
    public mutating func rotateClockwise() { turn(orientation.rotatedClockwise()) { Point2D(-$0.y, $0.x) } }

    /// Turns the image a quarter counterclockwise, about the view's centre.
    public mutating func rotateCounterclockwise() { turn(orientation.rotatedCounterclockwise()) { Point2D($0.y, -$0.x) } }

    /// Mirrors the image left to right, about the view's centre.
    public mutating func flipHorizontally() { turn(orientation.flippedHorizontally()) { Point2D(-$0.x, $0.y) } }

    /// Mirrors the image top to bottom, about the view's centre.
    public mutating func flipVertically() { turn(orientation.flippedVertically()) { Point2D($0.x, -$0.y) } }

    /// The letters at the view's edges for an image whose own edges read `markers`.
    public func markers(for markers: OrientationMarkers) -> OrientationMarkers {
        orientation.markers(for: markers)
    }

    /// The scale bar for the view: at most `fraction` of its width.
    public func scaleBar(fraction: Double = 0.25) -> ScaleBar? {
        ScaleBar(pointsPerMillimetre: scale, maximumPoints: viewSize.width * fraction)
    }

    private mutating func turn(_ new: ViewOrientation, movingPan: (Point2D) -> Point2D) {
        orientation = new
        pan = clamped(movingPan(pan))
    }

    /// `offset` kept so that a quarter of the image (of the view, if that is smaller) stays in sight across
    /// and down.
    private func clamped(_ offset: Point2D) -> Point2D {
        let shown = shownSize
        func limit(_ image: Double, _ view: Double) -> Double {
            max(0, (image + view) / 2 - min(image, view) / 4)
        }
        let x = limit(shown.width * scale, viewSize.width), y = limit(shown.height * scale, viewSize.height)
        return Point2D(min(max(offset.x, -x), x), min(max(offset.y, -y), y))
    }
}
