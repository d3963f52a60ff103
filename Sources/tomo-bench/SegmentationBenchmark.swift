import Foundation
import TomoCore
import TomoDICOM
import TomoDICOMSeries
import TomoSeries
import TomoVolume

/// A segmentation of many segments over a 512 × 512 CT (`scripts/bench/segmentation.sh` makes both: 100 BINARY
/// segments as TotalSegmentator writes them): reading it and placing it on the CT's grid (what the viewer does
/// before it shows it), its statistics on the CT's voxels, the memory it takes above the CT's own, and the time
/// drawing it adds to a view: each plane's labels cut and laid over its image, beside the image alone.
struct SegmentationBenchmark {
    let ct: String
    let segmentation: String
    let rounds: Int
    let draws: Int

    private let openGoal = Goal.atMost(2, "goal ≤ 2 s")
    private let memoryGoal = Goal.atMost(160, "goal ≤ 160 MiB")
    private let drawGoal = Goal.atMost(0.002, "goal p99 ≤ 2 ms")

    func run() async throws {
        let scan = await DICOMScan.scan([ct])
        guard let series = scan.series.max(by: { $0.instances.count < $1.instances.count }) else {
            throw BenchError.unexpected("no CT series in \(ct)")
        }
        let opened = DICOMOpenedSeries(series)
        guard let volume = opened.volume else { throw BenchError.unexpected("\(ct) makes no volume") }
        let loading = ContinuousClock.now
        for slice in 0..<opened.sliceCount { _ = try await opened.fillSlice(at: slice) }
        let loaded = ContinuousClock.now - loading
        let geometry = volume.geometry
        print("Segmentation: \(segmentation) over \(geometry.columns) × \(geometry.rows) × \(geometry.sliceCount) (the CT loaded in \(loaded.formatted))")

        let before = ProcessMemory.current()
        Self.resetPeakMemory()
        var layer: SegmentationLayer?
        var opens: [Duration] = []
        for _ in 0..<rounds {
            layer = nil
            let start = ContinuousClock.now
            let file = try SegmentationFile.open(path: segmentation)
            let read = try DICOMSegmentation(file: file.header)
            layer = try SegmentationLayer(read, in: file, on: geometry)
            opens.append(.now - start)
        }
        let peak = ProcessMemory.current()
        guard let layer else { throw BenchError.unexpected("no layer made") }
        let measuring = ContinuousClock.now
        let statistics = try await layer.measure(volume)
        let measured = ContinuousClock.now - measuring
        let above = Double((peak?.peak ?? 0) - (before?.resident ?? 0)) / Double(1 << 20)
        let voxels = layer.segments.reduce(0) { $0 + $1.voxels }
        print("\(layer.segments.count) segments, \(voxels) voxels labelled; \(statistics.count) measured")
        var table = Table("step", "time", "")
        let open = Samples(opens)
        table.add("read and placed on the CT's grid (p50 of \(rounds))", open.median.formatted, openGoal.verdict(for: open.median.seconds))
        table.add("statistics of every segment on the CT's voxels", measured.formatted, "")
        table.add("the CT read into its volume, for comparison", loaded.formatted, "")
        table.add(
            "memory above the CT's, peak", String(format: "%.0f MiB", above),
            memoryGoal.verdict(for: above) + " (labels \((geometry.samplesPerSlice * geometry.sliceCount * 2) >> 20) MiB)")
        table.print()
        print()

        var generator = SplitMix64(seed: 60)
        let window = WindowLevel(width: 400, level: 40)
        var rows: [(name: String, samples: Samples, verdict: String)] = []
        let colours = Dictionary(uniqueKeysWithValues: layer.segments.map { ($0.number, $0.colour) })
        for (name, plane, count) in [("axial", VolumePlane.axial, geometry.sliceCount), ("coronal", .coronal, geometry.rows), ("sagittal", .sagittal, geometry.columns)] {
            let indices = (0..<draws).map { _ in Int.random(in: count / 4..<count * 3 / 4, using: &generator) }
            var images: [Duration] = [], overlays: [Duration] = []
            for index in indices {
                let start = ContinuousClock.now
                let section = SectionPlane.named(plane, index: index)
                guard let image = try volume.section(section)?.image(window: window) else { throw BenchError.unexpected("no \(name) section \(index)") }
                let imaged = ContinuousClock.now
                guard let labels = layer.labels.section(section) else { throw BenchError.unexpected("no \(name) labels \(index)") }
                let drawn = LabelLayer(labels: labels, colours: colours, opacity: 0.4, outlines: true).composited(onto: image)
                precondition(drawn.width == image.width)
                overlays.append(.now - imaged)
                images.append(imaged - start)
            }
            rows.append(("\(name): the image alone", Samples(images), "baseline"))
            rows.append(("\(name): the segments laid over it", Samples(overlays), drawGoal.verdict(forP99: Samples(overlays))))
        }
        Table.latencies("view, \(draws) random sections each", rows).print()
        print()
    }

    /// Resets this process's peak resident memory to what is resident now (Linux's `clear_refs`).
    private static func resetPeakMemory() {
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    }
}
