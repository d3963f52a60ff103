import TomoCore

/// Slabs of oblique planes: the plane's parallels within a thickness, projected.
extension CTVolume {
    /// The `slab` centred on `plane` (nil or a thickness of 0: the plane alone, `section(oblique:)`): the planes
    /// moved along its normal (`rowDirection × columnDirection`) by whole multiples of its pixel spacing
    /// whose distance from it is within half the thickness (+ 0.001 mm), as far as the volume reaches,
    /// projected pixel by pixel (points outside the volume count as the air they are shown as). A row is
    /// left out, `Int16.min`, when any of its planes' rows waits for a slice.
    func section(oblique plane: ObliquePlane, slab: Slab?) -> VolumeSection {
        let geometry = geometry
        let farthest = Int((geometry.halfDiagonal / plane.spacing).rounded(.up))
        let reach = slab.map { min($0.reach(sectionSpacing: plane.spacing), farthest) } ?? 0
        guard let slab, reach > 0 else { return section(oblique: plane) }
        let normal = plane.rowDirection.cross(plane.columnDirection).normalized
        let pixels = plane.width * plane.height
        var stack: [Int16] = []
        stack.reserveCapacity(pixels * (2 * reach + 1))
        var filledRows = [Bool](repeating: true, count: plane.height)
        var storage = Rescale.identity
        for step in -reach...reach {
            var moved = plane
            moved.center = plane.center + normal * (Double(step) * plane.spacing)
            let section = section(oblique: moved)
            if step == 0 { storage = section.rescale }
            stack += section.samples
            for row in 0..<plane.height where !section.filledRows[row] { filledRows[row] = false }
        }
        var samples = [Int16](repeating: 0, count: pixels)
        stack.withUnsafeBufferPointer { sections in
            samples.withUnsafeMutableBufferPointer { output in
                slab.projection.project(
                    rows: sections.baseAddress!, count: 2 * reach + 1, stride: pixels, width: pixels, into: output.baseAddress!)
            }
        }
        for row in 0..<plane.height where !filledRows[row] {
            samples.replaceSubrange(row * plane.width..<(row + 1) * plane.width, with: repeatElement(Int16.min, count: plane.width))
        }
        return VolumeSection(oblique: plane, samples: samples, rescale: storage, filledRows: filledRows, slab: slab)
    }
}
