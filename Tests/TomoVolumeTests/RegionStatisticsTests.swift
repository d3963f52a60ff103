import Foundation
import Testing
import TomoCore
import TomoVolume

/// A region's HU statistics read from the volume's voxels, checked against the values counted by hand.
struct RegionStatisticsTests {
    /// 5 × 4 pixels, 3 slices; voxel (c, r, k) holds 100·k + 10·r + c.
    let volume: CTVolume

    init() throws {
        volume = try CTVolume(geometry: VolumeGeometry(
            columns: 5, rows: 4, sliceCount: 3, pixelSpacing: PixelSpacing(row: 1, column: 1), sliceSpacing: 2,
            origin: Vector3(0, 0, 0), orientation: .axial))
        for k in 0..<2 {
            let words = (0..<4).flatMap { r in (0..<5).map { c in UInt16(100 * k + 10 * r + c) } }
            try volume.fill(slice: k, with: StoredSamples(words: words, isSigned: false), rescale: Rescale(slope: 1, intercept: -50))
        }
    }

    /// The statistics of `values` as the type states them: the sample standard deviation (n − 1).
    func expected(_ values: [Int], missing: Int = 0, partlyOutside: Bool = false) -> RegionStatistics {
        let mean = Double(values.reduce(0, +)) / Double(values.count)
        let squares = values.map { (Double($0) - mean) * (Double($0) - mean) }.reduce(0, +)
        let variance = values.count > 1 ? squares / Double(values.count - 1) : 0
        return RegionStatistics(
            count: values.count, missing: missing, mean: mean, standardDeviation: variance.squareRoot(),
            minimum: Double(values.min()!), maximum: Double(values.max()!), isPartlyOutside: partlyOutside)
    }

    func close(_ a: RegionStatistics?, _ b: RegionStatistics) -> Bool {
        guard let a else { return false }
        return a.count == b.count && a.missing == b.missing && a.minimum == b.minimum && a.maximum == b.maximum
            && abs(a.mean - b.mean) < 1e-9 && abs(a.standardDeviation - b.standardDeviation) < 1e-9
            && a.isPartlyOutside == b.isPartlyOutside
    }

    @Test func aRectangleCountsThePixelsWhoseCentresItHoldsEdgesIncluded() {
        // Columns 1...3, rows 1...2 of slice 1: HU 100 + 10r + c − 50.
        let region = RectangleRegion(corner: (3.2, 2), opposite: (0.6, 1))
        let values = [1, 2].flatMap { r in [1, 2, 3].map { c in 50 + 10 * r + c } }
        #expect(close(volume.statistics(in: region, of: .axial(1)), expected(values)))
        #expect(region.contains(x: 1, y: 2) && !region.contains(x: 0, y: 1))
    }

    @Test func anEllipseHoldsWhatItsEquationSaysAndNothingPastTheEdges() {
        // Centre (2, 1.5), radii 2 × 1.5: by ((c − 2)/2)² + ((r − 1.5)/1.5)² ≤ 1, column 2 of rows 0 and 3
        // (on the edge) and columns 1…3 of rows 1 and 2.
        let region = EllipseRegion(center: (2, 1.5), radii: (2, 1.5))
        var inside: [(Int, Int)] = []
        for r in 0..<4 { for c in 0..<5 where pow((Double(c) - 2) / 2, 2) + pow((Double(r) - 1.5) / 1.5, 2) <= 1 { inside.append((c, r)) } }
        #expect(inside.count == 8)
        let values = inside.map { c, r in 10 * r + c - 50 }
        #expect(close(volume.statistics(in: region, of: .axial(0)), expected(values)))
        // Half of it past the left edge: only the pixels in the section count.
        let shifted = EllipseRegion(center: (0, 1.5), radii: (2, 1.5))
        let kept = inside.map { c, r in (c - 2, r) }.filter { $0.0 >= 0 }
        #expect(close(volume.statistics(in: shifted, of: .axial(0)), expected(kept.map { c, r in 10 * r + c - 50 }, partlyOutside: true)))
        // Wholly outside, or in a slice that is not in the volume: no figures at all, never NaN or ±∞.
        #expect(volume.statistics(in: EllipseRegion(center: (-5, -5), radii: (1, 1)), of: .axial(0)) == nil)
        #expect(volume.statistics(in: region, of: .axial(2)) == nil)
        #expect(volume.statistics(in: region, of: .axial(3)) == nil)
        #expect(volume.statistics(in: EllipseRegion(center: (.nan, 1), radii: (1, 1)), of: .axial(0)) == nil)
        #expect(volume.statistics(in: RectangleRegion(corner: (0, 0), opposite: (.infinity, 2)), of: .axial(0)) == nil)
        let vast = RectangleRegion(corner: (-1e300, -1e300), opposite: (1e300, 1e300))
        #expect(volume.statistics(in: vast, of: .axial(0))?.count == 20, "a region past every edge holds the whole section")
        #expect(volume.statistics(in: vast, of: .axial(0))?.isPartlyOutside == true)
        // A region that reaches the outermost centres but not the image's edge is wholly inside.
        #expect(volume.statistics(in: RectangleRegion(corner: (-0.5, -0.5), opposite: (4.5, 3.5)), of: .axial(0))?.isPartlyOutside == false)
        // One pixel has a mean and no spread.
        #expect(close(volume.statistics(in: RectangleRegion(corner: (1, 1), opposite: (1, 1)), of: .axial(0)), expected([11 - 50])))
    }

