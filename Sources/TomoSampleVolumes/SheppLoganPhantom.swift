import Foundation
import TomoCore
import TomoVolume

/// The 3D modified Shepp–Logan head phantom mapped to Hounsfield units, generated slice by slice on
/// demand (deterministic, any size).
///
/// Normalised coordinates span [-1, 1]³ from the first to the last pixel (or slice) centre: column `c`
/// lies at `x = -1 + 2 * c / (columns - 1)`, row `r` at `y = 1 - 2 * r / (rows - 1)` (row 0 is the top,
/// y = +1) and slice `k` at `z = -1 + 2 * k / (slices - 1)`; a size of 1 samples 0. The field of view
/// is 240 mm, so pixel spacing is 240 / columns by 240 / rows and slice spacing 240 / slices.
/// Stored values are `hu + 1024` rounded (rescale slope 1, intercept -1024); the default window is brain.
public struct SheppLoganPhantom: Volume {
    public let key: String
    public let title: String
    public let modality = "CT"
    public let geometry: VolumeGeometry
    public let rescale = Rescale(slope: 1, intercept: -1024)
    public let defaultWindow = WindowPreset.brain.window

    /// A phantom sampled on `columns × rows × slices` voxels; every size must be positive.
    public init(columns: Int = 256, rows: Int = 256, slices: Int = 128) {
        precondition(columns > 0 && rows > 0 && slices > 0, "phantom sizes must be positive")
        key = "phantom-\(columns)x\(rows)x\(slices)"
        title = "Shepp–Logan head phantom (\(columns)×\(rows)×\(slices))"
        geometry = VolumeGeometry(
            columns: columns, rows: rows, sliceCount: slices,
            pixelSpacing: PixelSpacing(row: 240 / Double(rows), column: 240 / Double(columns)),
            sliceSpacing: 240 / Double(slices))
    }

    public func slice(at index: Int) throws(VolumeError) -> [UInt16] {
        let (columns, rows) = (geometry.columns, geometry.rows)
        guard index >= 0, index < geometry.sliceCount else {
            throw .sliceOutOfRange(index: index, count: geometry.sliceCount)
        }
        let z = Self.ascending(index, count: geometry.sliceCount)
        var tenths = [Int](repeating: 0, count: columns * rows)
        var insideHead = [Bool](repeating: false, count: columns * rows)
        for (number, ellipsoid) in PhantomEllipsoid.modifiedSheppLogan.enumerated() {
            guard (ellipsoid.lowerBound.z...ellipsoid.upperBound.z).contains(z),
                let columnRange = Self.indices(
                    (ellipsoid.lowerBound.x + 1) / 2, (ellipsoid.upperBound.x + 1) / 2, count: columns),
                let rowRange = Self.indices(
                    (1 - ellipsoid.upperBound.y) / 2, (1 - ellipsoid.lowerBound.y) / 2, count: rows)
            else { continue }
            for row in rowRange {
                let y = Self.descending(row, count: rows)
                for column in columnRange where ellipsoid.contains(x: Self.ascending(column, count: columns), y: y, z: z) {
                    tenths[row * columns + column] += ellipsoid.intensityTenths
                    if number == 0 { insideHead[row * columns + column] = true }
                }
            }
        }
        return (0 ..< columns * rows).map { pixel in
            UInt16((Self.hounsfieldUnits(tenths: tenths[pixel], insideHead: insideHead[pixel]) + 1024).rounded())
        }
    }

    /// The phantom's value in Hounsfield units at normalised coordinates (x, y, z) in [-1, 1]³.
    ///
    /// Outside the outer ellipsoid (the skull's outer surface) it is air, -1000. Inside, the summed
    /// ellipsoid intensities `v` map piecewise-linearly through (0, +5 CSF/ventricles), (0.2, +35 brain),
    /// (0.3, +60) and (1.0, +1000 skull bone), clamped at both ends.
    public static func hounsfieldUnits(x: Double, y: Double, z: Double) -> Double {
        var tenths = 0
        var insideHead = false
        for (number, ellipsoid) in PhantomEllipsoid.modifiedSheppLogan.enumerated()
        where ellipsoid.contains(x: x, y: y, z: z) {
            tenths += ellipsoid.intensityTenths
            if number == 0 { insideHead = true }
        }
        return hounsfieldUnits(tenths: tenths, insideHead: insideHead)
    }

    /// (intensity, HU) knots of the intensity → Hounsfield map, intensity in tenths.
    private static let knots: [(tenths: Double, hu: Double)] = [(0, 5), (2, 35), (3, 60), (10, 1000)]

    private static func hounsfieldUnits(tenths: Int, insideHead: Bool) -> Double {
        guard insideHead else { return -1000 }
        let v = Double(tenths)
        guard let upper = knots.firstIndex(where: { v < $0.tenths }) else { return knots[knots.count - 1].hu }
        guard upper > 0 else { return knots[0].hu }
        let (a, b) = (knots[upper - 1], knots[upper])
        return a.hu + (v - a.tenths) / (b.tenths - a.tenths) * (b.hu - a.hu)
    }

    /// -1 + 2 i / (count - 1): column x and slice z (0 when count is 1).
    private static func ascending(_ index: Int, count: Int) -> Double {
        count > 1 ? -1 + 2 * Double(index) / Double(count - 1) : 0
    }

    /// 1 - 2 i / (count - 1): row y, top row first (0 when count is 1).
    private static func descending(_ index: Int, count: Int) -> Double {
        count > 1 ? 1 - 2 * Double(index) / Double(count - 1) : 0
    }

    /// The indices whose fraction `i / (count - 1)` may fall in `low...high` (a conservative range,
    /// clamped to the grid), or `nil` if none can.
    private static func indices(_ low: Double, _ high: Double, count: Int) -> ClosedRange<Int>? {
        let scale = Double(count - 1)
        let first = max(0, Int((low * scale).rounded(.down)))
        let last = min(count - 1, Int((high * scale).rounded(.up)))
        return first <= last ? first...last : nil
    }
}
