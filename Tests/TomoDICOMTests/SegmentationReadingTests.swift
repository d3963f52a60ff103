import Foundation
import Testing
import TomoCore
import TomoDICOM
import TomoTestSupport
import TomoVolume

/// DICOM Segmentations as highdicom writes them, read as pydicom reads them: BINARY frames of 13 × 11 pixels (their
/// bits run across frame boundaries), overlapping segments, FRACTIONAL in RLE, LABELMAP; each frame's values, its
/// segment and its place; the segments' labels, concepts and colours.
@Suite(.timeLimit(.minutes(3)))
struct SegmentationReadingTests {
    @Test(arguments: SegmentationSamples.Kind.allCases)
    func everyFrameReadsAsPydicomReadsIt(kind: SegmentationSamples.Kind) async throws {
        try await withScratchFolder { folder in
            let (path, truth) = try await SegmentationSamples.write(kind, in: folder)
            let file = try DICOMFile.read(path: path)
            let seg = try DICOMSegmentation(file: file)
            #expect(seg.kind == [.binary: .binary, .fractional: .fractional, .labelMap: .labelMap][kind])
            #expect(seg.rows == 13 && seg.columns == 11 && seg.problems == [], "\(seg.problems)")
            #expect(seg.frames.count == truth.frames.count)
            #expect(seg.frames.map { $0.segment ?? 0 } == truth.segments)
            #expect(seg.frames.map { [$0.position?.x, $0.position?.y, $0.position?.z].compactMap { $0 } } == truth.positions)
            #expect(seg.frames.allSatisfy { $0.orientation == .axial && $0.pixelSpacing == PixelSpacing(row: 2, column: 1.5) })
            for (frame, expected) in zip(seg.frames, truth.frames) {
                let values = try seg.values(ofFrame: frame, in: file)
                #expect((0..<values.count).map { Int(values.value(at: $0)) } == expected, "frame \(frame.index + 1)")
            }
            #expect(seg.frameOfReferenceUID == "2.25.7003" && seg.referencedSeriesUIDs == ["2.25.7002"])
            #expect(seg.identity.patientID == "SEG-1" && seg.identity.seriesInstanceUID == "2.25.7010")
            let ball = try #require(seg.segment(1))
            #expect(ball.label == "Ball" && ball.type?.meaning == "Bone" && ball.category?.meaning == "Tissue")
            #expect(ball.algorithmType == "AUTOMATIC" && ball.algorithmName == "Tomo tests")
            #expect(ball.colour == RGBColour(red: 197, green: 118, blue: 181), "highdicom's sRGB of CIELab (60, 40, −20)")
            if kind == .fractional {
                #expect(seg.maximumFractionalValue == 255 && seg.fractionalType == "PROBABILITY")
            } else {
                #expect(seg.segment(2)?.label == "Band")
            }
            if kind == .binary {
                #expect(seg.segment(2)?.colour == .segmentPalette(2), "no colour of its own: the palette's")
                #expect(seg.frames(of: 2).count == 3 && seg.frames(of: 1).count == 5, "overlapping segments keep their own frames")
            }
        }
    }

    /// A FRACTIONAL segmentation on a coarser, shifted grid (`writeCoarseFractional`), drawn trilinearly: every CT voxel whose centre's interpolated fraction reaches half the
    /// maximum, as SciPy's `map_coordinates` (order 1, edges held) interpolates the frames; measured by nearest
    /// neighbour, which differs.
    @Test func aFractionalSegmentationOnAnotherGridIsDrawnTrilinearly() async throws {
        try await withScratchFolder { folder in
            let path = try await SegmentationSamples.writeCoarseFractional(in: folder)
            let python = try #require(TestEnvironment.program("python3"))
            let run = try await ProcessRun.run(python, ["-c", Self.trilinearScript, path])
            #expect(run.status == 0, "\(run.errors)")
            let expected = try JSONDecoder().decode([Int].self, from: run.output)
            let file = try SegmentationFile.open(path: path)
            let seg = try DICOMSegmentation(file: file.header)
            #expect(seg.kind == .fractional && seg.problems.isEmpty, "\(seg.problems)")
            let geometry = VolumeGeometry(
                columns: 11, rows: 13, sliceCount: 5, pixelSpacing: PixelSpacing(row: 2, column: 1.5), sliceSpacing: 2, origin: Vector3(-10, -12, 0))
            let drawn = try SegmentationRaster(seg, in: file, on: geometry, interpolatesFractions: true)
            let nearest = try SegmentationRaster(seg, in: file, on: geometry)
            #expect(!drawn.isAligned && expected.count > 50)
            #expect(drawn.voxels(of: 1) == expected)
            #expect(nearest.voxels(of: 1) != expected, "nearest neighbour places it otherwise")
        }
    }