    @Test func aCoronalRegionReadsTheVoxelsOfEachSliceAndCountsThoseNotArrivedAsMissing() {
        // Coronal section at row 2: section row s shows slice 2 − s (head up), one row per slice.
        let region = RectangleRegion(corner: (1, 0), opposite: (2, 2))
        let arrived = [1, 2].flatMap { s in [1, 2].map { c in 100 * (2 - s) + 20 + c - 50 } }
        let statistics = volume.statistics(in: region, of: .coronal(2))
        #expect(close(statistics, expected(arrived, missing: 2)))
        #expect(statistics?.isComplete == false)
        // An ellipse with a radius of 0 has no area: no pixel, however many centres its segment passes.
        let segment = EllipseRegion(center: (1.5, 2), radii: (1.5, 0))
        #expect(volume.statistics(in: segment, of: .sagittal(4)) == nil)
        #expect(!segment.contains(x: 1.5, y: 2))
    }

    @Test func aPolygonHoldsThePixelsTheEvenOddRuleCountsInside() {
        // A triangle with corners (0, 0), (4, 0), (0, 3). By PNPOLY's half-open rule the centres on its
        // left and top edges are in, the corner (0, 3) out: rows 0…2 hold the centres left of the
        // hypotenuse, which crosses row r at x = 4 − 4r/3.
        let triangle = PolygonRegion(points: [(0, 0), (4, 0), (0, 3)])
        let inside = [(0, 0), (1, 0), (2, 0), (3, 0), (0, 1), (1, 1), (2, 1), (0, 2), (1, 2)]
        #expect((0..<4).flatMap { r in triangle.columns(in: 0...4, ofRow: Double(r)).map { ($0, r) } }.map { "\($0)" } == inside.map { "\($0)" })
        #expect(close(volume.statistics(in: triangle, of: .axial(1)), expected(inside.map { c, r in 100 + 10 * r + c - 50 })))
        // A five-pointed star drawn in one stroke: its centre is a hole by the even–odd rule.
        let star = PolygonRegion(points: (0..<5).map { i in
            let angle = Double(i * 2 % 5) * 2 * Double.pi / 5 - Double.pi / 2
            return (x: 2 + 10 * cos(angle), y: 1.5 + 10 * sin(angle))
        })
        #expect(!star.contains(x: 2, y: 1.5) && star.contains(x: 2, y: -6))
        // No area, no pixels: collinear corners, two corners, a corner that is not a number.
        #expect(volume.statistics(in: PolygonRegion(points: [(0, 0), (2, 1), (4, 2)]), of: .axial(0)) == nil)
        #expect(volume.statistics(in: PolygonRegion(points: [(0, 0), (4, 3)]), of: .axial(0)) == nil)
        #expect(volume.statistics(in: PolygonRegion(points: [(0, 0), (.nan, 3), (4, 0)]), of: .axial(0)) == nil)
    }

    @Test func aPolygonsRowScanAgreesWithItsPointTest() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let count = Int.random(in: 3...12, using: &generator)
            let polygon = PolygonRegion(points: (0..<count).map { _ in
                // Whole and half numbers put corners and edges on pixel centres, where the rules could part.
                (x: Double(Int.random(in: -4...24, using: &generator)) / 2, y: Double(Int.random(in: -4...24, using: &generator)) / 2)
            })
            for row in -2...12 {
                let scanned = polygon.columns(in: -2...12, ofRow: Double(row))
                let tested = (-2...12).filter { polygon.contains(x: Double($0), y: Double(row)) }
                #expect(scanned == tested, "\(polygon.points) row \(row)")
            }
        }
    }
}
