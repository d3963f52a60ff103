import Foundation
import TomoCore

/// Cutting the volume along a plane: every view of it, axial, coronal, sagittal or oblique, a single section
/// or a slab.
extension CTVolume {
    /// The section of the volume along `plane`, or the `slab` centred on it, with the slices that have
    /// arrived; nil for a named plane's index outside the volume. A slab no thicker than one section is that
    /// section.
    ///
    /// A named plane's section is its voxels (a slice, a row or a column); its slab projects, per pixel on the
    /// HU, the sections whose centres lie within half its thickness of this one's (fewer at the volume's
    /// faces: see `Slab.reach(sectionSpacing:)`). Its rows fill in as the sections' do: a coronal or sagittal
    /// row once its slice has arrived, an axial slab once every slice in it has (a projection never shows
    /// part of its slices as if it were whole). An oblique plane's is sampled between the voxels
    /// (`section(oblique:slab:)`).
    public func section(_ plane: SectionPlane, slab: Slab? = nil) -> VolumeSection? {
        switch plane {
        case .named(let named, let index): section(named, at: index, slab: slab)
        case .oblique(let oblique): section(oblique: oblique, slab: slab)
        }
    }

    private func section(_ plane: VolumePlane, at index: Int, slab: Slab?) -> VolumeSection? {
        guard (0..<plane.sectionCount(in: geometry)).contains(index) else { return nil }
        let geometry = geometry
        let (columns, rows, slices) = (geometry.columns, geometry.rows, geometry.sliceCount)
        let perSlice = columns * rows
        let reach = slab?.reach(sectionSpacing: plane.sectionSpacing(in: geometry)) ?? 0
        let lowest = max(0, index - reach)
        let count = min(plane.sectionCount(in: geometry) - 1, index + reach) - lowest + 1
        let projection = slab?.projection ?? .mip  // one section: every projection is the section
        let (width, height) = plane.sectionSize(in: geometry)
        var samples = [Int16](repeating: .min, count: width * height)
        var filled = [Bool](repeating: false, count: height)
        let storage = samples.withUnsafeMutableBufferPointer { output in
            filled.withUnsafeMutableBufferPointer { filled in
                readSlices { voxels, isFilled, storage in
                    if plane == .axial {
                        let isThere = (lowest ..< lowest + count).allSatisfy(isFilled)
                        if isThere {
                            projection.project(
                                rows: voxels + lowest * perSlice, count: count, stride: perSlice, width: perSlice, into: output.baseAddress!)
                        }
                        filled.update(repeating: isThere)
                        return storage
                    }
                    let arrived = (0..<slices).map(isFilled)
                    let memory = SectionMemory(voxels: voxels, output: output.baseAddress!, filledRows: filled.baseAddress!)
                    // A sagittal section reads a stretch of each row of each slice, 1 KB apart: memory latency, which
                    // each core bears for its own rows (tomo-bench reslice, a slab of 33 on two cores: 6.2 → 3.3 ms).
                    // A coronal one reads whole rows, which one core streams at the memory's speed.
                    let bands = plane == .sagittal ? min(slices, ProcessInfo.processInfo.activeProcessorCount) : 1
                    DispatchQueue.concurrentPerform(iterations: bands) { band in
                        // Head up: the top row is the slice furthest towards the head.
                        for row in stride(from: band, to: slices, by: bands) {
                            let slice = geometry.slice(shownInSectionRow: row)
                            guard arrived[slice] else { continue }
                            let voxels = memory.voxels + slice * perSlice, target = memory.output + row * width
                            if plane == .coronal {
                                projection.project(rows: voxels + lowest * columns, count: count, stride: columns, width: columns, into: target)
                            } else {
                                projection.project(runs: voxels + lowest, count: count, runStride: columns, width: rows, into: target)
                            }
                            memory.filledRows[row] = true
                        }
                    }
                    return storage
                }
            }
        }
        let first = Double(geometry.slice(shownInSectionRow: 0))
        let origin = switch plane {
        case .axial: geometry.position(column: 0, row: 0, slice: Double(index))
        case .coronal: geometry.position(column: 0, row: Double(index), slice: first)
        case .sagittal: geometry.position(column: Double(index), row: 0, slice: first)
        }
        return VolumeSection(
            plane: .named(plane, index: index), columns: width, rows: height, samples: samples, rescale: storage, filledRows: filled,
            pixelSpacing: plane.sectionPixelSpacing(in: geometry), orientation: geometry.sectionOrientation(plane),
            origin: origin, slab: count > 1 ? slab : nil)
    }
}
