import Foundation
import TomoCore
import TomoVolume

/// Reslicing: coronal and sagittal sections of a 512 × 512 × 300 volume at random rows and columns, as the
/// multi-planar views cut them while the crosshair moves. The baseline is the copy alone: the same samples
/// gathered from a plain array (a row of each slice, or a column of each slice by stride), no lock, no
/// geometry. Then slabs of 33 sections (20 mm at 0.625 mm) in each plane and projection, and 512 × 512
/// oblique sections at random angles through the middle, beside the single axial section; and the HU
/// statistics of a 10,000-pixel ellipse, beside a plain sum of as many samples.
struct ResliceBenchmark {
    let sections: Int

    private let goal = Goal.below(1.0 / 60, "goal p99 < a frame at 60 Hz")
    private let slabGoal = Goal.atMost(0.005, "goal p99 ≤ 5 ms")
    private let statisticsGoal = Goal.atMost(0.001, "goal p99 ≤ 1 ms")
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
        let coronal = Self.measure(indices) { volume.section(.coronal($0))?.samples.count ?? 0 }
        let sagittal = Self.measure(indices) { volume.section(.sagittal($0))?.samples.count ?? 0 }
        let squared = Self.measure(indices) { volume.section(.sagittal($0))?.withSquarePixels().samples.count ?? 0 }
        // Slabs of 33 sections, what 20 mm holds at 0.625 mm: 32 mm of 1 mm slices, 16 mm of 0.5 mm pixels.
        let axial = Self.measure(indices.map { $0 * slices / 512 }) { volume.section(.axial($0))?.samples.count ?? 0 }
        let axialSlabs = SlabProjection.allCases.map { projection in
            let slab = Slab(thickness: 32, projection: projection)
            return (projection, Self.measure(indices.map { $0 * slices / 512 }) { volume.section(.axial($0), slab: slab)?.samples.count ?? 0 })
        }
        let acrossSlabs = [VolumePlane.coronal, .sagittal].flatMap { plane in
            [SlabProjection.mip, .mean].map { projection in
                let slab = Slab(thickness: 16, projection: projection)
                return (plane, projection, Self.measure(indices) { volume.section(.named(plane, index: $0), slab: slab)?.samples.count ?? 0 })
            }
        }
        // Oblique: tilted about two axes by up to 45°, through points near the middle, 0.5 mm pixels.
        let obliques = try indices.map { index in
            let (a, b) = (Double(index % 90 - 45) * Double.pi / 180, Double((index * 7) % 90 - 45) * Double.pi / 180)
            return try ObliquePlane(
                center: geometry.position(column: 256, row: Double(index % 64 + 224), slice: 150),
                rowDirection: Vector3(cos(a), 0, sin(a)), columnDirection: Vector3(-sin(a) * sin(b), cos(b), cos(a) * sin(b)),
                width: 512, height: 512, spacing: 0.5)
        }
        let oblique = Self.measure(Array(obliques.indices)) { volume.section(.oblique(obliques[$0]))?.samples.count ?? 0 }
        // Statistics of an ellipse of radii 57 × 57 pixels (10,197 of them) on an axial section.
        guard let section = volume.section(.axial(150)) else { throw BenchError.incompleteLoad("no axial section 150") }
        let ellipse = EllipseRegion(center: (255.5, 255.5), radii: (57, 57))
        let regionStatistics = Self.measure(indices) { _ in section.statistics(in: ellipse)?.count ?? 0 }
        let plainSum = Self.measure(indices) { _ in
            section.samples.withUnsafeBufferPointer { samples in
                var sum = 0
                for row in 205..<306 { for column in 205..<306 { sum &+= Int(samples[row * 512 + column]) } }
                return (sum & 0xFF) + 1
            }
        }

        print("Reslice: sections of a 512 × 512 × 300 volume of Int16 HU, \(sections) random rows and columns each")
        var table: [(name: String, samples: Samples, verdict: String)] = [
            ("a row of each slice, plain array", rowCopy, "baseline (copy alone)"),
            ("volume.section(.coronal(i))", coronal, goal.verdict(forP99: coronal)),
            ("a column of each slice, plain array", columnCopy, "baseline (copy alone)"),
            ("volume.section(.sagittal(i))", sagittal, goal.verdict(forP99: sagittal)),
            ("… .withSquarePixels() (1 mm → 0.5 mm)", squared, goal.verdict(forP99: squared)),
            ("volume.section(.axial(i))", axial, "baseline (one section)"),
        ]
        table += axialSlabs.map { projection, samples in
            ("… slab: 33 slices, \(projection.title)", samples, slabGoal.verdict(forP99: samples))
        }
        table += acrossSlabs.map { plane, projection, samples in
            ("volume.section(.\(plane)(i), slab:) 33, \(projection.title)", samples, slabGoal.verdict(forP99: samples))
        }
        table.append(("volume.section(.oblique(p)) 512², double oblique", oblique, slabGoal.verdict(forP99: oblique)))
        table.append(("sum of 101 × 101 samples, plain loop", plainSum, "baseline (the reads alone)"))
        table.append(("section.statistics(in: ellipse of 10,197 px)", regionStatistics, statisticsGoal.verdict(forP99: regionStatistics)))
        Table.latencies("section", table).print()
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
