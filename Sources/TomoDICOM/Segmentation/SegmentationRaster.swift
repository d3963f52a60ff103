import TomoCore
import TomoVolume

/// A segmentation placed on a volume's grid, slice by slice: which voxels each segment covers. A voxel counts
/// where its centre, taken to the segment's frame nearest it along their normal (within half the frames'
/// spacing), falls on a pixel of that frame inside the segment — 1 in a BINARY frame, at least half
/// `maximumFractionalValue` in a FRACTIONAL one, the segment's number in a label map's (nearest-neighbour
/// placement, whatever the two grids: another spacing, extent or orientation). Frames whose pixels are the
/// volume's voxels (the usual SEG, made on its CT) are copied; others are sampled voxel by voxel, only within
/// their extent. Asked to (`interpolatesFractions`, for drawing), a FRACTIONAL one on another grid is sampled
/// trilinearly instead: its fractions interpolated between the two frames about the voxel's centre (bilinearly in
/// each) and the voxel counted where that reaches half the maximum. A frame is decoded when a slice first needs
/// it and forgotten when the next slice does not: a segmentation's frames stay packed in its file.
public struct SegmentationRaster: SegmentVoxels {
    /// A frame decoded: its values, or (a BINARY frame's, native) its bits, packed.
    enum Decoded: Sendable {
        case words([UInt16])
        case bits(PackedBits)
    }

    /// The frames holding one segment (or, for a label map, every segment), on parallel planes.
    struct Stack: Sendable {
        /// The segment its frames are masks of; nil for a label map's frames, which hold every segment.
        var segment: Int?
        var frames: [DICOMSegmentation.Frame]
        /// Each frame's depth along the normal, ascending, and the usual step between them.
        var depths: [Double]
        var spacing: Double
        var orientation: ImageOrientation
        var pixelSpacing: PixelSpacing
        /// The volume's voxels within the frames' extent.
        var columns: ClosedRange<Int>
        var rows: ClosedRange<Int>
        var slices: ClosedRange<Int>
        /// Where the frames' pixels are the volume's voxels: each slice's frame (its place in `frames`), and the
        /// voxel of each frame's first pixel.
        var aligned: (frameOfSlice: [Int: Int], columnOffset: [Int], rowOffset: [Int])?

        /// The place of the first frame at `depth` or past it along the normal (`frames.count` past them all).
        func firstFrame(atOrPast depth: Double) -> Int {
            var low = 0, high = depths.count
            while low < high {
                let middle = (low + high) / 2
                if depths[middle] < depth { low = middle + 1 } else { high = middle }
            }
            return low
        }
    }

    /// The segmentation placed.
    public let segmentation: DICOMSegmentation
    /// The grid it is placed on.
    public let geometry: VolumeGeometry
    private let file: SegmentationFile
    private let pixels: ImagePixelDescription
    private let stacks: [Stack]
    /// The segments asked for.
    private let wanted: Set<Int>
    /// Whether a FRACTIONAL segmentation's frames off the volume's voxels are sampled trilinearly.
    public let interpolatesFractions: Bool

    /// `segmentation` (read from `file`) on `geometry`, for the segments numbered `segments` (nil: all).
    /// - Throws: `DICOMError` where its pixels cannot be described.
    public init(_ segmentation: DICOMSegmentation, in file: DICOMFile, on geometry: VolumeGeometry, segments: Set<Int>? = nil) throws(DICOMError) {
        try self.init(segmentation, in: SegmentationFile(file), on: geometry, segments: segments)
    }

    /// `segmentation` (read from `file`'s header) on `geometry`, its frames read from `file` as slices need them,
    /// for the segments numbered `segments` (nil: all); a FRACTIONAL one's frames off the volume's voxels sampled
    /// trilinearly where `interpolatesFractions`, else by nearest neighbour.
    /// - Throws: `DICOMError` where its pixels cannot be described.
    public init(
        _ segmentation: DICOMSegmentation, in file: SegmentationFile, on geometry: VolumeGeometry, segments: Set<Int>? = nil,
        interpolatesFractions: Bool = false
    ) throws(DICOMError) {
        self.segmentation = segmentation
        self.geometry = geometry
        self.file = file
        self.interpolatesFractions = interpolatesFractions
        pixels = try ImagePixelDescription(file.header.dataSet)
        let wanted = segments ?? Set(segmentation.segments.map(\.number))
        self.wanted = wanted
        let framesOfSegment = Dictionary(grouping: segmentation.frames) { $0.segment }
        let groups: [(Int?, [DICOMSegmentation.Frame])] = segmentation.kind == .labelMap
            ? [(nil, segmentation.frames)]
            : segmentation.segments.map(\.number).filter(wanted.contains).map { ($0, framesOfSegment[$0] ?? []) }
        stacks = groups.compactMap { segment, frames in
            Self.stack(of: frames, segment: segment, rows: segmentation.rows, columns: segmentation.columns, on: geometry)
        }
    }

