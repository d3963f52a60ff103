import Foundation
import Testing
import TomoCore
import TomoTestSupport
import TomoVolume

/// `tomo dicom stats`, the built executable on the InVesalius head CT: every region kind, on each plane and
/// on a slab, against figures the test computes itself from its own volume by the formulas the help states.
@Suite("tomo dicom stats")
struct DICOMStatsCommandTests {
    private struct Report: Decodable, Equatable {
        let pixels: Int
        let mean: Double?
        let sd: Double?
        let min: Int?
        let max: Int?
        let areaMM2: Double
        let partlyOutside: Bool?
    }

    /// The head CT as the test's own volume, every slice in it.
    private static func volume(of head: HeadCTSeries) throws -> CTVolume {
        let volume = try CTVolume(geometry: head.volume.geometry)
        for k in 0..<head.volume.geometry.sliceCount {
            try volume.fill(slice: k, with: StoredSamples(words: try head.volume.slice(at: k), isSigned: false), rescale: head.volume.rescale)
        }
        return volume
    }

    /// The figures the help promises for the pixels of `image` whose centres `inside` holds (a row y of the
    /// image at y × `rowScale` of the region's, as drawn on the image resampled to square pixels), counted
    /// directly: the sample standard deviation, the area from the image's pixel spacing.
    private static func expected(in image: VolumeSection, rowScale: Double = 1, _ inside: (Double, Double) -> Bool) -> Report {
        var values: [Double] = []
        for row in 0..<image.rows where image.filledRows[row] {
            for column in 0..<image.columns where inside(Double(column), Double(row) * rowScale) {
                values.append(Double(image.samples[row * image.columns + column]))
            }
        }
        let area = Double(values.count) * image.pixelSpacing.row * image.pixelSpacing.column
        guard !values.isEmpty else { return Report(pixels: 0, mean: nil, sd: nil, min: nil, max: nil, areaMM2: 0, partlyOutside: nil) }
        let mean = values.reduce(0, +) / Double(values.count)
        let sd = values.count > 1 ? (values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(values.count - 1)).squareRoot() : 0
        return Report(
            pixels: values.count, mean: mean, sd: sd, min: Int(values.min()!), max: Int(values.max()!), areaMM2: area, partlyOutside: nil)
    }

    /// Whether two reports agree: counts and extremes exactly, means and spreads to 1e-6 HU.
    private static func agree(_ report: Report, _ expected: Report) -> Bool {
        func near(_ a: Double?, _ b: Double?) -> Bool { a == nil && b == nil || abs((a ?? .nan) - (b ?? .nan)) < 1e-6 }
        return report.pixels == expected.pixels && report.min == expected.min && report.max == expected.max
            && near(report.mean, expected.mean) && near(report.sd, expected.sd) && near(report.areaMM2, expected.areaMM2)
    }

    /// The even–odd rule, written out here for the test's own count (a ray to the right from the centre).
    private static func evenOdd(_ corners: [(Double, Double)]) -> (Double, Double) -> Bool {
        { x, y in
            var inside = false
            for (index, (xi, yi)) in corners.enumerated() {
                let (xj, yj) = corners[(index + corners.count - 1) % corners.count]
                if (yi > y) != (yj > y), x < (xj - xi) * (y - yi) / (yj - yi) + xi { inside.toggle() }
            }
            return inside
        }
    }

    @Test("Each region kind on each plane and on a slab: the figures of the image render writes, counted directly")
    func regions() async throws {
        let head = try await HeadCTSeries.shared()
        let volume = try Self.volume(of: head)
        let triangle: [(Double, Double)] = [(100.5, 60), (170, 90.25), (110, 140)]
        let cases: [(plane: VolumePlane, index: Int, slab: Slab?, options: [String], inside: (Double, Double) -> Bool)] = [
            (.axial, 53, nil, ["--ellipse", "128.5,120,30,22.5"], { x, y in pow((x - 128.5) / 30, 2) + pow((y - 120) / 22.5, 2) <= 1 }),
            (.coronal, 100, nil, ["--rectangle", "140,90.5,60.2,30"], { x, y in (60.2...140).contains(x) && (30...90.5).contains(y) }),
            (.sagittal, 128, nil, ["--polygon", triangle.map { "\($0.0),\($0.1)" }.joined(separator: ",")], Self.evenOdd(triangle)),
            (.axial, 53, Slab(thickness: 8, projection: .mean), ["--ellipse", "128,128,12,12"], { x, y in pow((x - 128) / 12, 2) + pow((y - 128) / 12, 2) <= 1 }),
            (.coronal, 100, Slab(thickness: 10, projection: .mip), ["--ellipse", "128,60,20,15"], { x, y in pow((x - 128) / 20, 2) + pow((y - 60) / 15, 2) <= 1 }),
        ]
        for test in cases {
            let slabOptions = test.slab.map { ["--slab", "\($0.thickness)", "--projection", $0.projection.rawValue] } ?? []
            let result = try await Tool.run(
                ["dicom", "stats", head.folder.path, "--plane", test.plane.rawValue, "--slice", "\(test.index)", "--json"] + slabOptions + test.options)
            #expect(result.status == 0, "\(result.errors)")
            let report = try JSONDecoder().decode(Report.self, from: result.output)
            // The voxels themselves, one row per slice: never the rows resampling makes between them.
            let cut = try #require(volume.section(.named(test.plane, index: test.index), slab: test.slab))
            let rowScale = test.plane == .axial ? 1 : cut.pixelSpacing.row / cut.pixelSpacing.column
            let expected = Self.expected(in: cut, rowScale: rowScale, test.inside)
            #expect(expected.pixels > 100, "\(test.options): a region of some size")
            #expect(Self.agree(report, expected), "\(test.plane) \(test.options): \(report) against \(expected)")
            #expect(report.partlyOutside == nil)
        }
        // The slab's figures are the projected values': the MIP's mean is above the plain section's.
        let plain = try #require(volume.section(.coronal(100)))
        let scale = plain.pixelSpacing.row / plain.pixelSpacing.column
        let section = Self.expected(in: plain, rowScale: scale) { x, y in pow((x - 128) / 20, 2) + pow((y - 60) / 15, 2) <= 1 }
        let mip = try #require(volume.section(.coronal(100), slab: Slab(thickness: 10, projection: .mip)))
        let projected = Self.expected(in: mip, rowScale: scale) { x, y in pow((x - 128) / 20, 2) + pow((y - 60) / 15, 2) <= 1 }
        #expect(section.pixels == projected.pixels && projected.mean! > section.mean!, "\(section) \(projected)")
    }

