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
        let geometry = geometry
        let step = min(geometry.pixelSpacing.row, geometry.pixelSpacing.column, geometry.sliceSpacing) / 2
        // Index space (column, row, slice) is affine in patient space: a pixel's ray is a start and a step there.
        func index(_ position: Vector3) -> Vector3 {
            let found = geometry.index(of: position)
            return Vector3(found.column, found.row, found.slice)
        }
        let origin = index(plane.position(column: 0, row: 0))
        let alongColumn = index(plane.position(column: 1, row: 0)) - origin
        let alongRow = index(plane.position(column: 0, row: 1)) - origin
        let along = index(plane.center + camera.axes.forward * step) - index(plane.center)
        let counts = Vector3(Double(geometry.columns), Double(geometry.rows), Double(geometry.sliceCount))
        var samples = [Int16](repeating: 0, count: width * height)
        let storage = readSlices { voxels, isFilled, storage -> Rescale in
            let filled = (0..<geometry.sliceCount).map(isFilled)
            let air = VolumeSection.outside(in: storage)
            samples.withUnsafeMutableBufferPointer { output in
                let memory = ProjectionMemory(voxels: voxels, filled: filled, output: output.baseAddress!)
                let bands = max(1, min(threads, height))
                DispatchQueue.concurrentPerform(iterations: bands) { band in
                    for row in stride(from: band, to: height, by: bands) {
                        for column in 0..<width {
                            let start = origin + alongColumn * Double(column) + alongRow * Double(row)
                            let value = memory.project(projection, from: start, along: along, counts: counts)
                            memory.output[row * width + column] = value.map { Int16(max(-32768, min(32767, $0.rounded()))) } ?? air
                        }
                    }
                }
            }
            return storage
        }
        return VolumeSection(oblique: plane, samples: samples, rescale: storage, filledRows: [Bool](repeating: true, count: height))
    }
}

/// A volume's voxels as a ray caster reads them, with which slices have arrived, and the image it writes: shared
/// by the threads that cast rays, each reading the voxels and writing its own rows.
private struct ProjectionMemory: @unchecked Sendable {
    let voxels: UnsafePointer<Int16>
    let filled: [Bool]
    let output: UnsafeMutablePointer<Int16>

    /// The `projection` of the samples along the ray `start + k × along` (index space, whole k) within a volume of
    /// `counts` voxels a side; nil where it meets none.
    func project(_ projection: SlabProjection, from start: Vector3, along: Vector3, counts: Vector3) -> Double? {
        // Where the ray is inside the box [−½, n − ½] on every axis (slab method), in steps.
        var enter = -Double.infinity, exit = Double.infinity
        func clip(_ position: Double, _ direction: Double, _ count: Double) -> Bool {
            let (low, high) = (-0.5, count - 0.5)
            guard direction != 0 else { return position >= low && position <= high }
            let (a, b) = ((low - position) / direction, (high - position) / direction)
            enter = max(enter, min(a, b))
            exit = min(exit, max(a, b))
            return true
        }
        guard clip(start.x, along.x, counts.x), clip(start.y, along.y, counts.y), clip(start.z, along.z, counts.z) else { return nil }
        let first = Int(enter.rounded(.up)), last = Int(exit.rounded(.down))
        guard first <= last else { return nil }
        let (columns, rows, slices) = (Int(counts.x), Int(counts.y), Int(counts.z))
        var result: Double?, sum = 0.0, count = 0
        for k in first...last {
            let point = start + along * Double(k)
            guard let value = sample(at: point, columns: columns, rows: rows, slices: slices) else { continue }
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

    /// The trilinear value at index point `point`, each coordinate held within the voxels' centres; nil where a
    /// slice it needs has not arrived.
    private func sample(at point: Vector3, columns: Int, rows: Int, slices: Int) -> Double? {
        let x = min(max(point.x, 0), Double(columns - 1)), y = min(max(point.y, 0), Double(rows - 1))
        let z = min(max(point.z, 0), Double(slices - 1))
        let (x0, y0, z0) = (Int(x), Int(y), Int(z))
        let (fx, fy, fz) = (x - Double(x0), y - Double(y0), z - Double(z0))
        let (x1, y1, z1) = (min(x0 + 1, columns - 1), min(y0 + 1, rows - 1), min(z0 + 1, slices - 1))
        guard filled[z0], fz == 0 || filled[z1] else { return nil }
        func at(_ x: Int, _ y: Int, _ z: Int) -> Double { Double(voxels[(z * rows + y) * columns + x]) }
        func plane(_ z: Int) -> Double {
            let top = at(x0, y0, z) + (at(x1, y0, z) - at(x0, y0, z)) * fx
            let bottom = at(x0, y1, z) + (at(x1, y1, z) - at(x0, y1, z)) * fx
            return top + (bottom - top) * fy
        }
        let near = plane(z0)
        return fz == 0 ? near : near + (plane(z1) - near) * fz
    }
}