    /// Whether every frame lies on the volume's voxels (then nearest and trilinear sampling agree).
    public var isAligned: Bool {
        stacks.allSatisfy { $0.aligned != nil }
    }

    /// The slices any wanted segment may cover, ascending.
    public var slices: [Int] {
        Set(stacks.flatMap { Array($0.slices) }).sorted()
    }

    /// Calls `body` with each slice among `slices` any wanted segment may cover, ascending, and the voxels each
    /// segment covers there (by number: a native BINARY frame whose pixels are the slice's first voxels as its
    /// bits, packed, whether or not any is set; other voxels as indices within the slice, `row × columns + column`,
    /// ascending, segments covering none left out). A frame that cannot be read (past the end of a file cut short,
    /// undecodable) covers nothing and is named in what it returns, each once: "frame 12 (segment 3): …: left out".
    /// - Throws: what `body` throws.
    @discardableResult
    public func forEachCoveredSlice(in slices: Range<Int>, _ body: (_ slice: Int, _ covers: [Int: SliceCover]) throws -> Void) rethrows -> [String] {
        var decoded: [Int: Decoded] = [:]
        var unreadable: [Int: String] = [:]
        for slice in self.slices where slices.contains(slice) {
            var used: [Int: Decoded] = [:]
            var covered: [Int: [Int]] = [:], packed: [Int: PackedBits] = [:]
            for stack in stacks where stack.slices.contains(slice) {
                voxels(of: stack, inSlice: slice, decoded: &decoded, used: &used, unreadable: &unreadable, into: &covered, packed: &packed)
            }
            decoded = used
            // A segment's frames are one stack, placed one way: packed or listed, never both.
            var covers = covered.mapValues(SliceCover.indices)
            for (number, bits) in packed { covers[number] = .bits(bits) }
            if !covers.isEmpty { try body(slice, covers) }
        }
        return unreadable.sorted { $0.key < $1.key }.map { index, reason in
            let segment = segmentation.frames.first { $0.index == index }?.segment.map { " (segment \($0))" } ?? ""
            return "frame \(index + 1)\(segment) cannot be read (\(reason)): left out"
        }
    }

