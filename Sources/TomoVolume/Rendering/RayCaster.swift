import Foundation
import TomoCore

/// A volume's voxels as a ray caster reads them (in `Float`, in its index space: column, row, slice), with which
/// slices have arrived and its bricks: shared by the threads that cast rays, each reading the voxels and writing
/// its own pixels. A ray walks brick by brick: a brick it may pass over is passed over whole (with the cube of
/// clear bricks about it), the samples in any other one taken without asking again.
struct RayCaster: @unchecked Sendable {
    let voxels: UnsafePointer<Int16>
    let filled: [Bool]
    let bricks: VolumeBricks
    /// Whether every slice has arrived (no sample then asks).
    private let isWhole: Bool
    private let columns: Int, sliceStride: Int
    /// The greatest index on each axis, as a point and as indices.
    private let last: IndexPoint
    private let lastIndex: SIMD3<Int>
    /// 1 / the spacing along each index axis, in millimetres.
    private let inverseSpacing: SIMD3<Float>

    init(voxels: UnsafePointer<Int16>, filled: [Bool], bricks: VolumeBricks, geometry: VolumeGeometry) {
        self.voxels = voxels
        self.filled = filled
        self.bricks = bricks
        isWhole = !filled.contains(false)
        columns = geometry.columns
        sliceStride = geometry.columns * geometry.rows
        lastIndex = SIMD3(geometry.columns - 1, geometry.rows - 1, geometry.sliceCount - 1)
        last = IndexPoint(x: Int64(lastIndex.x) << 32, y: Int64(lastIndex.y) << 32, z: Int64(lastIndex.z) << 32)
        inverseSpacing = SIMD3(Float(1 / geometry.pixelSpacing.column), Float(1 / geometry.pixelSpacing.row), Float(1 / geometry.sliceSpacing))
    }

    /// Calls `body` with every pixel of a `width` × `height` image, in tiles of 16 × 16, their rows dealt in turn to
    /// `threads` threads; no tile is begun once `isStale` says the image is no longer wanted.
    static func forEachPixel(
        width: Int, height: Int, threads: Int, isStale: @Sendable () -> Bool, _ body: @Sendable (_ column: Int, _ row: Int) -> Void
    ) {
        let tile = 16
        let (across, down) = ((width + tile - 1) / tile, (height + tile - 1) / tile)
        let bands = max(1, min(threads, down))
        // A thread takes whole rows of tiles (every `bands`th row): tiles side by side write their pixel rows to
        // the same cache lines, which two threads would pass back and forth.
        DispatchQueue.concurrentPerform(iterations: bands) { band in
            for tileRow in stride(from: band, to: down, by: bands) {
                for tileColumn in 0..<across {
                    if isStale() { return }
                    let (left, top) = (tileColumn * tile, tileRow * tile)
                    for row in top..<min(top + tile, height) {
                        for column in left..<min(left + tile, width) { body(column, row) }
                    }
                }
            }
        }
    }

    // MARK: Walking bricks

    /// The brick (its coordinates) holding `point`, held within the voxels.
    @inline(__always)
    private func brickCoordinates(of point: IndexPoint) -> SIMD3<Int> {
        let voxel = point.held(within: last).voxel
        return SIMD3(voxel.x &>> 3, voxel.y &>> 3, voxel.z &>> 3)
    }

    @inline(__always)
    private func brickIndex(_ brick: SIMD3<Int>) -> Int {
        (brick.z &* bricks.rows &+ brick.y) &* bricks.columns &+ brick.x
    }

