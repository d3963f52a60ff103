import Foundation

/// Segmentations as AI tools and highdicom write them, over a small CT of their own (made by pydicom: 5 slices of
/// 13 × 11 pixels, 2 mm apart, so that a BINARY frame's bits run across frame boundaries), with pydicom's reading
/// of each as the truth to check Tomo's against.
public enum SegmentationSamples {
    /// Which segmentation to write.
    public enum Kind: String, Sendable, CaseIterable {
        /// BINARY, two overlapping segments (the second with no colour of its own).
        case binary
        /// FRACTIONAL (PROBABILITY, maximum 255), one segment, RLE-compressed (by DCMTK's `dcmcrle`).
        case fractional
        /// LABELMAP (Sup 243), two segments.
        case labelMap
    }

    /// What pydicom reads of a segmentation: each frame's values, row-major, and its segment (0 for a label map's).
    public struct Truth: Sendable, Decodable {
        public let frames: [[Int]]
        public let segments: [Int]
        public let positions: [[Double]]
    }

    /// Writes the small CT into `folder/ct/` and a `kind` segmentation of it to `folder/seg-KIND.dcm`; returns the
    /// segmentation's path and pydicom's reading of it.
    public static func write(_ kind: Kind, in folder: URL) async throws -> (path: String, truth: Truth) {
        let output = folder.appending(path: "seg-\(kind.rawValue).dcm").path
        guard let python = TestEnvironment.program("python3") else {
            throw SampleError("python3 is missing: scripts/install-dependencies.sh test installs highdicom for it")
        }
        let run = try await ProcessRun.run(python, ["-c", script, folder.path, kind.rawValue, output])
        guard run.status == 0 else { throw SampleError("highdicom could not write \(output): \(run.errors)") }
        let truth = try JSONDecoder().decode(Truth.self, from: run.output)
        guard kind == .fractional else { return (output, truth) }
        let compressed = folder.appending(path: "seg-\(kind.rawValue)-rle.dcm").path
        try await DICOMSamples.runTool("dcmcrle", [output, compressed])
        return (compressed, truth)
    }

    /// Writes the small CT into `folder/ct/` and a BINARY segmentation of it on a grid of its own to
    /// `folder/seg-coarse.dcm`: 7 × 6 pixels of 4 × 3 mm (rows, columns), frames 4 mm apart at z = 1, 5 and 9, its
    /// first pixel at (−9.25, −11, 1) — so no CT voxel centre lies on a pixel's edge or halfway between frames —
    /// one segment "Box": rows 1…4, columns 1…3 of the first two frames.
    public static func writeCoarse(in folder: URL) async throws -> String {
        _ = try await write(.binary, in: folder)
        let output = folder.appending(path: "seg-coarse.dcm").path
        guard let python = TestEnvironment.program("python3") else { throw SampleError("python3 is missing") }
        let run = try await ProcessRun.run(python, ["-c", coarseScript, folder.appending(path: "ct").path, output])
        guard run.status == 0 else { throw SampleError("highdicom could not write \(output): \(run.errors)") }
        return output
    }

    /// Writes the coarse sample (`writeCoarse`) as FRACTIONAL (PROBABILITY, maximum 255) to
    /// `folder/seg-fractional.dcm`: the box 255 in its first frame, 100 in its second.
    public static func writeCoarseFractional(in folder: URL) async throws -> String {
        let output = folder.appending(path: "seg-fractional.dcm").path
        try await changed(try await writeCoarse(in: folder), to: output, by: """
            import numpy
            mask = ds.pixel_array.reshape((-1, int(ds.Rows), int(ds.Columns)))
            scale = numpy.array([255, 100] + [200] * (mask.shape[0] - 2))[:, None, None]
            ds.PixelData = (mask * scale).astype(numpy.uint8).tobytes()
            ds.SegmentationType = "FRACTIONAL"; ds.SegmentationFractionalType = "PROBABILITY"; ds.MaximumFractionalValue = 255
            ds.BitsAllocated = 8; ds.BitsStored = 8; ds.HighBit = 7
            """)
        try FileManager.default.removeItem(atPath: folder.appending(path: "seg-coarse.dcm").path)
        return output
    }

