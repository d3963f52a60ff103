/// A region of a section's pixels, in the section's pixel coordinates: the centre of pixel (column, row)
/// is at (column, row), x to the right and y down. A pixel belongs to the region when its centre does.
public protocol SectionRegion: Sendable {
    /// The smallest box that holds the region: its least and greatest x and y (it may reach past the
    /// section's edges); nil when the region is no finite shape (a coordinate is infinite or not a number).
    var bounds: (x: ClosedRange<Double>, y: ClosedRange<Double>)? { get }
    /// Whether the point (`x`, `y`) lies in the region.
    func contains(x: Double, y: Double) -> Bool
    /// The columns among `columns` whose pixel centres in row `y` lie in the region, in order (by default,
    /// each tested with `contains`).
    func columns(in columns: ClosedRange<Int>, ofRow y: Double) -> [Int]
}

extension SectionRegion {
    public func columns(in columns: ClosedRange<Int>, ofRow y: Double) -> [Int] {
        columns.filter { contains(x: Double($0), y: y) }
    }

    /// The box from (`minimumX`, `minimumY`) to (`maximumX`, `maximumY`); nil unless all four are finite.
    static func box(_ minimumX: Double, _ minimumY: Double, _ maximumX: Double, _ maximumY: Double)
        -> (x: ClosedRange<Double>, y: ClosedRange<Double>)?
    {
        guard [minimumX, minimumY, maximumX, maximumY].allSatisfy(\.isFinite), minimumX <= maximumX, minimumY <= maximumY
        else { return nil }
        return (minimumX...maximumX, minimumY...maximumY)
    }
}