    /// The steps from `point` of `ray` to its first point past the cube of bricks `radius` about `brick` (at least 1).
    @inline(__always)
    private func stepsOut(of ray: Ray, from at: IndexPoint, brick: SIMD3<Int>, radius: Int) -> Int {
        let point = at.float
        // Steps to the face ahead on each axis (unrounded): ahead of the ray, the first step at or past it leaves
        // the cube; behind, the first step past it, so the next float up is rounded up (⌈t⁺⌉ = ⌊t⌋ + 1), and the
        // axes' least is rounded once.
        @inline(__always) func steps(_ axis: Int) -> Float {
            let direction = ray.direction[axis]
            if direction > 0 { return (Float((brick[axis] + radius + 1) &<< 3) - point[axis]) * ray.inverse[axis] }
            if direction < 0 { return ((Float((brick[axis] - radius) &<< 3) - point[axis]) * ray.inverse[axis]).nextUp }
            return .infinity
        }
        // Rounded up by a truncation and a comparison (`rounded(.up)` is a call to the C library without SSE4.1).
        let least = max(1, min(steps(0), steps(1), steps(2), Float(1 << 24))), whole = Int(least)
        return Float(whole) < least ? whole + 1 : whole
    }

    /// Walks `ray` brick by brick, over its gap (what is cut away) and over bricks `space` marks clear (and the
    /// cube of clear ones about them) without a call; `body` gets every other brick with its run of steps and
    /// whether `interiorSample(at:)` may sample them (`isInterior(_:)`), and says how many steps on to go on from
    /// (nil: the ray is done).
    @inline(__always)
    func walk(_ ray: Ray, skipping space: EmptySpace?, _ body: (_ brick: Int, _ steps: ClosedRange<Int>, _ isInterior: Bool) -> Int?) {
        var k = ray.steps.lowerBound
        while k <= ray.steps.upperBound {
            if let gap = ray.gap, gap.contains(k) {
                k = gap.upperBound + 1
                continue
            }
            let at = ray.point(k)
            let brick = brickCoordinates(of: at), index = brickIndex(brick)
            if let space, space.distance[index] > 0 {
                k += stepsOut(of: ray, from: at, brick: brick, radius: Int(space.distance[index]) - 1)
                continue
            }
            var end = min(ray.steps.upperBound, k + stepsOut(of: ray, from: at, brick: brick, radius: 0) - 1)
            if let gap = ray.gap, k < gap.lowerBound { end = min(end, gap.lowerBound - 1) }
            guard let next = body(index, k...end, isInterior(brick)) else { return }
            k = next
        }
    }

    /// Whether every slice has arrived and brick `brick` lies a brick or more inside the volume on every side
    /// (no voxel a sample in it reads is past a face, whatever rounding moves the sample by).
    @inline(__always)
    private func isInterior(_ brick: SIMD3<Int>) -> Bool {
        isWhole && brick.x >= 1 && brick.y >= 1 && brick.z >= 1
            && brick.x &<< 3 &+ 16 <= lastIndex.x && brick.y &<< 3 &+ 16 <= lastIndex.y && brick.z &<< 3 &+ 16 <= lastIndex.z
    }

    // MARK: Sampling

    /// `sample(at:)` in a brick `isInterior(_:)` says is inside: the same value, without holding the point within
    /// the voxels or asking which slices have arrived.
    @inline(__always)
    func interiorSample(at point: IndexPoint) -> Float {
        let voxel = point.voxel, f = point.fraction
        let base = voxels + (voxel.z &* sliceStride &+ voxel.y &* columns &+ voxel.x)
        let c0 = Float(base[0]), c1 = Float(base[1]), c2 = Float(base[columns]), c3 = Float(base[columns &+ 1])
        let near0 = c0 + (c1 - c0) * f.x, near1 = c2 + (c3 - c2) * f.x
        let near = near0 + (near1 - near0) * f.y
        let far = base + sliceStride
        let c4 = Float(far[0]), c5 = Float(far[1]), c6 = Float(far[columns]), c7 = Float(far[columns &+ 1])
        let far0 = c4 + (c5 - c4) * f.x, far1 = c6 + (c7 - c6) * f.x
        let farValue = far0 + (far1 - far0) * f.y
        return near + (farValue - near) * f.z
    }

