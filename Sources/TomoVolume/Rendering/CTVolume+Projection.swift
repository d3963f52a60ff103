import Foundation
import TomoCore

extension CTVolume {
    /// The volume seen through `camera` on a `width` × `height` image, each pixel the `projection` (MIP, MinIP,
    /// mean) of the volume's values along the ray through its centre in the camera's direction: sampled
    /// trilinearly every half of the smallest voxel spacing, at whole steps from the image's plane (which passes
    /// through the volume's centre), within the volume's box (its outer faces; the outermost half voxel takes the
    /// outermost voxel's value). Samples that need a slice which has not arrived are left out; a pixel whose ray
    /// meets no sample is air. The rays are spread over `threads` (rows dealt in turn), each pixel worked out on
    /// its own: the image is the same, byte for byte, whatever their number.
    /// - Throws: `ObliquePlaneError` for an image size or zoom that makes no plane.
    public func projection(
        _ projection: SlabProjection, camera: VolumeCamera, width: Int, height: Int,
        threads: Int = ProcessInfo.processInfo.activeProcessorCount
    ) throws(ObliquePlaneError) -> VolumeSection {
        let plane = try camera.imagePlane(of: geometry, width: width, height: height)
        let rays = CameraRays(plane: plane, camera: camera, geometry: geometry)
        var samples = [Int16](repeating: 0, count: width * height)
        let storage = readSlices { voxels, isFilled, storage -> Rescale in
            let air = VolumeSection.outside(in: storage)
            samples.withUnsafeMutableBufferPointer { output in
                let memory = RayMemory(voxels: voxels, filled: (0..<geometry.sliceCount).map(isFilled), geometry: geometry, output: output.baseAddress!)
                let bricks = projection == .mean ? nil : VolumeBricks(voxels: voxels, geometry: geometry)
                memory.forEachPixel(width: width, height: height, threads: threads) { column, row in
                    let value = memory.project(projection, bricks: bricks, along: rays, column: column, row: row)
                    memory.output[row * width + column] = value.map { Int16(max(-32768, min(32767, $0.rounded()))) } ?? air
                }
            }
            return storage
        }
        return VolumeSection(oblique: plane, samples: samples, rescale: storage, filledRows: [Bool](repeating: true, count: height))
    }

    /// The volume seen through `camera` on a `width` × `height` image, composited front to back along each
    /// pixel's ray (sampled as `projection` samples it): each sample's value (in the volume's units, HU for a CT)
    /// given its colour and its opacity over one millimetre by `transfer`, the opacity made that of a sample's
    /// step; with shading, lit by a light at the camera on the surface the values' gradient (central differences
    /// at the voxel nearest the sample) says is there. A ray stops once what lies behind can no longer
    /// change its pixel by half a grey level; black behind. The same image whatever the number of `threads`.
    /// - Throws: `ObliquePlaneError` for an image size or zoom that makes no plane.
    public func rendering(
        _ transfer: VolumeTransferFunction, camera: VolumeCamera, width: Int, height: Int,
        threads: Int = ProcessInfo.processInfo.activeProcessorCount
    ) throws(ObliquePlaneError) -> VolumeRendering {
        let plane = try camera.imagePlane(of: geometry, width: width, height: height)
        let rays = CameraRays(plane: plane, camera: camera, geometry: geometry)
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        readSlices { voxels, isFilled, storage in
            let bricks = VolumeBricks(voxels: voxels, geometry: geometry)
            let range = Int(bricks.low.min() ?? 0)...Int(max(bricks.high.max() ?? 0, bricks.low.min() ?? 0))
            let table = TransferTable(transfer, storage: storage, range: range, step: rays.step)
            let clear = zip(bricks.low, bricks.high).map { table.isClear(from: $0, to: $1) }
            pixels.withUnsafeMutableBufferPointer { output in
                let memory = RayMemory(voxels: voxels, filled: (0..<geometry.sliceCount).map(isFilled), geometry: geometry, output: nil)
                let target = PixelTarget(bytes: output.baseAddress!)
                let skipping = BrickSkipping(bricks: bricks, clear: clear)
                memory.forEachPixel(width: width, height: height, threads: threads) { column, row in
                    let colour = memory.composite(table, shading: transfer.shading, skipping: skipping, along: rays, column: column, row: row)
                    let at = (row * width + column) * 3
                    for (channel, value) in [colour.red, colour.green, colour.blue].enumerated() {
                        target.bytes[at + channel] = UInt8((min(max(value, 0), 1) * 255).rounded())
                    }
                }
            }
        }
        return VolumeRendering(width: width, height: height, pixels: pixels, pixelSpacing: plane.spacing)
    }
}