    @Test("Text for people; a region half outside counts the pixels inside and says so; an empty region has no figures")
    func edgesAndText() async throws {
        let head = try await HeadCTSeries.shared()
        let volume = try Self.volume(of: head)
        let image = try #require(volume.section(.axial(40)))
        // Negative decimals after the option, as they are written.
        let half = try await Tool.run(["dicom", "stats", head.folder.path, "--slice", "40", "--json", "--ellipse", "-0.5,100.25,20,10"])
        #expect(half.status == 0, "\(half.errors)")
        let report = try JSONDecoder().decode(Report.self, from: half.output)
        let expected = Self.expected(in: image) { x, y in pow((x + 0.5) / 20, 2) + pow((y - 100.25) / 10, 2) <= 1 }
        #expect(Self.agree(report, expected) && report.partlyOutside == true, "\(report) against \(expected)")

        let text = try await Tool.run(["dicom", "stats", head.folder.path, "--slice", "40", "--ellipse=-0.5,100.25,20,10"])
        #expect(text.status == 0, "\(text.errors)")
        #expect(text.text.contains("axial 40 of 108, ellipse at (-0.5, 100.25), radii 20 × 10 px: \(expected.pixels) pixels, "), "\(text.text)")
        #expect(text.text.contains("SD \(FigureText.rounded(expected.sd!)) HU"), "\(text.text)")
        #expect(text.text.contains("the region reaches past the image's edge: only the pixels inside count"), "\(text.text)")

        for (options, note) in [
            (["--ellipse", "20,20,0,5"], "an ellipse with a radius of 0 has no area"),
            (["--polygon", "0,0,10,10,20,20"], "the polygon's corners lie on one line"),
            (["--rectangle", "-20,-20,-10,-10"], nil),
            (["--ellipse", "10.5,10.5,0.2,0.2"], nil),  // between pixel centres
        ] {
            let empty = try await Tool.run(["dicom", "stats", head.folder.path, "--slice", "40", "--json"] + options)
            #expect(empty.status == 0, "\(options): \(empty.errors)")
            #expect(String(decoding: empty.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) == #"{"pixels": 0, "areaMM2": 0}"#)
            if let note { #expect(empty.errors.contains(note), "\(empty.errors)") }
            let words = try await Tool.run(["dicom", "stats", head.folder.path, "--slice", "40"] + options)
            #expect(words.text.hasSuffix(": no pixels\n") || words.text.hasSuffix(": no pixels"), "\(words.text)")
        }
    }

    @Test("A slice outside the series and a malformed region exit 2 and say why")
    func badInput() async throws {
        let head = try await HeadCTSeries.shared()
        let region = ["--rectangle", "0,0,10,10"]
        for (arguments, message) in [
            (["--slice", "108"] + region, "--slice for an axial image is one of the 108 slices, 0…107"),
            (["--plane", "sagittal", "--slice", "256"] + region, "--slice for a sagittal image is one of the 256 columns, 0…255"),
            (["--slice", "1"], "give one region: --ellipse, --rectangle or --polygon"),
            (["--slice", "1", "--ellipse", "1,2,3,4", "--rectangle", "0,0,1,1"], "give one region"),
            (["--slice", "1", "--ellipse", "1,2,3"], "--ellipse is CX,CY,RX,RY: 4 numbers, not 3"),
            (["--slice", "1", "--polygon", "1,2,3,4"], "--polygon needs three corners or more, not 2"),
            (["--slice", "1", "--polygon", "1,2,3,4,5"], "pairs, not 5 numbers"),
            (["--slice", "1", "--rectangle", "1,2,nan,4"], "--rectangle"),
            (["--slice", "1", "--rectangle", "1,2,,4"], "--rectangle"),
            (["--slice", "1", "--slab=-1"] + region, "--slab is a thickness in millimetres, 0 or more"),
        ] {
            let result = try await Tool.run(["dicom", "stats", head.folder.path] + arguments)
            #expect(result.status == 2 && result.errors.contains(message), "\(arguments): \(result.status) \(result.errors)")
        }
    }
}

/// A figure as `tomo dicom stats` writes it in text: one decimal, no trailing zero.
private enum FigureText {
    static func rounded(_ value: Double) -> String {
        let tenth = (value * 10).rounded() / 10
        return tenth == tenth.rounded() ? String(Int(tenth)) : String(tenth)
    }
}
