/// The rectangle a section's image covers in patient space (mm), from the outer corner of its first pixel to that
/// of its last: what reference lines are cut from. A point of it is `corner + across · u + down · v`, with u and
/// v from 0 to 1 (0 to the image's width and height in image points, a pixel's centre at + 0.5).
public struct SectionRectangle: Sendable, Hashable {
    /// The image's top left corner.
    public var corner: Vector3
    /// From the top left corner to the top right one.
    public var across: Vector3
    /// From the top left corner to the bottom left one.
    public var down: Vector3

    /// The rectangle from `corner`, `across` and `down`.
    public init(corner: Vector3, across: Vector3, down: Vector3) {
        self.corner = corner
        self.across = across
        self.down = down
    }

    /// The same rectangle moved by `offset` (mm).
    public func translated(by offset: Vector3) -> SectionRectangle {
        SectionRectangle(corner: corner + offset, across: across, down: down)
    }

    /// Where `other`'s plane cuts this rectangle within `other` itself: the segment, as (u, v) fractions of this
    /// rectangle at each end (ordered along `other`'s plane's line), of the points of this rectangle that lie in
    /// `other`'s plane and inside `other`. Both rectangles are widened by `tolerance` mm, so that a plane through
    /// an edge or a corner, or off it by a rounding error, still cuts (the ends then lie up to `tolerance` past
    /// the edges). Nil where the planes are parallel (within 10⁻⁹ of the cosine) or the cut misses either one.
    public func cut(by other: SectionRectangle, tolerance: Double = 0.01) -> (start: (u: Double, v: Double), end: (u: Double, v: Double))? {
        let normal = other.across.cross(other.down)
        guard normal.length > 0, across.length > 0, down.length > 0 else { return nil }
        let unit = normal.normalized
        // The plane, over this rectangle: c + u·g.u + v·g.v = 0 (mm off `other`'s plane).
        let g = (u: unit.dot(across), v: unit.dot(down))
        guard abs(g.u) > 1e-9 * across.length || abs(g.v) > 1e-9 * down.length else { return nil }
        let c = unit.dot(corner - other.corner)
        let squared = g.u * g.u + g.v * g.v
        // The line: the point of it nearest (0, 0) in (u, v), and its direction.
        let base = (u: -c * g.u / squared, v: -c * g.v / squared), direction = (u: -g.v, v: g.u)
        var low = -Double.infinity, high = Double.infinity
        /// Keeps the t at which `start + t · step` lies in `range`; false where none does.
        func clip(_ start: Double, _ step: Double, _ range: ClosedRange<Double>) -> Bool {
            guard abs(step) > 1e-12 else { return range.contains(start) }
            let (one, two) = ((range.lowerBound - start) / step, (range.upperBound - start) / step)
            low = max(low, min(one, two))
            high = min(high, max(one, two))
            return low <= high
        }
        /// 0…1 widened by `tolerance` along a side `length` mm long.
        func widened(_ length: Double) -> ClosedRange<Double> { -tolerance / length...(1 + tolerance / length) }
        // Within this rectangle.
        guard clip(base.u, direction.u, widened(across.length)), clip(base.v, direction.v, widened(down.length)) else { return nil }
        // Within `other`: its own (u, v) along the line, each linear in t.
        let origin = corner + across * base.u + down * base.v - other.corner
        let step = across * direction.u + down * direction.v
        for side in [other.across, other.down] {
            let squaredSide = side.dot(side)
            guard clip(origin.dot(side) / squaredSide, step.dot(side) / squaredSide, widened(side.length))
            else { return nil }
        }
        func point(_ t: Double) -> (u: Double, v: Double) { (base.u + t * direction.u, base.v + t * direction.v) }
        return (point(low), point(high))
    }
}

extension SectionPlane {
    /// The rectangle its image covers in `geometry`'s patient space.
    public func rectangle(in geometry: VolumeGeometry) -> SectionRectangle {
        let (columns, rows) = size(in: geometry)
        let corner = position(column: -0.5, row: -0.5, in: geometry)
        return SectionRectangle(
            corner: corner, across: position(column: Double(columns) - 0.5, row: -0.5, in: geometry) - corner,
            down: position(column: -0.5, row: Double(rows) - 0.5, in: geometry) - corner)
    }
}