    /// Adds the voxels of slice `slice` that `stack`'s segments cover to `covered`, or (a BINARY frame whose
    /// pixels are the slice's first voxels, its segment's first there) its bits to `packed`, decoding the frames it
    /// needs (keeping them in `used`, taking those `decoded` holds); a frame that cannot be decoded is named in
    /// `unreadable` and covers nothing.
    private func voxels(
        of stack: Stack, inSlice slice: Int, decoded: inout [Int: Decoded], used: inout [Int: Decoded], unreadable: inout [Int: String],
        into covered: inout [Int: [Int]], packed: inout [Int: PackedBits]
    ) {
        let (columns, width) = (segmentation.columns, geometry.columns)
        func decode(_ place: Int, asBits: Bool) -> Decoded {
            let index = stack.frames[place].index
            if let known = used[index] ?? decoded[index] {
                used[index] = known
                return known
            }
            var made = Decoded.bits(.empty)
            do throws(DICOMError) {
                if asBits, let bits = try file.packedBits(ofFrame: index, pixels: pixels) {
                    made = .bits(bits)
                } else {
                    let words = try file.storedWords(frame: index, pixels: pixels)
                    guard words.count == columns * segmentation.rows else {
                        throw .invalidValue(tag: .pixelData, reason: "it holds \(words.count) pixels, not \(columns) × \(segmentation.rows)")
                    }
                    made = .words(words)
                }
            } catch {
                unreadable[index] = "\(error)"
            }
            used[index] = made
            return made
        }
        func values(_ place: Int) -> [UInt16] {
            switch decode(place, asBits: false) {
            case .words(let words): return words
            case .bits(let bits):
                var words = [UInt16](repeating: 0, count: columns * segmentation.rows)
                for pixel in bits.setOffsets { words[pixel] = 1 }
                return words
            }
        }
        let threshold = UInt16(min(Double(UInt16.max), (Double(segmentation.maximumFractionalValue) / 2).rounded(.up)))
        func add(_ value: UInt16, at voxel: Int) {
            switch segmentation.kind {
            case .binary where value != 0, .fractional where value >= threshold: covered[stack.segment!, default: []].append(voxel)
            case .labelMap where value != 0 && wanted.contains(Int(value)): covered[Int(value), default: []].append(voxel)
            default: break
            }
        }
        if let aligned = stack.aligned {
            guard let place = aligned.frameOfSlice[slice] else { return }
            let (columnOffset, rowOffset) = (aligned.columnOffset[place], aligned.rowOffset[place])
            if segmentation.kind == .binary, case .bits(let bits) = decode(place, asBits: true) {
                // A BINARY frame's bits, as they are where the frame is the slice's first rows, whole (a SEG made on
                // its CT); else its set pixels, moved to their voxels.
                let segment = stack.segment!
                if columnOffset == 0, rowOffset == 0, columns == width, segmentation.rows <= geometry.rows {
                    packed[segment] = bits
                    return
                }
                let set = bits.setOffsets
                var found: [Int] = []
                found.reserveCapacity(set.count)
                for pixel in set {
                    let row = pixel / columns + rowOffset, column = pixel % columns + columnOffset
                    if row >= 0, row < geometry.rows, column >= 0, column < width { found.append(row * width + column) }
                }
                if !found.isEmpty { Self.add(found, to: &covered, as: segment) }
                return
            }
            let words = values(place)
            let firstColumn = max(0, -columnOffset), endColumn = min(columns, width - columnOffset)
            guard firstColumn < endColumn else { return }
            for row in stride(from: max(0, -rowOffset), to: min(segmentation.rows, geometry.rows - rowOffset), by: 1) {
                let start = row * columns, target = (row + rowOffset) * width + columnOffset
                for column in firstColumn..<endColumn {
                    add(words[start + column], at: target + column)
                }
            }
            return
        }
        // Sampled: position, depth and frame coordinates are affine in the voxel's column and row.
        let origin = geometry.position(column: 0, row: 0, slice: Double(slice))
        let alongColumn = geometry.position(column: 1, row: 0, slice: Double(slice)) - origin
        let alongRow = geometry.position(column: 0, row: 1, slice: Double(slice)) - origin
        let (normal, rowDirection, columnDirection) = (stack.orientation.normal, stack.orientation.row, stack.orientation.column)
        let frameX = stack.frames.map { $0.position!.dot(rowDirection) }, frameY = stack.frames.map { $0.position!.dot(columnDirection) }
        let depths = stack.depths, reach = stack.spacing / 2 + 1e-6
        let (spacingX, spacingY) = (stack.pixelSpacing.column, stack.pixelSpacing.row)
        if interpolatesFractions, segmentation.kind == .fractional {
            sampleTrilinearly(
                stack, origin: origin, alongColumn: alongColumn, alongRow: alongRow, values: values, into: &covered)
            return
        }
        var lastPlace = -1, lastWords: [UInt16] = []
        for row in stack.rows {
            let rowStart = origin + alongRow * Double(row)
            for column in stack.columns {
                let centre = rowStart + alongColumn * Double(column)
                let depth = centre.dot(normal)
                let low = stack.firstFrame(atOrPast: depth)
                var nearest = low < depths.count ? low : depths.count - 1
                if low > 0, low == depths.count || depth - depths[low - 1] <= depths[low] - depth { nearest = low - 1 }
                guard abs(depths[nearest] - depth) <= reach else { continue }
                let x = ((centre.dot(rowDirection) - frameX[nearest]) / spacingX).rounded()
                let y = ((centre.dot(columnDirection) - frameY[nearest]) / spacingY).rounded()
                guard x >= 0, y >= 0, x < Double(columns), y < Double(segmentation.rows) else { continue }
                if nearest != lastPlace {
                    lastWords = values(nearest)
                    lastPlace = nearest
                }
                add(lastWords[Int(y) * columns + Int(x)], at: row * width + column)
            }
        }
    }

