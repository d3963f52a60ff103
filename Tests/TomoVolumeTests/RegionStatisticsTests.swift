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

    /// The statistics of `values` as the type states them: population standard deviation.
    func expected(_ values: [Int], missing: Int = 0) -> RegionStatistics {
        let mean = Double(values.reduce(0, +)) / Double(values.count)
        let variance = values.map { (Double($0) - mean) * (Double($0) - mean) }.reduce(0, +) / Double(values.count)
        return RegionStatistics(
            count: values.count, missing: missing, mean: mean, standardDeviation: variance.squareRoot(),
            minimum: Int16(values.min()!), maximum: Int16(values.max()!))
    }

    func close(_ a: RegionStatistics?, _ b: RegionStatistics) -> Bool {
        guard let a else { return false }
        return a.count == b.count && a.missing == b.missing && a.minimum == b.minimum && a.maximum == b.maximum
            && abs(a.mean - b.mean) < 1e-9 && abs(a.standardDeviation - b.standardDeviation) < 1e-9
    }

    @Test func aRectangleCountsThePixelsWhoseCentresItHoldsEdgesIncluded() {
        // Columns 1...3, rows 1...2 of slice 1: HU 100 + 10r + c − 50.
        let region = RectangleRegion(corner: (3.2, 2), opposite: (0.6, 1))
        let values = [1, 2].flatMap { r in [1, 2, 3].map { c in 50 + 10 * r + c } }
        #expect(close(volume.statistics(in: region, of: .axial, at: 1), expected(values)))
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
        #expect(close(volume.statistics(in: region, of: .axial, at: 0), expected(values)))
        // Half of it past the left edge: only the pixels in the section count.
        let shifted = EllipseRegion(center: (0, 1.5), radii: (2, 1.5))
        let kept = inside.map { c, r in (c - 2, r) }.filter { $0.0 >= 0 }
        #expect(close(volume.statistics(in: shifted, of: .axial, at: 0), expected(kept.map { c, r in 10 * r + c - 50 })))
        // Wholly outside, or in a slice that is not in the volume: no figures at all, never NaN or ±∞.
        #expect(volume.statistics(in: EllipseRegion(center: (-5, -5), radii: (1, 1)), of: .axial, at: 0) == nil)
        #expect(volume.statistics(in: region, of: .axial, at: 2) == nil)
        #expect(volume.statistics(in: region, of: .axial, at: 3) == nil)
        #expect(volume.statistics(in: EllipseRegion(center: (.nan, 1), radii: (1, 1)), of: .axial, at: 0) == nil)
        #expect(volume.statistics(in: RectangleRegion(corner: (0, 0), opposite: (.infinity, 2)), of: .axial, at: 0) == nil)
        let vast = RectangleRegion(corner: (-1e300, -1e300), opposite: (1e300, 1e300))
        #expect(volume.statistics(in: vast, of: .axial, at: 0)?.count == 20, "a region past every edge holds the whole section")
    }

    @Test func aCoronalRegionReadsTheVoxelsOfEachSliceAndCountsThoseNotArrivedAsMissing() {
        // Coronal section at row 2: section row s shows slice 2 − s (head up), one row per slice.
        let region = RectangleRegion(corner: (1, 0), opposite: (2, 2))
        let arrived = [1, 2].flatMap { s in [1, 2].map { c in 100 * (2 - s) + 20 + c - 50 } }
        let statistics = volume.statistics(in: region, of: .coronal, at: 2)
        #expect(close(statistics, expected(arrived, missing: 2)))
        #expect(statistics?.isComplete == false)
        // A degenerate ellipse is its segment: the sagittal section at column 4, rows 0…3 of slice 0.
        let segment = EllipseRegion(center: (1.5, 2), radii: (1.5, 0))
        #expect(close(volume.statistics(in: segment, of: .sagittal, at: 4), expected((0..<4).map { 10 * $0 + 4 - 50 })))
    }
}
