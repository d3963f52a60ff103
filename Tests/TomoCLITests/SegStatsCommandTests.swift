import Foundation
import Testing
import TomoTestSupport

/// `tomo seg stats`, the built executable: each segment's voxels, volume and HU figures on its CT, against the
/// figures computed directly from pydicom's reading of the segmentation and the CT's known values.
@Suite("tomo seg stats", .timeLimit(.minutes(3)))
struct SegStatsCommandTests {
    private struct Figures: Decodable {
        let number: Int
        let label: String
        let voxels: Int
        let volumeML: Double
        let mean: Double?
        let sd: Double?
        let min: Double?
        let max: Double?
    }

    /// The small CT's value at (row, column) of slice `slice`, as `SegmentationSamples` writes it (HU: slope 1).
    private static func value(row: Int, column: Int, slice: Int) -> Double { Double((row * 11 + column) * 7 + slice * 50 - 300) }

    @Test(arguments: SegmentationSamples.Kind.allCases)
    func eachSegmentsFiguresAreTheCTsOwnValuesWithinIt(kind: SegmentationSamples.Kind) async throws {
        try await withScratchFolder { folder in
            let (path, truth) = try await SegmentationSamples.write(kind, in: folder)
            let run = try await Tool.run(["seg", "stats", path, "--ct", folder.appending(path: "ct").path, "--json"])
            #expect(run.status == 0, "\(run.errors)")
            let figures = try JSONDecoder().decode([Figures].self, from: run.output)
            #expect(figures.map(\.number) == (kind == .fractional ? [1] : [1, 2]))
            for segment in figures {
                // The CT's values under every pixel the segment holds, each frame on the CT slice at its place.
                var values: [Double] = []
                for (frame, pixels) in truth.frames.enumerated() where kind == .labelMap || truth.segments[frame] == segment.number {
                    let slice = Int((truth.positions[frame][2] / 2).rounded())
                    for (index, pixel) in pixels.enumerated() {
                        let isInside = switch kind {
                        case .binary: pixel != 0
                        case .fractional: Double(pixel) >= 127.5
                        case .labelMap: pixel == segment.number
                        }
                        if isInside { values.append(Self.value(row: index / 11, column: index % 11, slice: slice)) }
                    }
                }
                let mean = values.reduce(0, +) / Double(values.count)
                let sd = (values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(values.count - 1)).squareRoot()
                #expect(segment.voxels == values.count && !values.isEmpty, "segment \(segment.number)")
                #expect(abs(segment.volumeML - Double(values.count) * 2 * 1.5 * 2 / 1000) < 1e-9)
                #expect(abs((segment.mean ?? .nan) - mean) < 1e-9 && abs((segment.sd ?? .nan) - sd) < 1e-9, "segment \(segment.number)")
                #expect(segment.min == values.min() && segment.max == values.max())
            }
            let table = try await Tool.run(["seg", "stats", path, "--ct", folder.appending(path: "ct").path])
            #expect(String(decoding: table.output, as: UTF8.self).hasPrefix("SEGMENT  LABEL  VOXELS  VOLUME_ML"))
        }
    }

    /// A segmentation on a grid of its own (4 × 3 mm pixels, frames 4 mm apart, shifted off the CT's voxels): a CT
    /// voxel counts where the segmentation's pixel nearest its centre is inside, axis by axis — columns 2…7, rows
    /// 2…9 of the first four slices, 192 voxels.
    @Test func aSegmentationOnAnotherGridIsPlacedByItsNearestPixels() async throws {
        try await withScratchFolder { folder in
            let path = try await SegmentationSamples.writeCoarse(in: folder)
            let run = try await Tool.run(["seg", "stats", path, "--ct", folder.appending(path: "ct").path, "--json"])
            #expect(run.status == 0, "\(run.errors)")
            let figures = try #require(try JSONDecoder().decode([Figures].self, from: run.output).first)
            // The segmentation's pixel nearest a CT voxel centre, axis by axis: column (1.5 c − 0.75) / 3 rounded,
            // row (2 r − 1) / 4 rounded, frame (2 k − 1) / 4 rounded.
            var values: [Double] = []
            for slice in 0..<5 {
                for row in 0..<13 {
                    for column in 0..<11 {
                        let (x, y, z) = (((1.5 * Double(column) - 0.75) / 3).rounded(), ((2 * Double(row) - 1) / 4).rounded(), ((2 * Double(slice) - 1) / 4).rounded())
                        if (1...3).contains(x), (1...4).contains(y), (0...1).contains(z) { values.append(Self.value(row: row, column: column, slice: slice)) }
                    }
                }
            }
            #expect(values.count == 192 && figures.voxels == 192)
            let mean = values.reduce(0, +) / Double(values.count)
            #expect(abs((figures.mean ?? .nan) - mean) < 1e-9 && figures.min == values.min() && figures.max == values.max())
        }
    }

