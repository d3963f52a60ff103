import TomoCore
import TomoImaging

extension RasterCanvas {
    /// The pixels drawn in `colour`, as [x, y].
    public func pixels(in colour: RGBColour) -> Set<[Int]> {
        var found: Set<[Int]> = []
        for y in 0..<height {
            for x in 0..<width where self.colour(x: x, y: y) == colour { found.insert([x, y]) }
        }
        return found
    }
}
