import Foundation
import TomoCore
import TomoVolume

/// Aligning a prior by its images: two 512 × 512 × 300 CT volumes of one phantom (a body with bones and lungs
/// in it), the second moved by a known translation, scanned with thicker slices and larger pixels, another field
/// of view and table position, and noise. Beside it, the time to fill the two volumes from their slices (what a preload does
/// before the alignment can start), and the error against the truth.
struct AlignmentBenchmark {
    let rounds: Int

    private let goal = Goal.atMost(0.2, "goal ≤ 200 ms")
    private let truth = Vector3(12.4, 3.1, 41.0)

    func run() throws {
        let current = VolumeGeometry(
            columns: 512, rows: 512, sliceCount: 300, pixelSpacing: PixelSpacing(row: 0.7, column: 0.7), sliceSpacing: 1,
            origin: Vector3(-179, -179, -150))
        // The prior: 1.25 mm slices of 0.75 mm pixels, its field of view moved and its table further along, in its
        // own coordinates.
        let prior = VolumeGeometry(
            columns: 512, rows: 512, sliceCount: 300, pixelSpacing: PixelSpacing(row: 0.75, column: 0.75), sliceSpacing: 1.25,
            origin: Vector3(-179, -179, -150) + truth + Vector3(-20, 15, 30))
        let slices = [Self.slices(of: current, shift: Vector3(0, 0, 0), seed: 1), Self.slices(of: prior, shift: truth, seed: 2)]
        var fills: [Duration] = []
        var aligns: [Duration] = []
        var found = Vector3(0, 0, 0)
        for _ in 0..<rounds {
            let start = ContinuousClock.now
            let volumes = try [current, prior].enumerated().map { index, geometry in
                let volume = try CTVolume(geometry: geometry)
                for (slice, words) in slices[index].enumerated() {
                    try volume.fill(slice: slice, with: StoredSamples(words: words, isSigned: true), rescale: .identity)
                }
                return volume
            }
            let filled = ContinuousClock.now
            found = try volumes[0].alignment(to: volumes[1]).translation
            aligns.append(.now - filled)
            fills.append(filled - start)
        }
        print("Alignment: two 512 × 512 × 300 volumes of one phantom, the second moved (\(Self.text(truth)) mm), other slices, field of view and noise; \(rounds) rounds")
        var table = Table("", "median", "min", "max", "")
        let fill = Samples(fills), align = Samples(aligns)
        table.add("filling the two volumes from their slices", fill.median.formatted, fill.minimum.formatted, fill.maximum.formatted, "baseline")
        table.add(
            "volume.alignment(to: other)", align.median.formatted, align.minimum.formatted, align.maximum.formatted,
            goal.verdict(for: align.median.seconds))
        table.print()
        print("found \(Self.text(found)) mm: \(String(format: "%.2f", (found - truth).length)) mm from the truth\n")
    }

    private static func text(_ vector: Vector3) -> String {
        [vector.x, vector.y, vector.z].map { String(format: "%.1f", $0) }.joined(separator: ", ")
    }

    /// The phantom seen through `geometry`, its anatomy moved by `shift`: each slice's Int16 HU words, with noise.
    private static func slices(of geometry: VolumeGeometry, shift: Vector3, seed: UInt64) -> [[UInt16]] {
        var generator = SplitMix64(seed: seed)
        return (0..<geometry.sliceCount).map { slice in
            var words = [UInt16](repeating: 0, count: geometry.samplesPerSlice)
            for row in 0..<geometry.rows {
                for column in 0..<geometry.columns {
                    let place = geometry.position(column: Double(column), row: Double(row), slice: Double(slice)) - shift
                    let noise = (generator.nextUnit() - 0.5) * 40
                    words[row * geometry.columns + column] = UInt16(bitPattern: Int16(Self.phantom(at: place) + noise))
                }
            }
            return words
        }
    }

    /// The phantom's HU at `place`: air outside an ellipsoid body of soft tissue, two lungs, a spine and ribs of
    /// bone placed unevenly so that no shift but the true one matches.
    private static func phantom(at place: Vector3) -> Double {
        func inside(_ centre: Vector3, _ radii: Vector3) -> Bool {
            let d = place - centre
            return (d.x * d.x) / (radii.x * radii.x) + (d.y * d.y) / (radii.y * radii.y) + (d.z * d.z) / (radii.z * radii.z) <= 1
        }
        guard inside(Vector3(0, 0, 0), Vector3(150, 110, 400)) else { return -1000 }
        if inside(Vector3(0, 70, 0), Vector3(18, 18, 400)) { return 700 }
        for k in -6...6 where inside(Vector3(Double(k) * 9 + 20, -20, Double(k) * 37), Vector3(110, 12, 6)) { return 500 }
        if inside(Vector3(-70, -5, 40), Vector3(45, 60, 120)) || inside(Vector3(65, 0, 20), Vector3(40, 55, 100)) { return -800 }
        return 40
    }
}
