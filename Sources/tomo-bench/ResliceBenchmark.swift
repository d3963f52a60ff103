import TomoCore
import TomoVolume

/// Reslicing: coronal and sagittal sections of a 512 × 512 × 300 volume at random rows and columns, as the
/// multi-planar views cut them while the crosshair moves. The baseline is the copy alone: the same samples
/// gathered from a plain array (a row of each slice, or a column of each slice by stride), no lock, no
/// geometry. Then slabs of 33 sections (20 mm at 0.625 mm) in each plane and projection, beside the
/// single axial section.
struct ResliceBenchmark {
    let sections: Int

    private let goal = Goal.below(1.0 / 60, "goal p99 < a frame at 60 Hz")
    private let slabGoal = Goal.atMost(0.005, "goal p99 ≤ 5 ms")
    private let geometry = VolumeGeometry(
        columns: 512, rows: 512, sliceCount: 300, pixelSpacing: PixelSpacing(row: 0.5, column: 0.5), sliceSpacing: 1)

    func run() throws {
        let (columns, rows, slices) = (geometry.columns, geometry.rows, geometry.sliceCount)
        let volume = try CTVolume(geometry: geometry)
        var plain = [Int16](repeating: 0, count: columns * rows * slices)
        for slice in 0..<slices {
            let words = (0..<columns * rows).map { UInt16(truncatingIfNeeded: $0 &* 31 &+ slice) }
            try volume.fill(slice: slice, with: StoredSamples(words: words, isSigned: true), rescale: .identity)
            for (offset, word) in words.enumerated() { plain[slice * columns * rows + offset] = Int16(bitPattern: word) }
        }
        var generator = SplitMix64(seed: 23)
        let indices = (0..<sections).map { _ in Int.random(in: 0..<512, using: &generator) }

        let rowCopy = Self.measure(indices) { row in
            var out = [Int16](repeating: 0, count: columns * slices)
            plain.withUnsafeBufferPointer { source in
                out.withUnsafeMutableBufferPointer { target in
                    for slice in 0..<slices {
                        (target.baseAddress! + slice * columns).update(from: source.baseAddress! + (slice * rows + row) * columns, count: columns)
                    }
                }
            }
            return out.count
        }
        let columnCopy = Self.measure(indices) { column in
            var out = [Int16](repeating: 0, count: rows * slices)
            plain.withUnsafeBufferPointer { source in
                out.withUnsafeMutableBufferPointer { target in
                    var from = source.baseAddress! + column, to = target.baseAddress!
                    for _ in 0..<slices * rows {
                        to.pointee = from.pointee
                        to += 1
                        from += columns
                    }
                }
            }
            return out.count
        }
        let coronal = Self.measure(indices) { volume.section(.coronal, at: $0)?.samples.count ?? 0 }
        let sagittal = Self.measure(indices) { volume.section(.sagittal, at: $0)?.samples.count ?? 0 }
        let squared = Self.measure(indices) { volume.section(.sagittal, at: $0)?.withSquarePixels().samples.count ?? 0 }
        // Slabs of 33 sections, what 20 mm holds at 0.625 mm: 32 mm of 1 mm slices, 16 mm of 0.5 mm pixels.
        let axial = Self.measure(indices.map { $0 * slices / 512 }) { volume.section(.axial, at: $0)?.samples.count ?? 0 }
        let axialSlabs = SlabProjection.allCases.map { projection in
            let slab = Slab(thickness: 32, projection: projection)
            return (projection, Self.measure(indices.map { $0 * slices / 512 }) { volume.section(.axial, at: $0, slab: slab)?.samples.count ?? 0 })
        }
        let acrossSlabs = [VolumePlane.coronal, .sagittal].flatMap { plane in
            [SlabProjection.mip, .mean].map { projection in
                let slab = Slab(thickness: 16, projection: projection)
                return (plane, projection, Self.measure(indices) { volume.section(plane, at: $0, slab: slab)?.samples.count ?? 0 })
            }
        }

        print("Reslice: sections of a 512 × 512 × 300 volume of Int16 HU, \(sections) random rows and columns each")
        Table.latencies("section", [
            ("a row of each slice, plain array", rowCopy, "baseline (copy alone)"),
            ("volume.section(.coronal, at:)", coronal, goal.verdict(forP99: coronal)),
            ("a column of each slice, plain array", columnCopy, "baseline (copy alone)"),
            ("volume.section(.sagittal, at:)", sagittal, goal.verdict(forP99: sagittal)),
            ("… .withSquarePixels() (1 mm → 0.5 mm)", squared, goal.verdict(forP99: squared)),
            ("volume.section(.axial, at:)", axial, "baseline (one section)"),
        ] + axialSlabs.map { projection, samples in
            ("… slab: 33 slices, \(projection.title)", samples, slabGoal.verdict(forP99: samples))
        } + acrossSlabs.map { plane, projection, samples in
            ("volume.section(.\(plane), at:, slab:) 33, \(projection.title)", samples, slabGoal.verdict(forP99: samples))
        }).print()
        print()
    }

    /// Times `cut` once per index; what it returns (a sample count) keeps the work from being optimized away.
    private static func measure(_ indices: [Int], _ cut: (Int) -> Int) -> Samples {
        var durations: [Duration] = []
        durations.reserveCapacity(indices.count)
        var total = 0
        for index in indices {
            let start = ContinuousClock.now
            total &+= cut(index)
            durations.append(.now - start)
        }
        precondition(total > 0, "no samples cut")
        return Samples(durations)
    }
}
