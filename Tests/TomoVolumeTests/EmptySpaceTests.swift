import Testing
import TomoCore
@testable import TomoVolume

/// The clear space a ray passes over (`EmptySpace`) against its definition, and the renderer's keeping of it.
struct EmptySpaceTests {
    /// A grid of 13 × 11 × 10 bricks (the voxels never read).
    let bricks = VolumeBricks(
        geometry: VolumeGeometry(
            columns: 13 * 8, rows: 11 * 8, sliceCount: 10 * 8, pixelSpacing: PixelSpacing(row: 1, column: 1), sliceSpacing: 1,
            origin: Vector3(0, 0, 0), orientation: .axial))

    /// Marks with a few bricks that may show, scattered over the first slab of bricks (one in 20), and one in the
    /// far corner.
    func marks(seed: Int) -> [UInt8] {
        let count = bricks.columns * bricks.rows * bricks.slices, slab = bricks.columns * bricks.rows
        var marks = (0..<count).map { $0 < slab && ($0 * 7_919 + seed * 104_729) % 20 == 0 ? UInt8(0) : UInt8(EmptySpace.reach) }
        marks[0] = 0
        marks[count - 1] = 0
        return marks
    }

    /// Each clear brick's distance is the greatest-axis distance to the nearest brick that may show, at most
    /// `reach`; those that may show are 0 — worked out brick by brick here, over the whole grid.
    @Test(arguments: [1, 2, 3])
    func theDistanceIsTheGreatestAxisDistanceToABrickThatMayShow(seed: Int) {
        let marks = marks(seed: seed)
        let space = EmptySpace(marks: marks, bricks: bricks)
        let (columns, rows, slices) = (bricks.columns, bricks.rows, bricks.slices)
        let showing = marks.indices.filter { marks[$0] == 0 }.map { ($0 % columns, $0 / columns % rows, $0 / (columns * rows)) }
        var expected = [UInt8]()
        for z in 0..<slices {
            for y in 0..<rows {
                for x in 0..<columns {
                    let nearest = showing.map { max(abs($0.0 - x), abs($0.1 - y), abs($0.2 - z)) }.min() ?? EmptySpace.reach
                    expected.append(UInt8(min(nearest, EmptySpace.reach)))
                }
            }
        }
        #expect(space.distance == expected)
        #expect(Set(expected).count == EmptySpace.reach + 1, "every distance from 0 to reach occurs")
    }

    /// The renderer keeps the spaces it was last asked for: the same marks give the kept one back, other marks a
    /// space of their own; the oldest goes once more are kept than the cache holds.
    @Test func theCacheGivesTheSpaceOfTheMarksAskedFor() {
        let cache = EmptySpaceCache()
        let first = cache.space(bricks) { low, high in low == .min && high == .max }
        #expect(first.distance.allSatisfy { $0 == EmptySpace.reach }, "unbuilt bricks read as holding anything: all clear by this rule")
        let second = cache.space(bricks) { _, _ in false }
        #expect(second.distance.allSatisfy { $0 == 0 })
        #expect(cache.space(bricks) { low, _ in low == .min }.distance == first.distance)
        #expect(cache.space(bricks) { _, high in high < .max }.distance == second.distance)
    }
}