    /// Prints the CT voxels (as indices on the small CT's grid) whose centres' fraction in the FRACTIONAL
    /// segmentation of argument 1, trilinear in its frames' index space, reaches 127.5.
    private static let trilinearScript = #"""
        import sys, json, numpy, pydicom
        from scipy.ndimage import map_coordinates
        ds = pydicom.dcmread(sys.argv[1])
        fractions = ds.pixel_array.reshape((-1, int(ds.Rows), int(ds.Columns)))
        places = [[float(v) for v in f.PlanePositionSequence[0].ImagePositionPatient] for f in ds.PerFrameFunctionalGroupsSequence]
        spacing = [float(v) for v in ds.SharedFunctionalGroupsSequence[0].PixelMeasuresSequence[0].PixelSpacing]
        z0, x0, y0 = places[0][2], places[0][0], places[0][1]
        step = places[1][2] - z0 if len(places) > 1 else 1.0
        found = []
        for k in range(5):
            for r in range(13):
                for c in range(11):
                    x, y, z = -10 + 1.5 * c, -12 + 2.0 * r, 2.0 * k
                    fk, fj, fi = (z - z0) / step, (y - y0) / spacing[0], (x - x0) / spacing[1]
                    if -0.5 <= fk <= len(places) - 0.5 and -0.5 <= fj < fractions.shape[1] - 0.5 and -0.5 <= fi < fractions.shape[2] - 0.5:
                        value = map_coordinates(fractions.astype(numpy.float64), [[fk], [fj], [fi]], order=1, mode="nearest")[0]
                        if value >= 127.5:
                            found.append((k * 13 + r) * 11 + c)
        print(json.dumps(found))
        """#

    @Test func anotherObjectIsNotASegmentation() async throws {
        let ct = try DICOMFile.read(path: try await DICOMSamples.pydicomFile("CT_small.dcm"))
        #expect(throws: DICOMError.notAnImage(kind: "CT")) { try DICOMSegmentation(file: ct) }
    }
}

/// Segmentations the field gets wrong: each fault named with its element, the rest of the object kept.
@Suite(.timeLimit(.minutes(3)))
struct SegmentationBadInputTests {
    /// The binary sample (8 frames: segment 1 on 5, segment 2 on 3) changed by `change`, read.
    private func read(changedBy change: String, in folder: URL) async throws -> (DICOMSegmentation, DICOMFile) {
        let (path, _) = try await SegmentationSamples.write(.binary, in: folder)
        let output = folder.appending(path: "changed.dcm").path
        try await SegmentationSamples.changed(path, to: output, by: change)
        let file = try DICOMFile.read(path: output)
        return (try DICOMSegmentation(file: file), file)
    }

    @Test func aFrameNamingAnUndefinedSegmentIsLeftOutAndSaidSo() async throws {
        try await withScratchFolder { folder in
            let (seg, _) = try await read(
                changedBy: "ds.PerFrameFunctionalGroupsSequence[2].SegmentIdentificationSequence[0].ReferencedSegmentNumber = 7", in: folder)
            #expect(seg.problems == ["frame 3 names segment 7, which the Segment Sequence does not define: left out"])
            #expect(seg.frames.count == 7 && seg.frames.map(\.index) == [0, 1, 3, 4, 5, 6, 7])
        }
    }

    @Test func fewerFunctionalGroupsThanFramesAreSaidAndTheFramesWithoutOneLeftOut() async throws {
        try await withScratchFolder { folder in
            let (seg, _) = try await read(changedBy: "del ds.PerFrameFunctionalGroupsSequence[7]", in: folder)
            #expect(seg.problems == [
                "the Per-frame Functional Groups Sequence has 7 items for 8 frames",
                "frame 8 names no segment (Segment Identification Sequence): left out",
            ])
            #expect(seg.frames.count == 7)
        }
    }

    @Test func anEmptySegmentIsSaidAndAnUnnumberedOneLeftOut() async throws {
        try await withScratchFolder { folder in
            let (seg, _) = try await read(changedBy: """
                from copy import deepcopy
                extra = deepcopy(ds.SegmentSequence[1]); extra.SegmentNumber = 3; extra.SegmentLabel = "Empty"
                unnumbered = deepcopy(ds.SegmentSequence[1]); del unnumbered.SegmentNumber
                ds.SegmentSequence.append(extra); ds.SegmentSequence.append(unnumbered)
                """, in: folder)
            #expect(seg.segments.map(\.number) == [1, 2, 3])
            #expect(seg.problems == ["Segment Sequence item 4 has no Segment Number: left out", "segment 3 (Empty) has no frame: it is empty"])
        }
    }

    /// A copy of the file at `path`, in `folder`, without its last five bytes (inside its last frame).
    private static func cutShort(_ path: String, in folder: URL) throws -> URL {
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        bytes.removeLast(5)
        let cut = folder.appending(path: "cut.dcm")
        try bytes.write(to: cut)
        return cut
    }

    /// Read whole, a file cut inside its pixel data is refused, naming the file and the cut; opened as a
    /// segmentation's file, its frames before the cut are kept (next test).
    @Test func pixelDataCutShortIsRefusedSayingWhere() async throws {
        try await withScratchFolder { folder in
            let (path, _) = try await SegmentationSamples.write(.binary, in: folder)
            let cut = try Self.cutShort(path, in: folder)
            do {
                _ = try DICOMSegmentation(file: try DICOMFile.read(path: cut.path))
                Issue.record("a cut segmentation read")
            } catch {
                #expect("\(error)".contains("cut.dcm: element (7FE0,0010) Pixel Data") && "\(error)".contains("the file is truncated"), "\(error)")
            }
        }
    }

    /// Opened as a segmentation's file (its frames read from disk as needed), a file cut inside its last frame says
    /// so, places every frame before the cut as the whole file's are, and names the frame it cannot read.
    @Test func aSegmentationCutShortKeepsItsFramesBeforeTheCut() async throws {
        try await withScratchFolder { folder in
            let (path, _) = try await SegmentationSamples.write(.binary, in: folder)
            let cut = try Self.cutShort(path, in: folder)
            let (file, whole) = (try SegmentationFile.open(path: cut.path), try SegmentationFile.open(path: path))
            #expect(file.readsFramesFromDisk && whole.readsFramesFromDisk)
            let (seg, intact) = (try DICOMSegmentation(file: file.header), try DICOMSegmentation(file: whole.header))
            #expect(seg.problems.contains("its pixel data is cut short: frames past its end cannot be read"), "\(seg.problems)")
            let geometry = VolumeGeometry(
                columns: 11, rows: 13, sliceCount: 5, pixelSpacing: PixelSpacing(row: 2, column: 1.5), sliceSpacing: 2, origin: Vector3(-10, -12, 0))
            let (raster, reference) = (try SegmentationRaster(seg, in: file, on: geometry), try SegmentationRaster(intact, in: whole, on: geometry))
            #expect(raster.voxels(of: 1) == reference.voxels(of: 1) && raster.voxels(of: 1).count > 100, "the ball whole")
            let (band, wholeBand) = (raster.voxels(of: 2), reference.voxels(of: 2))
            #expect(wholeBand.count == 165 && band.count == 110 && Set(band).isSubset(of: Set(wholeBand)), "the band but the cut frame's slice")
            let problems = raster.forEachSlice { _, _ in }
            #expect(problems.count == 1 && problems[0].hasPrefix("frame 8 (segment 2) cannot be read (") && problems[0].contains("the file is truncated"), "\(problems)")
            #expect(reference.forEachSlice { _, _ in }.isEmpty)
        }
    }

    @Test func aSegmentationWithoutSegmentsOrTypeIsRefusedNamingTheElement() async throws {
        try await withScratchFolder { folder in
            let (path, _) = try await SegmentationSamples.write(.binary, in: folder)
            for (change, error) in [
                ("del ds.SegmentSequence", DICOMError.missingElement(.segmentSequence)),
                ("del ds.SegmentationType", .missingElement(.segmentationType)),
                ("ds.SegmentationType = 'MASK'", .invalidValue(tag: .segmentationType, reason: "MASK is not BINARY, FRACTIONAL or LABELMAP")),
            ] {
                let output = folder.appending(path: "refused.dcm").path
                try await SegmentationSamples.changed(path, to: output, by: change)
                #expect(throws: error) { try DICOMSegmentation(file: try DICOMFile.read(path: output)) }
            }
        }
    }
}