    /// `interiorSample(at:)` at `point` and the three points after it `along` apart (a ray's next steps), the
    /// four taken side by side: each corner pair read as one 32-bit word (little-endian: the lower voxel in its low
    /// half), the same arithmetic lane by lane, so each value is what `interiorSample(at:)` gives.
    @inline(__always)
    func interiorSamples(from point: IndexPoint, along: IndexPoint) -> SIMD4<Float> {
        let (p1, p2, p3) = (point.advanced(by: along, times: 1), point.advanced(by: along, times: 2), point.advanced(by: along, times: 3))
        let offsets = (offset(of: point), offset(of: p1), offset(of: p2), offset(of: p3))
        let bits = (point.fractionBits, p1.fractionBits, p2.fractionBits, p3.fractionBits)
        let fx = SIMD4<Float>(SIMD4(bits.0.x, bits.1.x, bits.2.x, bits.3.x)) * 0x1p-24
        let fy = SIMD4<Float>(SIMD4(bits.0.y, bits.1.y, bits.2.y, bits.3.y)) * 0x1p-24
        let fz = SIMD4<Float>(SIMD4(bits.0.z, bits.1.z, bits.2.z, bits.3.z)) * 0x1p-24
        let raw = UnsafeRawPointer(voxels)
        @inline(__always) func pairs(_ shift: Int) -> (low: SIMD4<Float>, high: SIMD4<Float>) {
            let words = SIMD4(
                raw.loadUnaligned(fromByteOffset: offsets.0 &+ shift, as: Int32.self), raw.loadUnaligned(fromByteOffset: offsets.1 &+ shift, as: Int32.self),
                raw.loadUnaligned(fromByteOffset: offsets.2 &+ shift, as: Int32.self), raw.loadUnaligned(fromByteOffset: offsets.3 &+ shift, as: Int32.self))
            return (SIMD4<Float>((words &<< 16) &>> 16), SIMD4<Float>(words &>> 16))
        }
        let rowBytes = columns &* 2, sliceBytes = sliceStride &* 2
        let (c0, c1) = pairs(0), (c2, c3) = pairs(rowBytes), (c4, c5) = pairs(sliceBytes), (c6, c7) = pairs(sliceBytes &+ rowBytes)
        let near0 = c0 + (c1 - c0) * fx, near1 = c2 + (c3 - c2) * fx
        let near = near0 + (near1 - near0) * fy
        let far0 = c4 + (c5 - c4) * fx, far1 = c6 + (c7 - c6) * fx
        let far = far0 + (far1 - far0) * fy
        return near + (far - near) * fz
    }

    /// The byte offset of the voxel at or below `point` on each axis.
    @inline(__always)
    private func offset(of point: IndexPoint) -> Int {
        let voxel = point.voxel
        return (voxel.z &* sliceStride &+ voxel.y &* columns &+ voxel.x) &* 2
    }

    /// The trilinear value at `point`, each coordinate held within the voxels' centres; nil where a slice it
    /// needs has not arrived.
    @inline(__always)
    func sample(at point: IndexPoint) -> Float? {
        let held = point.held(within: last)
        let (x0, y0, z0) = held.voxel, f = held.fraction
        let dx = x0 < lastIndex.x ? 1 : 0, dy = y0 < lastIndex.y ? columns : 0, dz = z0 < lastIndex.z ? sliceStride : 0
        if !isWhole {
            guard filled[z0], f.z == 0 || dz == 0 || filled[z0 + 1] else { return nil }
        }
        let base = voxels + (z0 &* sliceStride &+ y0 &* columns &+ x0)
        let c0 = Float(base[0]), c1 = Float(base[dx]), c2 = Float(base[dy]), c3 = Float(base[dx &+ dy])
        let near0 = c0 + (c1 - c0) * f.x, near1 = c2 + (c3 - c2) * f.x
        let near = near0 + (near1 - near0) * f.y
        guard f.z != 0 else { return near }
        let c4 = Float(base[dz]), c5 = Float(base[dz &+ dx]), c6 = Float(base[dz &+ dy]), c7 = Float(base[dz &+ dx &+ dy])
        let far0 = c4 + (c5 - c4) * f.x, far1 = c6 + (c7 - c6) * f.x
        let far = far0 + (far1 - far0) * f.y
        return near + (far - near) * f.z
    }

