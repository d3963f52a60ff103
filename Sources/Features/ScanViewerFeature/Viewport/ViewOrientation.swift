import TomoVolume

/// How an image's axes lie on screen after quarter turns and mirrorings: a 2 × 2 matrix of -1, 0 and 1
/// taking a direction in the image (x right, y down) to one on screen. Turns and flips are applied on screen,
/// in the order they are made, so a flip after a turn mirrors what the reader sees.
public struct ViewOrientation: Sendable, Hashable {
    // Screen x = a·x + b·y, screen y = c·x + d·y.
    private var a = 1, b = 0, c = 0, d = 1

    /// As stored: no turn, no mirror.
    public static let upright = ViewOrientation()

    public init() {}

    private init(_ a: Int, _ b: Int, _ c: Int, _ d: Int) {
        (self.a, self.b, self.c, self.d) = (a, b, c, d)
    }

    /// Turned a quarter clockwise on screen.
    public func rotatedClockwise() -> ViewOrientation { ViewOrientation(-c, -d, a, b) }

    /// Turned a quarter counterclockwise on screen.
    public func rotatedCounterclockwise() -> ViewOrientation { ViewOrientation(c, d, -a, -b) }

    /// Mirrored left to right on screen.
    public func flippedHorizontally() -> ViewOrientation { ViewOrientation(-a, -b, c, d) }

    /// Mirrored top to bottom on screen.
    public func flippedVertically() -> ViewOrientation { ViewOrientation(a, b, -c, -d) }

    /// Whether the image's width lies vertically on screen (an odd number of quarter turns).
    public var swapsAxes: Bool { a == 0 }

    /// The screen direction of image direction `vector`.
    public func onScreen(_ vector: Point2D) -> Point2D {
        Point2D(Double(a) * vector.x + Double(b) * vector.y, Double(c) * vector.x + Double(d) * vector.y)
    }

    /// The image direction shown in screen direction `vector` (the inverse: the matrix is orthogonal).
    public func inImage(_ vector: Point2D) -> Point2D {
        Point2D(Double(a) * vector.x + Double(c) * vector.y, Double(b) * vector.x + Double(d) * vector.y)
    }

    /// The letters at the screen's edges for an image whose own edges read `markers`.
    public func markers(for markers: OrientationMarkers) -> OrientationMarkers {
        func letters(towards screen: Point2D) -> String {
            let image = inImage(screen)
            if image.x > 0 { return markers.right }
            if image.x < 0 { return markers.left }
            return image.y > 0 ? markers.bottom : markers.top
        }
        return OrientationMarkers(
            top: letters(towards: Point2D(0, -1)), bottom: letters(towards: Point2D(0, 1)),
            left: letters(towards: Point2D(-1, 0)), right: letters(towards: Point2D(1, 0)))
    }
}
