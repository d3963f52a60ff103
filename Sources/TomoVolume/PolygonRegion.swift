/// The pixels inside a closed polygon, by the even–odd rule: what a freehand ROI holds. A pixel's centre
/// is inside when a ray from it to the right crosses the polygon's edges an odd number of times (W. Randolph
/// Franklin's PNPOLY test: an edge counts when one end lies above the centre's row and the other not, so a
/// centre on an edge may fall either side). A polygon with no area (fewer than three points, or all on one
/// line) holds no pixel.
public struct PolygonRegion: SectionRegion, Hashable {
    /// Its corners in order, in pixels; the last joins the first.
    public var points: [RegionPoint]

    public init(points: [(x: Double, y: Double)]) {
        self.points = points.map { RegionPoint(x: $0.x, y: $0.y) }
    }

    public var bounds: (x: ClosedRange<Double>, y: ClosedRange<Double>)? {
        guard points.count >= 3, let minimumX = points.map(\.x).min(), let maximumX = points.map(\.x).max(),
              let minimumY = points.map(\.y).min(), let maximumY = points.map(\.y).max()
        else { return nil }
        return Self.box(minimumX, minimumY, maximumX, maximumY)
    }

    public func contains(x: Double, y: Double) -> Bool {
        crossings(ofRow: y).count { x < $0 } % 2 == 1
    }

    /// Sorts the row's crossings once, instead of testing every edge for every pixel.
    public func columns(in columns: ClosedRange<Int>, ofRow y: Double) -> [Int] {
        let crossings = crossings(ofRow: y).sorted()
        guard !crossings.isEmpty else { return [] }
        var inside: [Int] = []
        var passed = 0  // crossings at or left of the column: the column is inside when those right of it are odd
        for column in columns {
            let x = Double(column)
            while passed < crossings.count, !(x < crossings[passed]) { passed += 1 }
            if (crossings.count - passed) % 2 == 1 { inside.append(column) }
        }
        return inside
    }

    /// Where the edges that cross row `y` cross it, by PNPOLY's rule and arithmetic.
    private func crossings(ofRow y: Double) -> [Double] {
        guard points.count >= 3 else { return [] }
        var crossings: [Double] = []
        var previous = points[points.count - 1]
        for point in points {
            if (point.y > y) != (previous.y > y) {
                crossings.append((previous.x - point.x) * (y - point.y) / (previous.y - point.y) + point.x)
            }
            previous = point
        }
        return crossings
    }
}
