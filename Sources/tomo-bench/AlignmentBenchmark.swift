import Foundation
import TomoCore
import TomoTestSupport
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
        let slices = [TorsoPhantom.slices(of: current, shift: Vector3(0, 0, 0), seed: 1), TorsoPhantom.slices(of: prior, shift: truth, seed: 2)]
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
        let error = found - truth, across = (error.x * error.x + error.y * error.y).squareRoot()
        print(
            "found \(Self.text(found)) mm: \(String(format: "%.2f", error.length)) mm from the truth, "
                + "\(String(format: "%.2f", abs(error.z))) along z (goal: half the prior's slices, \(prior.sliceSpacing / 2)), "
                + "\(String(format: "%.2f", across)) across (goal: 2)\n")
    }

    private static func text(_ vector: Vector3) -> String {
        [vector.x, vector.y, vector.z].map { String(format: "%.1f", $0) }.joined(separator: ", ")
    }
}
