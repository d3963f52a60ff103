import Foundation
import ScanViewerFeature
import ScanViewerLive
import TomoCore
import TomoDICOM
import TomoDICOMSeries

/// Cine: the CT viewer's model playing a colour loop (an ultrasound clip: 640 × 480 RGB, 60 frames, one
/// uncompressed file, as a cart writes it), each step timed from the next frame asked for until it is drawn.
/// A loop is in no volume: each frame comes from its file. The baselines, timed on the same frames: reading
/// the file's bytes alone, and turning one frame of the parsed file into an RGB bitmap alone. The goal is
/// the loop's own frame time (30 fps): a step slower than it makes the loop stutter.
@MainActor
struct CineBenchmark {
    let steps: Int

    private let goal = Goal.below(1.0 / 30, "goal p99 < the frame time at 30 fps")
    private static let (columns, rows, frames) = (640, 480, 60)

    func run() async throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let path = scratch.url.appending(path: "loop.dcm").path
        try Self.loop().write(to: URL(fileURLWithPath: path))

        let model = ScanViewerModel(environment: .files([path]))
        await model.open()
        if case .failed(let message) = model.phase { throw BenchError.incompleteLoad(message) }
        guard model.sliceCount == Self.frames else { throw BenchError.incompleteLoad("\(model.sliceCount) frames opened") }
        await model.waitUntilDrawn()
        var stepping: [Duration] = []
        for step in 0..<steps {
            let frame = (step + 1) % Self.frames
            let start = ContinuousClock.now
            model.setIndex(frame)
            await model.waitUntilDrawn()
            stepping.append(.now - start)
            guard model.displayed?.index == frame else { throw BenchError.incompleteLoad("frame \(frame) was not drawn") }
        }

        let file = try DICOMFile.read(path: path)
        var reading: [Duration] = [], converting: [Duration] = []
        for step in 0..<steps {
            let start = ContinuousClock.now
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            reading.append(.now - start)
            let convertStart = ContinuousClock.now
            let bitmap = try file.colourFrame((step + 1) % Self.frames).bitmap()
            converting.append(.now - convertStart)
            withExtendedLifetime((bytes, bitmap)) {}
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int).map { "\($0 >> 20) MiB" } ?? "?"
        print("Cine  viewer model: a \(Self.columns)×\(Self.rows) RGB loop of \(Self.frames) frames in one file (\(size)), \(steps) steps")
        Table.latencies("step", [
            ("read the file (Data(contentsOf:))", Samples(reading), "baseline: the file's bytes alone"),
            ("colourFrame(_:).bitmap() (parsed)", Samples(converting), "baseline: one frame to RGB alone"),
            ("setIndex → displayed (model)", Samples(stepping), goal.verdict(forP99: Samples(stepping))),
        ]).print()
        print()
    }

    /// The loop as a DICOM file: each frame a gradient with a moving bar, so frames differ.
    private static func loop() throws -> Data {
        var data = DataSetBuilder()
        data.set(.sopClassUID, .UI, "1.2.840.10008.5.1.4.1.1.3.1")
        data.set(.sopInstanceUID, .UI, "2.25.7311")
        data.set(.studyInstanceUID, .UI, "2.25.7312")
        data.set(.seriesInstanceUID, .UI, "2.25.7313")
        data.set(.modality, .CS, "US")
        data.set(.frameTime, .DS, "33.333")
        data.set(.samplesPerPixel, unsignedShorts: [3])
        data.set(.photometricInterpretation, .CS, "RGB")
        data.set(.planarConfiguration, unsignedShorts: [0])
        data.set(.numberOfFrames, .IS, "\(frames)")
        data.set(.rows, unsignedShorts: [UInt16(rows)])
        data.set(.columns, unsignedShorts: [UInt16(columns)])
        data.set(.bitsAllocated, unsignedShorts: [8])
        data.set(.bitsStored, unsignedShorts: [8])
        data.set(.highBit, unsignedShorts: [7])
        data.set(.pixelRepresentation, unsignedShorts: [0])
        var pixels = [UInt8](repeating: 0, count: frames * rows * columns * 3)
        for frame in 0..<frames {
            for row in 0..<rows {
                for column in 0..<columns {
                    let offset = ((frame * rows + row) * columns + column) * 3
                    let bar = abs(column - frame * columns / frames) < 12
                    pixels[offset] = bar ? 255 : UInt8(column * 255 / columns)
                    pixels[offset + 1] = UInt8(row * 255 / rows)
                    pixels[offset + 2] = UInt8(frame * 4)
                }
            }
        }
        data.set(.pixelData, .OB, bytes: pixels)
        return try DICOMFileWriter.file(of: data)
    }
}