    /// The CT is read from its files a slice at a time, only the slices a segment covers: a slice cut short that the
    /// coarse segmentation does not reach (the fifth) changes nothing; one it covers fails the command, naming it,
    /// as a volume that cannot be filled does.
    @Test func onlyTheSlicesASegmentCoversAreReadAndOneThatFailsIsNamed() async throws {
        try await withScratchFolder { folder in
            let path = try await SegmentationSamples.writeCoarse(in: folder)
            let ct = folder.appending(path: "ct")
            let intact = try await Tool.run(["seg", "stats", path, "--ct", ct.path, "--json"])
            func cut(_ name: String) throws {
                let file = ct.appending(path: name)
                let bytes = try Data(contentsOf: file)
                try bytes.prefix(bytes.count - 64).write(to: file)
            }
            try cut("CT4.dcm")
            let uncovered = try await Tool.run(["seg", "stats", path, "--ct", ct.path, "--json"])
            #expect(uncovered.status == 0 && uncovered.output == intact.output, "\(uncovered.errors)")
            let volume = try await Tool.run(["dicom", "volume", ct.path])
            #expect(volume.status != 0, "the whole volume does need the fifth slice: \(volume.errors)")

            try cut("CT1.dcm")
            let covered = try await Tool.run(["seg", "stats", path, "--ct", ct.path, "--json"])
            #expect(covered.status == 1 && covered.errors.contains("1 slices of ") && covered.errors.contains("did not load (slice 2: "), "\(covered.errors)")
        }
    }

    /// A structure set's ROIs measured on the CT as the independent even-odd ray cast fills them (a hole, a
    /// keyhole, contours a hair and 0.3 mm off their slices, a point's marker); an ROI covering nothing has no
    /// figures, and what cannot be placed is said on standard error.
    @Test func aStructureSetsROIsAreMeasuredAsTheirContoursFillTheSlices() async throws {
        try await withScratchFolder { folder in
            let (path, truth) = try await StructureSetSamples.write(in: folder)
            let run = try await Tool.run(["seg", "stats", path, "--ct", folder.appending(path: "ct").path, "--json"])
            #expect(run.status == 0, "\(run.errors)")
            let figures = try JSONDecoder().decode([Figures].self, from: run.output)
            #expect(figures.map(\.label) == ["Body", "Lesion", "Marker", "Far", "Empty", "Line"])
            for roi in figures.prefix(3) {
                let voxels = try #require(truth.voxels[String(roi.number)])
                let values = voxels.map { Self.value(row: $0 / 11 % 13, column: $0 % 11, slice: $0 / 143) }
                let mean = values.reduce(0, +) / Double(values.count)
                #expect(roi.voxels == voxels.count && abs((roi.mean ?? .nan) - mean) < 1e-9, "ROI \(roi.number): \(roi.voxels) against \(voxels.count)")
                #expect(roi.min == values.min() && roi.max == values.max())
            }
            #expect(figures.dropFirst(3).allSatisfy { $0.voxels == 0 && $0.mean == nil })
            #expect(run.errors.contains("ROI 4 (Far), contour 1 lies at 38.00 mm, with no slice within half a slice spacing (1.00 mm): left out"), "\(run.errors)")
        }
    }
}