    /// A copy of the segmentation at `path` changed by `change`, Python run with `ds` its pydicom data set, written
    /// to `output`.
    public static func changed(_ path: String, to output: String, by change: String) async throws {
        guard let python = TestEnvironment.program("python3") else { throw SampleError("python3 is missing") }
        let script = "import sys, pydicom\nds = pydicom.dcmread(sys.argv[1])\n" + change + "\nds.save_as(sys.argv[2])\n"
        let run = try await ProcessRun.run(python, ["-c", script, path, output])
        guard run.status == 0 else { throw SampleError("pydicom could not change \(path): \(run.errors)") }
    }

    private static let coarseScript = #"""
        import sys, glob, os, numpy, pydicom, highdicom as hd
        from pydicom.sr.codedict import codes
        sources = [pydicom.dcmread(p) for p in sorted(glob.glob(os.path.join(sys.argv[1], "*.dcm")))]
        mask = numpy.zeros((3, 7, 6), dtype=numpy.uint8)
        mask[0:2, 1:5, 1:4] = 1
        patient = hd.CoordinateSystemNames.PATIENT
        seg = hd.seg.Segmentation(
            source_images=sources, pixel_array=mask, segmentation_type=hd.seg.SegmentationTypeValues.BINARY,
            segment_descriptions=[hd.seg.SegmentDescription(
                segment_number=1, segment_label="Box", segmented_property_category=codes.SCT.Tissue,
                segmented_property_type=codes.SCT.Bone, algorithm_type=hd.seg.SegmentAlgorithmTypeValues.MANUAL)],
            series_instance_uid="2.25.7020", series_number=91, sop_instance_uid="2.25.7021", instance_number=1,
            manufacturer="Tomo tests", manufacturer_model_name="highdicom", software_versions="1", device_serial_number="1",
            plane_positions=[hd.PlanePositionSequence(coordinate_system=patient, image_position=[-9.25, -11.0, 1.0 + 4.0 * j]) for j in range(3)],
            pixel_measures=hd.PixelMeasuresSequence(pixel_spacing=[4.0, 3.0], slice_thickness=4.0, spacing_between_slices=4.0),
            plane_orientation=hd.PlaneOrientationSequence(coordinate_system=patient, image_orientation=[1, 0, 0, 0, 1, 0]),
            omit_empty_frames=False)
        seg.save_as(sys.argv[2])
        """#

    private static let script = #"""
        import sys, os, json, numpy, pydicom, highdicom as hd
        from pydicom.dataset import Dataset, FileMetaDataset
        from pydicom.uid import ExplicitVRLittleEndian, CTImageStorage
        from pydicom.sr.codedict import codes
        folder, kind, output = sys.argv[1], sys.argv[2], sys.argv[3]
        os.makedirs(os.path.join(folder, "ct"), exist_ok=True)
        rows, columns, slices = 13, 11, 5
        study, series, frame = "2.25.7001", "2.25.7002", "2.25.7003"
        sources = []
        for k in range(slices):
            meta = FileMetaDataset()
            meta.MediaStorageSOPClassUID = CTImageStorage
            meta.MediaStorageSOPInstanceUID = f"2.25.7004{k}"
            meta.TransferSyntaxUID = ExplicitVRLittleEndian
            ds = Dataset()
            ds.file_meta = meta
            ds.SOPClassUID, ds.SOPInstanceUID = CTImageStorage, meta.MediaStorageSOPInstanceUID
            ds.StudyInstanceUID, ds.SeriesInstanceUID, ds.FrameOfReferenceUID = study, series, frame
            ds.PatientName, ds.PatientID, ds.StudyDate, ds.StudyTime = "Seg^Test", "SEG-1", "20240101", "120000"
            ds.Modality, ds.SeriesNumber, ds.InstanceNumber, ds.AccessionNumber = "CT", 1, k + 1, "A1"
            ds.ReferringPhysicianName, ds.StudyID, ds.PatientBirthDate, ds.PatientSex = "", "1", "", "O"
            ds.Manufacturer = "Tomo tests"
            ds.ImagePositionPatient = [-10.0, -12.0, 2.0 * k]
            ds.ImageOrientationPatient = [1, 0, 0, 0, 1, 0]
            ds.PixelSpacing, ds.SliceThickness = [2.0, 1.5], 2.0
            ds.Rows, ds.Columns, ds.SamplesPerPixel, ds.PhotometricInterpretation = rows, columns, 1, "MONOCHROME2"
            ds.BitsAllocated, ds.BitsStored, ds.HighBit, ds.PixelRepresentation = 16, 16, 15, 1
            ds.RescaleIntercept, ds.RescaleSlope = 0, 1
            pixels = (numpy.arange(rows * columns).reshape(rows, columns) * 7 + k * 50 - 300).astype(numpy.int16)
            ds.PixelData = pixels.tobytes()
            path = os.path.join(folder, "ct", f"CT{k}.dcm")
            ds.save_as(path, enforce_file_format=True)
            sources.append(pydicom.dcmread(path))
        y, x = numpy.mgrid[0:rows, 0:columns]
        ball = numpy.stack([((y - 6) ** 2 + (x - 5) ** 2 <= 9 + 3 * k) for k in range(slices)])
        band = numpy.stack([(y >= 4) & (y <= 8) & (k >= 1) & (k <= 3) for k in range(slices)])
        def segment(number, label, kind_code, colour=True):
            description = hd.seg.SegmentDescription(
                segment_number=number, segment_label=label, segmented_property_category=codes.SCT.Tissue,
                segmented_property_type=kind_code, algorithm_type=hd.seg.SegmentAlgorithmTypeValues.AUTOMATIC,
                algorithm_identification=hd.AlgorithmIdentificationSequence(name="Tomo tests", version="1", family=codes.DCM.ArtificialIntelligence))
            if colour:
                description.RecommendedDisplayCIELabValue = list(hd.color.CIELabColor(60.0, 40.0, -20.0).value)
            return description
        common = dict(source_images=sources, series_instance_uid="2.25.7010", series_number=90, sop_instance_uid="2.25.7011",
                      instance_number=1, manufacturer="Tomo tests", manufacturer_model_name="highdicom", software_versions="1",
                      device_serial_number="1", omit_empty_frames=True)
        if kind == "binary":
            mask = numpy.stack([ball, band], axis=-1).astype(numpy.uint8)
            seg = hd.seg.Segmentation(pixel_array=mask, segmentation_type=hd.seg.SegmentationTypeValues.BINARY,
                                      segment_descriptions=[segment(1, "Ball", codes.SCT.Bone), segment(2, "Band", codes.SCT.Muscle, colour=False)],
                                      **common)
        elif kind == "fractional":
            fraction = (ball * 0.75 + band * 0.25).astype(numpy.float32)
            seg = hd.seg.Segmentation(pixel_array=fraction, segmentation_type=hd.seg.SegmentationTypeValues.FRACTIONAL,
                                      fractional_type=hd.seg.SegmentationFractionalTypeValues.PROBABILITY, max_fractional_value=255,
                                      segment_descriptions=[segment(1, "Ball", codes.SCT.Bone)], **common)
        else:
            labels = numpy.where(band, 2, numpy.where(ball, 1, 0)).astype(numpy.uint8)
            seg = hd.seg.Segmentation(pixel_array=labels, segmentation_type=hd.seg.SegmentationTypeValues.LABELMAP,
                                      segment_descriptions=[segment(1, "Ball", codes.SCT.Bone), segment(2, "Band", codes.SCT.Muscle)], **common)
        seg.save_as(output)
        read = pydicom.dcmread(output)
        frames = read.pixel_array.reshape(int(read.NumberOfFrames), int(read.Rows), int(read.Columns))
        groups = read.PerFrameFunctionalGroupsSequence
        shared = read.SharedFunctionalGroupsSequence[0]
        def segment_of(g):
            for where in (g, shared):
                if "SegmentIdentificationSequence" in where:
                    return int(where.SegmentIdentificationSequence[0].ReferencedSegmentNumber)
            return 0
        segments = [segment_of(g) if read.SegmentationType != "LABELMAP" else 0 for g in groups]
        positions = [[float(v) for v in g.PlanePositionSequence[0].ImagePositionPatient] for g in groups]
        print(json.dumps({"frames": [[int(v) for v in f.ravel()] for f in frames], "segments": segments, "positions": positions}))
        """#
}