/// A 3D view's image: RGB, 8 bits a channel, row-major, top row first.
public struct VolumeRendering: Sendable, Hashable {
    public var width: Int
    public var height: Int
    /// `width × height × 3` bytes.
    public var pixels: [UInt8]
    /// Millimetres between pixel centres, at the volume's centre.
    public var pixelSpacing: Double
}

/// The rays of a camera's image through a volume, in its index space (column, row, slice), which is affine in
/// patient space: each pixel's ray a start on the image's plane and one sample's step.
private struct CameraRays: Sendable {
    let origin: Vector3, alongColumn: Vector3, alongRow: Vector3
    /// One step along the ray (half the smallest voxel spacing), in index space.
    let along: Vector3
    /// The step in millimetres.
    let step: Double
    /// Towards the camera, in patient space: where the light comes from; and dotted with each index axis over
    /// that axis's spacing (what a gradient in index steps is dotted with).
    let light: Vector3
    let lightInIndex: SIMD3<Double>

    init(plane: ObliquePlane, camera: VolumeCamera, geometry: VolumeGeometry) {
        func index(_ position: Vector3) -> Vector3 {
            let found = geometry.index(of: position)
            return Vector3(found.column, found.row, found.slice)
        }
        step = min(geometry.pixelSpacing.row, geometry.pixelSpacing.column, geometry.sliceSpacing) / 2
        origin = index(plane.position(column: 0, row: 0))
        alongColumn = index(plane.position(column: 1, row: 0)) - origin
        alongRow = index(plane.position(column: 0, row: 1)) - origin
        along = index(plane.center + camera.axes.forward * step) - index(plane.center)
        light = camera.axes.forward * -1
        lightInIndex = SIMD3(
            geometry.orientation.row.dot(light) / geometry.pixelSpacing.column, geometry.orientation.column.dot(light) / geometry.pixelSpacing.row,
            geometry.orientation.normal.dot(light) / geometry.sliceSpacing)
    }

    /// Where pixel (`column`, `row`)'s ray starts.
    func start(column: Int, row: Int) -> Vector3 {
        origin + alongColumn * Double(column) + alongRow * Double(row)
    }
}

/// The bricks of a volume and which of them a transfer function leaves clear, shared by the threads casting rays.
private struct BrickSkipping: Sendable {
    let bricks: VolumeBricks
    let clear: [Bool]
}

/// Bytes written by the threads casting rays, each its own pixels.
private struct PixelTarget: @unchecked Sendable {
    let bytes: UnsafeMutablePointer<UInt8>
}

/// A volume's voxels as a ray caster reads them, with which slices have arrived, and (for a projection) the image
/// it writes: shared by the threads that cast rays, each reading the voxels and writing its own pixels.
private struct RayMemory: @unchecked Sendable {
    let voxels: UnsafePointer<Int16>
    let filled: [Bool]
    let geometry: VolumeGeometry
    let output: UnsafeMutablePointer<Int16>!
    /// Whether every slice has arrived (no sample then asks).
    private let isWhole: Bool
    /// The greatest index on each axis, and the voxels between slices.
    private let last: SIMD3<Double>
    private let sliceStride: Int
    /// 1 / the spacing along each index axis, in millimetres.
    private let inverseSpacing: SIMD3<Double>

    init(voxels: UnsafePointer<Int16>, filled: [Bool], geometry: VolumeGeometry, output: UnsafeMutablePointer<Int16>?) {
        self.voxels = voxels
        self.filled = filled
        self.geometry = geometry
        self.output = output
        isWhole = !filled.contains(false)
        last = SIMD3(Double(geometry.columns - 1), Double(geometry.rows - 1), Double(geometry.sliceCount - 1))
        sliceStride = geometry.columns * geometry.rows
        inverseSpacing = 1 / SIMD3(geometry.pixelSpacing.column, geometry.pixelSpacing.row, geometry.sliceSpacing)
    }