    /// How squarely the surface at `point` faces the light: |n · l| for the gradient n of the values at the voxel
    /// nearest it (central differences, one-sided at the volume's faces, in millimetres), `light` the light's
    /// direction dotted with each index axis, over that axis's spacing; 0 where the values do not change.
    @inline(__always)
    func facing(at point: IndexPoint, light: SIMD3<Float>) -> Float {
        let (x, y, z) = point.held(within: last).nearest
        let centre = voxels + (z &* sliceStride &+ y &* columns &+ x)
        if x > 0, y > 0, z > 0, x < lastIndex.x, y < lastIndex.y, z < lastIndex.z, isWhole || (filled[z - 1] && filled[z + 1]) {
            return facing(around: centre, light: light)
        }
        let back = SIMD3<Int>(x > 0 ? 1 : 0, y > 0 ? 1 : 0, z > 0 ? 1 : 0)
        let ahead = SIMD3<Int>(x < lastIndex.x ? 1 : 0, y < lastIndex.y ? 1 : 0, z < lastIndex.z ? 1 : 0)
        var slopes = SIMD3(
            Float(centre[ahead.x]) - Float(centre[-back.x]), Float(centre[ahead.y * columns]) - Float(centre[-back.y * columns]),
            Float(centre[ahead.z * sliceStride]) - Float(centre[-back.z * sliceStride]))
        if !isWhole, !(filled[z - back.z] && filled[z + ahead.z]) { slopes.z = 0 }
        slopes /= SIMD3(Float(max(back.x + ahead.x, 1)), Float(max(back.y + ahead.y, 1)), Float(max(back.z + ahead.z, 1)))
        return facing(slopes: slopes, light: light)
    }

    /// `facing(at:light:)` at a point in a brick `isInterior(_:)` says is inside (its nearest voxel has neighbours
    /// on every side, all arrived): the same value, with nothing held or asked.
    @inline(__always)
    func interiorFacing(at point: IndexPoint, light: SIMD3<Float>) -> Float {
        let (x, y, z) = point.nearest
        return facing(around: voxels + (z &* sliceStride &+ y &* columns &+ x), light: light)
    }

    /// The facing of the central differences about the voxel at `centre` (each twice its slope: the facing is the
    /// same for slopes all scaled alike, and the differences of whole samples are whole).
    @inline(__always)
    private func facing(around centre: UnsafePointer<Int16>, light: SIMD3<Float>) -> Float {
        let differences = SIMD3(
            Int32(centre[1]) &- Int32(centre[-1]), Int32(centre[columns]) &- Int32(centre[-columns]),
            Int32(centre[sliceStride]) &- Int32(centre[-sliceStride]))
        return facing(slopes: SIMD3<Float>(differences), light: light)
    }

    /// |n · l| for the values' slopes along the index axes (`slopes`), over the gradient's length in millimetres.
    @inline(__always)
    private func facing(slopes: SIMD3<Float>, light: SIMD3<Float>) -> Float {
        let inMillimetres = slopes * inverseSpacing
        let length = (inMillimetres * inMillimetres).sum().squareRoot()
        return length > 0 ? abs((slopes * light).sum()) / length : 0
    }
}

/// A pixel's ray in a volume's index space: its point at step k is `start + k × along`; `steps` are the ones inside
/// the volume's box (and the crop box), `gap` those among them that are cut away.
struct Ray {
    let start: IndexPoint, along: IndexPoint
    /// `along` in `Float`, and 1 / it on each axis (for the steps to a brick's faces).
    let direction: SIMD3<Float>, inverse: SIMD3<Float>
    let steps: ClosedRange<Int>
    var gap: ClosedRange<Int>?
    /// Whether a step is at most two voxels along every axis (three steps past a brick stay within the brick
    /// about it, which an interior brick has on every side).
    var isShort: Bool { abs(direction.x) <= 2 && abs(direction.y) <= 2 && abs(direction.z) <= 2 }

