extension Point2D {
    /// The distance to `other`.
    public func distance(to other: Point2D) -> Double {
        let gap = other - self
        return (gap.x * gap.x + gap.y * gap.y).squareRoot()
    }

    /// The distance to the segment from `start` to `end` (to its nearest end beyond its ends).
    public func distance(toSegmentFrom start: Point2D, to end: Point2D) -> Double {
        let line = end - start, offset = self - start
        let squared = line.x * line.x + line.y * line.y
        let along = squared > 0 ? min(max((offset.x * line.x + offset.y * line.y) / squared, 0), 1) : 0
        return distance(to: start + line * along)
    }

    /// The distance to the path through `points` (closed back to the first when `closed`); infinite for no
    /// points.
    public func distance(toPath points: [Point2D], closed: Bool) -> Double {
        guard let first = points.first else { return .infinity }
        let ends = Array(points.dropFirst()) + (closed ? [first] : [])
        return zip(points, ends).map { distance(toSegmentFrom: $0, to: $1) }.min() ?? distance(to: first)
    }
}