    /// Adds the voxels of the slice whose first voxel's centre is `origin` (the next column's `alongColumn` on,
    /// the next row's `alongRow`) where `stack`'s fractions, interpolated trilinearly, reach half the maximum: between
    /// the two frames about the voxel along their normal (where they are neighbours; the nearest alone within half a
    /// spacing of the stack's ends or a gap), bilinearly in each, a pixel's value reaching to the frame's edge.
    private func sampleTrilinearly(
        _ stack: Stack, origin: Vector3, alongColumn: Vector3, alongRow: Vector3, values: (Int) -> [UInt16], into covered: inout [Int: [Int]]
    ) {
        let (normal, rowDirection, columnDirection) = (stack.orientation.normal, stack.orientation.row, stack.orientation.column)
        let frameX = stack.frames.map { $0.position!.dot(rowDirection) }, frameY = stack.frames.map { $0.position!.dot(columnDirection) }
        let depths = stack.depths, reach = stack.spacing / 2 + 1e-6
        let (columns, rows) = (segmentation.columns, segmentation.rows)
        let half = Double(segmentation.maximumFractionalValue) / 2
        var cache: [(place: Int, words: [UInt16])] = []
        func frame(_ place: Int) -> [UInt16] {
            if let known = cache.first(where: { $0.place == place }) { return known.words }
            let words = values(place)
            cache = [(place, words)] + cache.prefix(1)
            return words
        }
        /// Frame `place`'s value at `centre`, bilinear; nil outside the frame.
        func sample(_ place: Int, at centre: Vector3) -> Double? {
            let x = (centre.dot(rowDirection) - frameX[place]) / stack.pixelSpacing.column
            let y = (centre.dot(columnDirection) - frameY[place]) / stack.pixelSpacing.row
            guard x >= -0.5, y >= -0.5, x < Double(columns) - 0.5, y < Double(rows) - 0.5 else { return nil }
            let (cx, cy) = (min(max(x, 0), Double(columns - 1)), min(max(y, 0), Double(rows - 1)))
            let (x0, y0) = (Int(cx), Int(cy))
            let (x1, y1) = (min(x0 + 1, columns - 1), min(y0 + 1, rows - 1))
            let (fx, fy) = (cx - Double(x0), cy - Double(y0))
            let words = frame(place)
            func at(_ x: Int, _ y: Int) -> Double { Double(words[y * columns + x]) }
            return (at(x0, y0) * (1 - fx) + at(x1, y0) * fx) * (1 - fy) + (at(x0, y1) * (1 - fx) + at(x1, y1) * fx) * fy
        }
        let width = geometry.columns
        for row in stack.rows {
            let rowStart = origin + alongRow * Double(row)
            for column in stack.columns {
                let centre = rowStart + alongColumn * Double(column)
                let depth = centre.dot(normal)
                let above = stack.firstFrame(atOrPast: depth)
                let value: Double?
                if above > 0, above < depths.count, depths[above] - depths[above - 1] <= stack.spacing * 1.5 {
                    let weight = (depth - depths[above - 1]) / (depths[above] - depths[above - 1])
                    let (low, high) = (sample(above - 1, at: centre), sample(above, at: centre))
                    value = low == nil && high == nil ? nil : (low ?? 0) * (1 - weight) + (high ?? 0) * weight
                } else {
                    let nearest = above == depths.count || (above > 0 && depth - depths[above - 1] <= depths[above] - depth) ? above - 1 : above
                    value = abs(depths[nearest] - depth) <= reach ? sample(nearest, at: centre) : nil
                }
                if let value, value >= half { covered[stack.segment!, default: []].append(row * width + column) }
            }
        }
    }

    /// Adds `voxels` to segment `number`'s in `covered`: taken as they are where it has none yet (one frame a
    /// slice, the usual case), else merged in order.
    private static func add(_ voxels: [Int], to covered: inout [Int: [Int]], as number: Int) {
        guard let present = covered[number] else {
            covered[number] = voxels
            return
        }
        covered[number] = Array(Set(present).union(voxels)).sorted()
    }