    /// Calls `body` with every pixel, the rows dealt in turn to `threads` threads.
    func forEachPixel(width: Int, height: Int, threads: Int, _ body: @Sendable (_ column: Int, _ row: Int) -> Void) {
        let bands = max(1, min(threads, height))
        DispatchQueue.concurrentPerform(iterations: bands) { band in
            for row in stride(from: band, to: height, by: bands) {
                for column in 0..<width { body(column, row) }
            }
        }
    }

    /// The steps of pixel (`column`, `row`)'s ray (`rays`) inside the box [−½, n − ½] on every axis (slab
    /// method), with its start; nil where it misses the box.
    func steps(of rays: CameraRays, column: Int, row: Int) -> (range: ClosedRange<Int>, start: Vector3)? {
        let start = rays.start(column: column, row: row), along = rays.along
        var enter = -Double.infinity, exit = Double.infinity
        func clip(_ position: Double, _ direction: Double, _ count: Int) -> Bool {
            let (low, high) = (-0.5, Double(count) - 0.5)
            guard direction != 0 else { return position >= low && position <= high }
            let (a, b) = ((low - position) / direction, (high - position) / direction)
            enter = max(enter, min(a, b))
            exit = min(exit, max(a, b))
            return true
        }
        guard clip(start.x, along.x, geometry.columns), clip(start.y, along.y, geometry.rows), clip(start.z, along.z, geometry.sliceCount)
        else { return nil }
        let first = Int(enter.rounded(.up)), last = Int(exit.rounded(.down))
        return first <= last ? (first...last, start) : nil
    }

    /// The `projection` of the samples along pixel (`column`, `row`)'s ray; nil where it meets none. With
    /// `bricks`, a MIP passes over a brick whose values cannot exceed what it has found (a MinIP, fall below it).
    func project(_ projection: SlabProjection, bricks: VolumeBricks?, along rays: CameraRays, column: Int, row: Int) -> Double? {
        guard let (range, start) = steps(of: rays, column: column, row: row) else { return nil }
        var result: Double?, sum = 0.0, count = 0
        var k = range.lowerBound
        while k <= range.upperBound {
            let point = start + rays.along * Double(k)
            if let bricks, let found = result, point.x >= 0, point.y >= 0, point.z >= 0, point.x <= last.x, point.y <= last.y, point.z <= last.z {
                let brick = bricks.brick(at: point)
                if projection == .mip ? Double(bricks.high[brick]) <= found : Double(bricks.low[brick]) >= found {
                    k += bricks.stepsOut(from: point, along: rays.along)
                    continue
                }
            }
            k += 1
            guard let value = sample(at: point) else { continue }
            switch projection {
            case .mip: result = max(result ?? value, value)
            case .minip: result = min(result ?? value, value)
            case .mean:
                sum += value
                count += 1
            }
        }
        if projection == .mean { return count > 0 ? sum / Double(count) : nil }
        return result
    }

    /// Pixel (`column`, `row`)'s colour, `table`'s colours and opacities composited front to back along its ray,
    /// lit as `shading` says; samples in bricks `skipping` finds clear are passed over (their opacity is 0).
    func composite(
        _ table: TransferTable, shading: VolumeTransferFunction.Shading?, skipping: BrickSkipping, along rays: CameraRays, column: Int, row: Int
    ) -> (red: Double, green: Double, blue: Double) {
        var colour = SIMD3<Double>(0, 0, 0), covered = 0.0
        guard let (range, start) = steps(of: rays, column: column, row: row) else { return (0, 0, 0) }
        let inside = Vector3(Double(geometry.columns - 1), Double(geometry.rows - 1), Double(geometry.sliceCount - 1))
        var k = range.lowerBound
        while k <= range.upperBound {
            let point = start + rays.along * Double(k)
            if point.x >= 0, point.y >= 0, point.z >= 0, point.x <= inside.x, point.y <= inside.y, point.z <= inside.z,
               skipping.clear[skipping.bricks.brick(at: point)] {
                k += skipping.bricks.stepsOut(from: point, along: rays.along)
                continue
            }
            k += 1
            guard let cell = cell(at: point) else { continue }
            let entry = table.entry(at: cell.value)
            guard entry.w > 0 else { continue }
            var seen = SIMD3(entry.x, entry.y, entry.z)
            if let shading {
                let facing = self.facing(at: point, light: rays.lightInIndex)
                seen = seen * (shading.ambient + shading.diffuse * facing) + SIMD3(repeating: shading.specular * pow(facing, shading.specularPower))
            }
            let weight = (1 - covered) * entry.w
            colour += seen * weight
            covered += weight
            if 1 - covered < 1.0 / 512 { break }
        }
        return (colour.x, colour.y, colour.z)
    }

