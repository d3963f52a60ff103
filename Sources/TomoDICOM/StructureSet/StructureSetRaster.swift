import TomoCore
import TomoVolume

/// A structure set's ROIs placed on a volume's grid, slice by slice. A closed planar contour belongs to the slice
/// whose plane lies within half a slice spacing of its own (not only at an exact match of positions); a voxel of
/// that slice is inside an ROI where its centre is inside its contours on the slice by the even-odd rule — a hole
/// drawn inside an outline is left out, a keyhole outline (one contour going in and out again) too. A point is a
/// marker: its nearest voxel and the four beside it in the slice. What cannot be placed (a contour far from every
/// slice, one that crosses slices, an open one) is named, the rest placed.
public struct StructureSetRaster: SegmentVoxels {
    /// The structure set placed.
    public let structureSet: DICOMStructureSet
    /// The grid it is placed on.
    public let geometry: VolumeGeometry
    /// Each slice's contours, by ROI: each contour its points in the slice's column and row.
    private let outlines: [Int: [Int: [[SIMD2<Double>]]]]
    /// Each slice's marked voxels, by ROI.
    private let markers: [Int: [Int: Set<Int>]]
    private let problems: [String]

    /// `structureSet`'s ROIs numbered `rois` (nil: all) on `geometry`.
    public init(_ structureSet: DICOMStructureSet, on geometry: VolumeGeometry, rois: Set<Int>? = nil) {
        self.structureSet = structureSet
        self.geometry = geometry
        var outlines: [Int: [Int: [[SIMD2<Double>]]]] = [:], markers: [Int: [Int: Set<Int>]] = [:], problems: [String] = []
        let halfSpacing = String(format: "%.2f", geometry.sliceSpacing / 2)
        for roi in structureSet.rois where rois?.contains(roi.number) ?? true {
            for (index, contour) in roi.contours.enumerated() {
                let name = "ROI \(roi.number) (\(roi.name)), contour \(index + 1)"
                let placed = contour.points.map { geometry.index(of: $0) }
                // Far beyond any volume (a point a kilometre of voxels away) is no place to fill.
                guard placed.allSatisfy({ abs($0.column) < 1e6 && abs($0.row) < 1e6 && abs($0.slice) < 1e6 }) else {
                    problems.append("\(name) lies far outside the volume: left out")
                    continue
                }
                let depths = placed.map(\.slice)
                let (low, high) = (depths.min()!, depths.max()!)
                let slice = Int(((low + high) / 2).rounded())
                guard high - low <= 0.5 + 1e-6 else {
                    problems.append("\(name) is not in one slice's plane (it crosses \(String(format: "%.1f", high - low)) slices): left out")
                    continue
                }
                guard (0..<geometry.sliceCount).contains(slice) else {
                    let position = contour.points[0].dot(geometry.orientation.normal)
                    problems.append("\(name) lies at \(String(format: "%.2f", position)) mm, with no slice within half a slice spacing (\(halfSpacing) mm): left out")
                    continue
                }
                switch contour.geometricType {
                case "CLOSED_PLANAR":
                    outlines[slice, default: [:]][roi.number, default: []].append(placed.map { SIMD2($0.column, $0.row) })
                case "POINT":
                    let (column, row) = (Int(placed[0].column.rounded()), Int(placed[0].row.rounded()))
                    for (dx, dy) in [(0, 0), (-1, 0), (1, 0), (0, -1), (0, 1)] {
                        let (x, y) = (column + dx, row + dy)
                        if x >= 0, y >= 0, x < geometry.columns, y < geometry.rows { markers[slice, default: [:]][roi.number, default: []].insert(y * geometry.columns + x) }
                    }
                default:
                    problems.append("\(name) is \(contour.geometricType), which encloses nothing: left out")
                }
            }
        }
        self.outlines = outlines
        self.markers = markers
        self.problems = problems
    }

    /// Calls `body` with each slice among `slices` an ROI covers, ascending, and the voxels each ROI covers there
    /// (by number, ascending): its contours on the slice filled by the even-odd rule, its points' markers; returns
    /// what could not be placed (anywhere), each named.
    @discardableResult
    public func forEachCoveredSlice(in slices: Range<Int>, _ body: (_ slice: Int, _ covers: [Int: SliceCover]) throws -> Void) rethrows -> [String] {
        for slice in Set(outlines.keys).union(markers.keys).sorted() where slices.contains(slice) {
            var covered: [Int: [Int]] = [:]
            for (roi, contours) in outlines[slice] ?? [:] {
                let inside = Self.evenOdd(contours, columns: geometry.columns, rows: geometry.rows)
                if !inside.isEmpty { covered[roi] = inside }
            }
            for (roi, marked) in markers[slice] ?? [:] {
                covered[roi] = Array(Set(covered[roi] ?? []).union(marked)).sorted()
            }
            if !covered.isEmpty { try body(slice, covered.mapValues(SliceCover.indices)) }
        }
        return problems
    }

    /// The voxels of a `columns` × `rows` slice whose centres lie inside `contours` by the even-odd rule (inside
    /// where a ray from the centre crosses their edges an odd number of times, all contours together), ascending:
    /// a scanline a row, the crossings at the row's centre sorted, the columns between each pair filled.
    static func evenOdd(_ contours: [[SIMD2<Double>]], columns: Int, rows: Int) -> [Int] {
        var edges: [(SIMD2<Double>, SIMD2<Double>)] = []
        for contour in contours {
            for (index, point) in contour.enumerated() { edges.append((point, contour[(index + 1) % contour.count])) }
        }
        let ys = edges.flatMap { [$0.0.y, $0.1.y] }
        guard let low = ys.min(), let high = ys.max() else { return [] }
        var inside: [Int] = []
        let (first, last) = (max(0, Int(low.rounded(.up))), min(rows - 1, Int(high.rounded(.down))))
        guard first <= last else { return [] }
        for row in first...last {
            let y = Double(row)
            var crossings: [Double] = []
            for (a, b) in edges where (a.y <= y) != (b.y <= y) {
                crossings.append(a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y))
            }
            crossings.sort()
            for pair in stride(from: 0, to: crossings.count - 1, by: 2) {
                let first = max(0, Int(crossings[pair].rounded(.up))), end = min(columns, Int(crossings[pair + 1].rounded(.up)))
                if first < end { inside += (first..<end).map { row * columns + $0 } }
            }
        }
        return inside
    }
}