    /// The ray's point at step `k`.
    @inline(__always)
    func point(_ k: Int) -> IndexPoint {
        start.advanced(by: along, times: k)
    }
}

/// The rays of a camera's image through a volume, in its index space (column, row, slice), which is affine in
/// patient space: each pixel's ray a start on the image's plane and one sample's step.
struct CameraRays: Sendable {
    let origin: SIMD3<Double>, alongColumn: SIMD3<Double>, alongRow: SIMD3<Double>
    /// One step along the ray (`step` millimetres), in index space.
    let along: SIMD3<Double>
    /// The step in millimetres.
    let step: Double
    /// Towards the camera (where the light comes from) dotted with each index axis over that axis's spacing (what a
    /// gradient in index steps is dotted with).
    let lightInIndex: SIMD3<Float>
    /// What the rays may sample: the volume's box, or the part of it inside the crop box.
    private let kept: VolumeBox
    /// What they pass over.
    private let cutAway: VolumeBox?

    /// The rays of `plane`, seen through `camera`, sampled every `step` millimetres (nil, or not a positive
    /// number: half the smallest voxel spacing), inside `crop` and not inside `cutAway` when they are given.
    init(plane: ObliquePlane, camera: VolumeCamera, geometry: VolumeGeometry, step: Double? = nil, crop: VolumeBox? = nil, cutAway: VolumeBox? = nil) {
        func index(_ position: Vector3) -> SIMD3<Double> {
            let found = geometry.index(of: position)
            return SIMD3(found.column, found.row, found.slice)
        }
        self.step = step.flatMap { $0 > 0 && $0.isFinite ? $0 : nil } ?? min(geometry.pixelSpacing.row, geometry.pixelSpacing.column, geometry.sliceSpacing) / 2
        origin = index(plane.position(column: 0, row: 0))
        alongColumn = index(plane.position(column: 1, row: 0)) - origin
        alongRow = index(plane.position(column: 0, row: 1)) - origin
        along = index(plane.center + camera.axes.forward * self.step) - index(plane.center)
        let light = camera.axes.forward * -1
        lightInIndex = SIMD3(
            Float(geometry.orientation.row.dot(light) / geometry.pixelSpacing.column),
            Float(geometry.orientation.column.dot(light) / geometry.pixelSpacing.row),
            Float(geometry.orientation.normal.dot(light) / geometry.sliceSpacing))
        let whole = VolumeBox(wholeOf: geometry)
        kept = crop.map {
            VolumeBox(
                lower: Vector3(max($0.lower.x, whole.lower.x), max($0.lower.y, whole.lower.y), max($0.lower.z, whole.lower.z)),
                upper: Vector3(min($0.upper.x, whole.upper.x), min($0.upper.y, whole.upper.y), min($0.upper.z, whole.upper.z)))
        } ?? whole
        self.cutAway = cutAway
    }

    /// Pixel (`column`, `row`)'s ray, its steps those inside the kept box (slab method), its gap those inside the
    /// box cut away; nil where it misses the kept box.
    func ray(column: Int, row: Int) -> Ray? {
        let start = origin + alongColumn * Double(column) + alongRow * Double(row)
        guard let span = kept.span(from: start, along: along) else { return nil }
        let first = Int(span.lowerBound.rounded(.up)), last = Int(span.upperBound.rounded(.down))
        guard first <= last else { return nil }
        var gap: ClosedRange<Int>?
        if let cut = cutAway?.span(from: start, along: along) {
            let (low, high) = (max(first, Int(cut.lowerBound.rounded(.up))), min(last, Int(cut.upperBound.rounded(.down))))
            if low == first, high == last { return nil }
            if low <= high { gap = low...high }
        }
        let direction = SIMD3(Float(along.x), Float(along.y), Float(along.z))
        return Ray(start: IndexPoint(start), along: IndexPoint(along), direction: direction, inverse: 1 / direction, steps: first...last, gap: gap)
    }
}