    /// How squarely the surface at index point `point` faces the light: |n · l| for the gradient n of the values
    /// at the voxel nearest it (central differences, in millimetres), `light` the light's direction dotted with
    /// each index axis, over that axis's spacing; 0 where the values do not change.
    private func facing(at point: Vector3, light: SIMD3<Double>) -> Double {
        let x = Int(min(max(point.x, 0), last.x).rounded()), y = Int(min(max(point.y, 0), last.y).rounded())
        let z = Int(min(max(point.z, 0), last.z).rounded())
        let centre = voxels + (z * sliceStride + y * geometry.columns + x)
        func difference(_ index: Int, _ lastIndex: Double, _ stride: Int) -> Double {
            let (back, ahead) = (index > 0 ? stride : 0, Double(index) < lastIndex ? stride : 0)
            guard back + ahead > 0 else { return 0 }
            if !isWhole, stride == sliceStride, !(filled[index - back / stride] && filled[index + ahead / stride]) { return 0 }
            return (Double(centre[ahead]) - Double(centre[-back])) / Double((back + ahead) / stride)
        }
        let slopes = SIMD3(difference(x, last.x, 1), difference(y, last.y, geometry.columns), difference(z, last.z, sliceStride))
        let length = ((slopes * inverseSpacing) * (slopes * inverseSpacing)).sum().squareRoot()
        return length > 0 ? abs((slopes * light).sum()) / length : 0
    }

    /// The trilinear value at index point `point`, each coordinate held within the voxels' centres; nil where a
    /// slice it needs has not arrived.
    func sample(at point: Vector3) -> Double? {
        cell(at: point)?.value
    }

    /// The eight voxels about index point `point` (each coordinate held within the voxels' centres) and where it
    /// lies among them; nil where a slice they are in has not arrived.
    @inline(__always)
    private func cell(at point: Vector3) -> Cell? {
        let held = SIMD3(min(max(point.x, 0), last.x), min(max(point.y, 0), last.y), min(max(point.z, 0), last.z))
        let (x0, y0, z0) = (Int(held.x), Int(held.y), Int(held.z))
        let fraction = held - SIMD3(Double(x0), Double(y0), Double(z0))
        let dx = x0 < Int(last.x) ? 1 : 0, dy = y0 < Int(last.y) ? geometry.columns : 0, dz = z0 < Int(last.z) ? sliceStride : 0
        if !isWhole {
            guard filled[z0], fraction.z == 0 || filled[z0 + (dz == 0 ? 0 : 1)] else { return nil }
        }
        let base = voxels + (z0 * sliceStride + y0 * geometry.columns + x0)
        let corners = SIMD8<Double>(
            Double(base[0]), Double(base[dx]), Double(base[dy]), Double(base[dx + dy]),
            Double(base[dz]), Double(base[dz + dx]), Double(base[dz + dy]), Double(base[dz + dx + dy]))
        return Cell(corners: corners, fraction: fraction)
    }
}

/// The eight voxels about a point (x fastest, then y, then z) and where the point lies among them (0…1 on each
/// axis): the trilinear value there.
private struct Cell {
    let corners: SIMD8<Double>
    let fraction: SIMD3<Double>

    var value: Double {
        let (fx, fy, fz) = (fraction.x, fraction.y, fraction.z)
        let c = corners
        let near = (c[0] + (c[1] - c[0]) * fx) + ((c[2] + (c[3] - c[2]) * fx) - (c[0] + (c[1] - c[0]) * fx)) * fy
        guard fz != 0 else { return near }
        let far = (c[4] + (c[5] - c[4]) * fx) + ((c[6] + (c[7] - c[6]) * fx) - (c[4] + (c[5] - c[4]) * fx)) * fy
        return near + (far - near) * fz
    }
}
