import Foundation
import Testing
import TomoTestSupport

/// `tomo seg export`, the built executable: a segmentation's label map as NIfTI-1, read back by nibabel beside
/// dcm2niix's NIfTI of the CT itself: the same grid and affine, the CT's values under each label as `tomo seg
/// stats` measures them; a mask of one segment; a structure set's ROIs; a segment that is not there said.
@Suite("tomo seg export", .timeLimit(.minutes(3)))
struct SegExportCommandTests {
    /// What nibabel reads of the label map and of dcm2niix's CT: shapes, the largest difference of their affines,
    /// the data type, and per label its voxels and the CT's mean under them.
    private struct Reading: Decodable {
        let shapes: [[Int]]
        let affineDifference: Double
        let dtype: String
        let labels: [String: Int]
        let means: [String: Double]
    }

    private static let script = #"""
        import sys, json, glob, numpy, nibabel
        labels, ct = nibabel.load(sys.argv[1]), nibabel.load(glob.glob(sys.argv[2] + "/*.nii*")[0])
        data, values = numpy.asanyarray(labels.dataobj), ct.get_fdata()
        found = {str(int(v)): int((data == v).sum()) for v in numpy.unique(data) if v != 0}
        means = {str(int(v)): float(values[data == v].mean()) for v in numpy.unique(data) if v != 0}
        difference = float(numpy.abs(labels.affine - ct.affine).max())
        print(json.dumps({"shapes": [list(labels.shape), list(ct.shape)], "affineDifference": difference, "dtype": str(data.dtype),
                          "labels": found, "means": means}))
        """#

    private func read(_ path: String, besideCTIn folder: URL) async throws -> Reading {
        let converted = folder.appending(path: "dcm2niix")
        try FileManager.default.createDirectory(at: converted, withIntermediateDirectories: true)
        let run = try await ProcessRun.run(URL(fileURLWithPath: "/usr/bin/dcm2niix"), ["-z", "y", "-b", "n", "-o", converted.path, "-f", "ct", folder.appending(path: "ct").path])
        #expect(run.status == 0, "\(run.errors)")
        let python = try #require(TestEnvironment.program("python3"))
        let reading = try await ProcessRun.run(python, ["-c", Self.script, path, converted.path])
        #expect(reading.status == 0, "\(reading.errors)")
        return try JSONDecoder().decode(Reading.self, from: reading.output)
    }

    @Test func aLabelMapLiesOnDcm2niixsCTVoxelForVoxel() async throws {
        try await withScratchFolder { folder in
            let (path, _) = try await SegmentationSamples.write(.binary, in: folder)
            let output = folder.appending(path: "labels.nii.gz").path
            let run = try await Tool.run(["seg", "export", path, "--ct", folder.appending(path: "ct").path, "-o", output])
            #expect(run.status == 0, "\(run.errors)")
            #expect(String(decoding: run.output, as: UTF8.self) == "Wrote \(output): 11 × 13 × 5, 8-bit, 2 labels, 299 voxels labelled\n")
            let reading = try await read(output, besideCTIn: folder)
            #expect(reading.shapes == [[11, 13, 5], [11, 13, 5]] && reading.affineDifference < 1e-4 && reading.dtype == "uint8", "\(reading)")
            // The band (2) over the ball where they meet; under the band, the CT's values tomo seg stats reports: mean 297.
            #expect(reading.labels["2"] == 165 && abs((reading.means["2"] ?? 0) - 297) < 1e-6, "\(reading)")

            let mask = folder.appending(path: "ball.nii").path
            let one = try await Tool.run(["seg", "export", path, "--ct", folder.appending(path: "ct").path, "--segment", "1", "-o", mask])
            #expect(one.status == 0, "\(one.errors)")
            let stats = try await Tool.run(["seg", "stats", path, "--ct", folder.appending(path: "ct").path, "--json"])
            let ball = try #require((try JSONSerialization.jsonObject(with: stats.output) as? [[String: Any]])?.first)
            let masked = try await read(mask, besideCTIn: folder)
            #expect(masked.labels == ["1": ball["voxels"] as? Int ?? -1], "the whole ball, overlap and all: \(masked.labels)")
            #expect(abs((masked.means["1"] ?? 0) - (ball["mean"] as? Double ?? .nan)) < 1e-6)

            let missing = try await Tool.run(["seg", "export", path, "--ct", folder.appending(path: "ct").path, "--segment", "9", "-o", mask])
            #expect(missing.status == 5 && missing.errors.contains("has no segment 9 (it has 1, 2)"), "\(missing.errors)")
        }
    }

    @Test func aStructureSetsROIsAreExportedAsTheirContoursFillTheSlices() async throws {
        try await withScratchFolder { folder in
            let (path, truth) = try await StructureSetSamples.write(in: folder)
            let output = folder.appending(path: "rois.nii.gz").path
            let run = try await Tool.run(["seg", "export", path, "--ct", folder.appending(path: "ct").path, "-o", output])
            #expect(run.status == 0, "\(run.errors)")
            let reading = try await read(output, besideCTIn: folder)
            // The lesion (2) and the marker (3) whole; the body under the lesion where they meet.
            for number in ["2", "3"] { #expect(reading.labels[number] == truth.voxels[number]?.count, "ROI \(number): \(reading.labels)") }
            #expect((reading.labels["1"] ?? 0) > 0 && (reading.labels["1"] ?? 0) < (truth.voxels["1"]?.count ?? 0), "\(reading.labels)")
        }
    }
}