    /// The stack of `frames` (those of the first one's orientation, by depth) on `geometry`; nil where none is
    /// placed or none reaches the volume.
    private static func stack(
        of frames: [DICOMSegmentation.Frame], segment: Int?, rows: Int, columns: Int, on geometry: VolumeGeometry
    ) -> Stack? {
        guard let orientation = frames.first(where: { $0.position != nil })?.orientation else { return nil }
        let placed = frames.filter { $0.position != nil && $0.orientation?.isClose(to: orientation, tolerance: 1e-3) == true }
            .map { ($0, $0.position!.dot(orientation.normal)) }.sorted { $0.1 < $1.1 }
        let depths = placed.map(\.1)
        let steps = zip(depths, depths.dropFirst()).map { $1 - $0 }.filter { $0 > 1e-3 }.sorted()
        let spacing = steps.isEmpty ? geometry.sliceSpacing : steps[steps.count / 2]
        let pixelSpacing = placed.first?.0.pixelSpacing ?? PixelSpacing(row: 1, column: 1)
        // The frames' corners (and half a spacing either side) in the volume's indices: a frame's first pixel's
        // index, and each corner's step from it (the index is affine in the position).
        var corners: [SIMD3<Double>] = []
        for u in [-0.5, Double(columns) - 0.5] {
            for v in [-0.5, Double(rows) - 0.5] {
                for w in [-0.5, 0.5] {
                    let step = orientation.row * (u * pixelSpacing.column) + orientation.column * (v * pixelSpacing.row) + orientation.normal * (w * spacing)
                    corners.append(
                        SIMD3(
                            step.dot(geometry.orientation.row) / geometry.pixelSpacing.column,
                            step.dot(geometry.orientation.column) / geometry.pixelSpacing.row, step.dot(geometry.orientation.normal) / geometry.sliceSpacing))
                }
            }
        }
        var low = SIMD3(repeating: Double.infinity), high = SIMD3(repeating: -Double.infinity)
        for (frame, _) in placed {
            let index = geometry.index(of: frame.position!), first = SIMD3(index.column, index.row, index.slice)
            for corner in corners {
                low = pointwiseMin(low, first + corner)
                high = pointwiseMax(high, first + corner)
            }
        }
        let counts = geometry.dimensions
        var ranges: [ClosedRange<Int>] = []
        for axis in 0..<3 {
            guard low[axis].isFinite, high[axis].isFinite else { return nil }
            let first = max(0, Int(max(low[axis].rounded(.down), -1)))
            let last = min(counts[axis] - 1, Int(min(high[axis].rounded(.up), Double(counts[axis]))))
            guard first <= last else { return nil }
            ranges.append(first...last)
        }
        var stack = Stack(
            segment: segment, frames: placed.map(\.0), depths: depths, spacing: spacing, orientation: orientation, pixelSpacing: pixelSpacing,
            columns: ranges[0], rows: ranges[1], slices: ranges[2])
        stack.aligned = aligned(stack, on: geometry)
        return stack
    }

    /// Each slice's frame and each frame's first voxel, where `stack`'s pixels are `geometry`'s voxels: the same
    /// orientation and spacings, every frame's first pixel on a voxel's centre, one frame a slice at most.
    private static func aligned(_ stack: Stack, on geometry: VolumeGeometry) -> (frameOfSlice: [Int: Int], columnOffset: [Int], rowOffset: [Int])? {
        func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-4 * max(1, abs(b)) }
        guard stack.orientation.isClose(to: geometry.orientation, tolerance: 1e-4),
              same(stack.pixelSpacing.row, geometry.pixelSpacing.row), same(stack.pixelSpacing.column, geometry.pixelSpacing.column),
              stack.depths.count == 1 || same(stack.spacing, geometry.sliceSpacing)
        else { return nil }
        var frameOfSlice: [Int: Int] = [:], columns: [Int] = [], rows: [Int] = []
        for (place, frame) in stack.frames.enumerated() {
            let index = geometry.index(of: frame.position!)
            let exact = SIMD3(index.column, index.row, index.slice), whole = exact.rounded(.toNearestOrAwayFromZero)
            let isOnVoxel = (0..<3).allSatisfy { abs(exact[$0] - whole[$0]) < 1e-3 && abs(whole[$0]) < 1e9 }
            guard isOnVoxel, frameOfSlice[Int(whole.z)] == nil else { return nil }
            frameOfSlice[Int(whole.z)] = place
            columns.append(Int(whole.x))
            rows.append(Int(whole.y))
        }
        return (frameOfSlice, columns, rows)
    }
}
