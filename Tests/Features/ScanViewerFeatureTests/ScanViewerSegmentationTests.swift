import Foundation
import ScanViewerLive
import Testing
import TomoCore
import TomoDICOM
import TomoImaging
import TomoTestSupport
import TomoVolume
@testable import ScanViewerFeature

/// A segmentation beside the CT it was made from (highdicom's, in the same folder), through the live access:
/// offered, laid over the views, its segments listed with their volumes and the CT's values inside them, hidden
/// one by one (an overlapped one showing through), centred on, and refused over another frame of reference.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct ScanViewerSegmentationTests {
    /// The small CT's value at slice `k`, row `r`, column `c` (`SegmentationSamples`).
    private static func value(_ k: Int, _ r: Int, _ c: Int) -> Double { Double((r * 11 + c) * 7 + k * 50 - 300) }

    /// Whether pixel (`column`, `row`) of `image` is a gray (each channel the same).
    private static func isGray(_ image: Bitmap, column: Int, row: Int) -> Bool {
        let bytes = image.format.bytesPerPixel, start = row * image.bytesPerRow + column * bytes
        return bytes == 1 || Set(image.pixels[start..<start + 3]).count == 1
    }

    private static func pixel(_ image: Bitmap, column: Int, row: Int) -> [UInt8] {
        let bytes = image.format.bytesPerPixel, start = row * image.bytesPerRow + column * bytes
        return Array(image.pixels[start..<start + bytes])
    }

    /// A viewer of the files in `folder`, its segmentations found through the live access, opened.
    private static func opened(_ folder: URL) async -> ScanViewerModel {
        var environment = ScanViewerEnvironment.files([folder.path])
        environment.segmentations = .live
        let model = ScanViewerModel(environment: environment)
        await model.open()
        return model
    }

    @Test func aSegmentationBesideTheCTIsOfferedShownListedMeasuredAndToggled() async throws {
        try await withScratchFolder { folder in
            _ = try await SegmentationSamples.write(.binary, in: folder)
            let model = await Self.opened(folder)
            await model.waitUntilPreloaded()
            await model.waitUntilSegmentationsSettled()
            #expect(model.catalog.map(\.modality) == ["CT"], "the segmentation is no image series of its own")
            let items = model.segmentationMenuItems
            #expect(items.count == 2 && items[0] == "1 segmentation" && items[1].hasSuffix("(2 segments)"), "\(items)")
            #expect(model.segmentRows.isEmpty && model.segmentationStatus == nil, "none shown until asked")

            #expect(ScanViewerModel.keys.action(for: .character("s")) == .toggleSegmentation)
            #expect(model.perform(.toggleSegmentation))
            await model.waitUntilSegmentationsSettled()
            await model.waitUntilViewsDrawn()
            #expect(model.segmentationStatus == "2 of 2 segments shown")
            let rows = model.segmentRows
            #expect(rows.map(\.title) == ["Ball", "Band"] && rows.allSatisfy(\.isShown))

            // Every figure against the CT's own values, worked out here.
            var ball: [Double] = [], band: [Double] = []
            for k in 0..<5 {
                for r in 0..<13 {
                    for c in 0..<11 {
                        if (r - 6) * (r - 6) + (c - 5) * (c - 5) <= 9 + 3 * k { ball.append(Self.value(k, r, c)) }
                        if (4...8).contains(r), (1...3).contains(k) { band.append(Self.value(k, r, c)) }
                    }
                }
            }
            let voxelML = 2.0 * 1.5 * 2.0 / 1000
            for (row, values) in zip(rows, [ball, band]) {
                let mean = values.reduce(0, +) / Double(values.count)
                let sd = (values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(values.count - 1)).squareRoot()
                let expected = String(format: "%.1f mL", Double(values.count) * voxelML)
                #expect(row.detail.contains(expected) && row.detail.contains("\(values.count) voxels"), "\(row.detail)")
                let hu = ValueUnit.hounsfield
                let figures = "mean \(hu.number(mean)) HU, SD \(hu.number(sd)), min \(hu.number(values.min()!)), max \(hu.number(values.max()!))"
                #expect(row.detail.contains(figures), "\(row.detail), \(figures)")
                #expect(row.detail.hasPrefix("Tissue: "), "its category and type: \(row.detail)")
            }
            #expect(ScanViewerModel.grouped(1_982_232) == "1,982,232" && ScanViewerModel.grouped(165) == "165" && ScanViewerModel.grouped(-1000) == "-1,000")

            // Over the axial view: coloured inside, gray outside; the band, numbered higher, over the ball.
            model.setIndex(2)
            await model.waitUntilViewsDrawn()
            let shown = try #require(model.images.displayed[.axial]?.image)
            #expect(!Self.isGray(shown, column: 5, row: 6) && Self.isGray(shown, column: 0, row: 0))
            let underBand = Self.pixel(shown, column: 5, row: 6)
            model.toggleSegment(2)
            await model.waitUntilSegmentationsSettled()
            await model.waitUntilViewsDrawn()
            #expect(model.segmentRows.map(\.isShown) == [true, false] && model.segmentationStatus == "1 of 2 segments shown")
            let ballOnly = try #require(model.images.displayed[.axial]?.image)
            #expect(!Self.isGray(ballOnly, column: 5, row: 6) && Self.pixel(ballOnly, column: 5, row: 6) != underBand, "the ball shows through")
            #expect(Self.isGray(ballOnly, column: 0, row: 5), "the band's own voxels hidden")

            // G: the fill's next opacity; centring on the band; S hides it all.
            #expect(model.perform(.nextSegmentationLook) && model.segmentations.opacity == 0.7)
            model.setIndex(0)
            #expect(model.centreOnSegment(2) && model.index == 2, "the band's centre is on slice 2")
            #expect(model.perform(.toggleSegmentation) && model.segmentationMenuSelection == 0)
            await model.waitUntilViewsDrawn()
            #expect(Self.isGray(try #require(model.images.displayed[.axial]?.image), column: 5, row: 6))
        }
    }

    @Test func aSegmentationOfAnotherFrameOfReferenceIsOfferedWithWhyItCannotBeShown() async throws {
        try await withScratchFolder { folder in
            let (path, _) = try await SegmentationSamples.write(.labelMap, in: folder)
            try await SegmentationSamples.changed(path, to: path, by: "ds.FrameOfReferenceUID = '2.25.999'")
            let model = await Self.opened(folder)
            await model.waitUntilSegmentationsSettled()
            #expect(model.segmentationMenuItems.count == 2)
            model.selectSegmentationMenuItem(at: 1)
            await model.waitUntilSegmentationsSettled()
            let status = try #require(model.segmentationStatus)
            #expect(status.contains("frame of reference 2.25.999, the series in 2.25.7003"), "\(status)")
            #expect(model.segmentRows.isEmpty && model.segmentations.drawing == nil)
        }
    }

    @Test func aFractionalSegmentationOnAnotherGridIsDrawnTrilinearlyAndMeasuredAsSegStatsMeasuresIt() async throws {
        try await withScratchFolder { folder in
            let path = try await SegmentationSamples.writeCoarseFractional(in: folder)
            let model = await Self.opened(folder)
            await model.waitUntilPreloaded()
            await model.waitUntilSegmentationsSettled()
            let box = try #require(model.segmentationMenuItems.firstIndex { $0.hasSuffix("(1 segment)") }, "\(model.segmentationMenuItems)")
            model.selectSegmentationMenuItem(at: box)
            await model.waitUntilSegmentationsSettled()
            let layer = try #require(model.segmentations.layer)
            let file = try SegmentationFile.open(path: path)
            let seg = try DICOMSegmentation(file: file.header)
            let geometry = try #require(model.series?.volume?.geometry)
            let (drawn, measured) = (
                try SegmentationRaster(seg, in: file, on: geometry, interpolatesFractions: true).voxels(of: 1),
                try SegmentationRaster(seg, in: file, on: geometry).voxels(of: 1))
            var labelled: [Int] = []
            for slice in 0..<geometry.sliceCount {
                let section = try #require(layer.labels.section(.named(.axial, index: slice)))
                labelled += section.samples.indices.filter { LabelVolume.label(of: section.samples[$0]) != nil }.map { slice * geometry.samplesPerSlice + $0 }
            }
            #expect(labelled == drawn && drawn != measured, "drawn from the interpolated fractions")
            #expect(layer.segments.map(\.voxels) == [measured.count], "counted by nearest neighbour, as tomo seg stats counts")
        }
    }

    @Test func aSegmentationWhoseSourceSeriesIsMissingIsShownSayingWhichItWas() async throws {
        try await withScratchFolder { folder in
            let (path, _) = try await SegmentationSamples.write(.labelMap, in: folder)
            try await SegmentationSamples.changed(path, to: path, by: "ds.ReferencedSeriesSequence[0].SeriesInstanceUID = '2.25.31337'")
            let model = await Self.opened(folder)
            await model.waitUntilPreloaded()
            await model.waitUntilSegmentationsSettled()
            model.selectSegmentationMenuItem(at: 1)
            await model.waitUntilSegmentationsSettled()
            #expect(model.segmentationStatus == "2 of 2 segments shown, made from series 2.25.31337, which is not here")
        }
    }

    @Test func aSegmentationIsLaidOverASeriesOfAnotherFrameOfReferenceThroughTheirAlignment() async throws {
        try await withScratchFolder { folder in
            _ = try await SegmentationSamples.write(.binary, in: folder)
            // The CT again as another scan writes it: another series and frame of reference, the anatomy 4 mm (two
            // columns) further along x.
            let (ct, moved) = (folder.appending(path: "ct"), folder.appending(path: "moved"))
            try FileManager.default.createDirectory(at: moved, withIntermediateDirectories: true)
            for name in try FileManager.default.contentsOfDirectory(atPath: ct.path) {
                try await SegmentationSamples.changed(ct.appending(path: name).path, to: moved.appending(path: name).path, by: """
                    ds.SeriesInstanceUID = '2.25.4242'; ds.FrameOfReferenceUID = '2.25.4343'; ds.SeriesDescription = 'Follow-up'
                    ds.SOPInstanceUID = ds.file_meta.MediaStorageSOPInstanceUID = ds.SOPInstanceUID + '.9'
                    ds.ImagePositionPatient = [float(ds.ImagePositionPatient[0]) + 4] + [float(v) for v in ds.ImagePositionPatient[1:]]
                    """)
            }
            var environment = ScanViewerEnvironment.files([folder.path])
            environment.segmentations = .live
            let model = ScanViewerModel(environment: environment)
            await model.open(seriesID: "2.25.4242")
            await model.waitUntilPreloaded()
            await model.waitUntilSegmentationsSettled()
            let source = try #require(model.catalog.first { $0.id != "2.25.4242" }?.id)
            #expect(model.segmentationMenuItems.count == 2, "the study's segmentation is offered over its other series too")

            // Alone, it cannot be placed: it says why, and how it could be.
            model.selectSegmentationMenuItem(at: 1)
            await model.waitUntilSegmentationsSettled()
            let refusal = try #require(model.segmentationStatus)
            #expect(refusal.contains("frame of reference") && refusal.contains("link the panes"), "\(refusal)")
            #expect(model.segmentations.drawing == nil)
            model.selectSegmentationMenuItem(at: 0)

            // Beside the series it was made from, the two aligned (by hand here: 4 mm back along x), it is laid over
            // the moved series where the anatomy is: the same voxels of its grid as of its own.
            await model.openBeside(model.loading.source, pacsTarget: nil, seriesID: source)
            await model.waitUntilPreloaded()
            await model.waitUntilSegmentationsSettled()
            model.selectSegmentationMenuItem(at: 1)
            await model.waitUntilSegmentationsSettled()
            let own = try #require(model.segmentations.layer)
            #expect(model.segmentationStatus == "2 of 2 segments shown")
            model.alignments.adjust(from: "2.25.4242", to: source, translation: Vector3(-4, 0, 0))
            #expect(model.activatePane(at: 0))
            model.selectSegmentationMenuItem(at: 1)
            await model.waitUntilSegmentationsSettled()
            let status = try #require(model.segmentationStatus)
            #expect(status.hasPrefix("2 of 2 segments shown, through the alignment with ") && status.hasSuffix(" (moved 4.0 mm)"), "\(status)")
            let through = try #require(model.segmentations.layer)
            #expect(through.segments.map(\.voxels) == own.segments.map(\.voxels) && through.segments.map(\.voxels).allSatisfy { $0 > 0 })
            #expect(through.segments.map(\.centre) == own.segments.map(\.centre), "at the same voxels")
        }
    }

    @Test func aStructureSetIsOfferedAndShownItsROIsFilledByTheirContours() async throws {
        try await withScratchFolder { folder in
            let (path, truth) = try await StructureSetSamples.write(in: folder)
            let model = await Self.opened(folder)
            await model.waitUntilPreloaded()
            await model.waitUntilSegmentationsSettled()
            let items = model.segmentationMenuItems
            #expect(items.count == 3 && items.contains("Structure set: Planning structures (6 ROIs)"), "\(items), \(path)")
            #expect(["1 segmentation, 1 structure set", "1 structure set, 1 segmentation"].contains(items.first ?? ""), "\(items)")
            let chosen = try #require(items.firstIndex { $0.hasPrefix("Structure set: Planning structures") })
            model.selectSegmentationMenuItem(at: chosen)
            await model.waitUntilSegmentationsSettled()
            let rows = model.segmentRows
            #expect(rows.map(\.title) == ["Body", "Lesion", "Marker", "Far", "Empty", "Line"])
            for row in rows.prefix(3) {
                let voxels = try #require(truth.voxels[String(row.number)])
                #expect(row.detail.contains("· \(ScanViewerModel.grouped(voxels.count)) voxels"), "\(row.detail)")
            }
            #expect(rows[1].detail.hasPrefix("GTV · "), "its interpreted type: \(rows[1].detail)")
            #expect(model.segmentationProblems.contains("ROI 4 (Far), contour 1 lies at 38.00 mm, with no slice within half a slice spacing (1.00 mm): left out"))
            #expect(model.centreOnSegment(3) && model.index == 4, "the marker's slice")
        }
    }
}
