import Foundation

/// An RT Structure Set as planning systems write them, over `SegmentationSamples`' small CT (5 slices of 13 × 11
/// pixels, 2 mm apart, 1.5 mm columns, 2 mm rows), written by pydicom, with an independent even-odd rasterization
/// of each ROI (a ray cast from every voxel centre, in millimetres) as the truth to check Tomo's against.
public enum StructureSetSamples {
    /// What the independent rasterization finds: each ROI's voxels (`(slice × rows + row) × columns + column`), by
    /// ROI number as text.
    public struct Truth: Sendable, Decodable {
        public let voxels: [String: [Int]]
    }

    /// Writes the small CT into `folder/ct/` and the structure set to `folder/rtstruct.dcm`: ROI 1 "Body", an
    /// outline with a hole in it on slices 1 to 3, each contour a hair (0.4 µm) off its slice's position; ROI 2
    /// "Lesion", one keyhole contour (a ring drawn as one outline, in and out along a cut) 0.3 mm off slice 2; ROI 3
    /// "Marker", a POINT on slice 4; ROI 4 "Far", a contour 30 mm past the last slice; ROI 5 "Empty", no contours;
    /// ROI 6 "Line", a closed contour of two points. Returns its path and the truth.
    public static func write(in folder: URL) async throws -> (path: String, truth: Truth) {
        _ = try await SegmentationSamples.write(.binary, in: folder)
        let output = folder.appending(path: "rtstruct.dcm").path
        guard let python = TestEnvironment.program("python3") else { throw SampleError("python3 is missing") }
        let run = try await ProcessRun.run(python, ["-c", script, output])
        guard run.status == 0 else { throw SampleError("pydicom could not write \(output): \(run.errors)") }
        return (output, try JSONDecoder().decode(Truth.self, from: run.output))
    }

    private static let script = #"""
        import sys, json, math
        from pydicom.dataset import Dataset, FileMetaDataset
        from pydicom.sequence import Sequence
        from pydicom.uid import ExplicitVRLittleEndian
        output = sys.argv[1]
        rows, columns, slices = 13, 11, 5
        def centre(k, r, c): return (-10.0 + 1.5 * c, -12.0 + 2.0 * r, 2.0 * k)
        def rectangle(x0, y0, x1, y1, z): return [(x0, y0, z), (x1, y0, z), (x1, y1, z), (x0, y1, z)]
        def circle(cx, cy, radius, z, n, start=0.0, direction=1):
            return [(cx + radius * math.cos(start + direction * 2 * math.pi * i / n), cy + radius * math.sin(start + direction * 2 * math.pi * i / n), z) for i in range(n)]
        rois = {1: ("Body", "EXTERNAL", [255, 0, 0], []), 2: ("Lesion", "GTV", [0, 255, 0], []), 3: ("Marker", "MARKER", [0, 0, 255], []),
                4: ("Far", "ORGAN", [255, 255, 0], []), 5: ("Empty", "ORGAN", [0, 255, 255], []), 6: ("Line", "ORGAN", [255, 0, 255], [])}
        for k in (1, 2, 3):
            z = 2.0 * k + 0.0004
            rois[1][3].append(("CLOSED_PLANAR", rectangle(-9.6, -10.7, 4.9, 11.3, z)))
            rois[1][3].append(("CLOSED_PLANAR", rectangle(-4.1, -4.6, 0.8, 3.1, z)))
        # A keyhole: the outer circle anticlockwise, along a cut to the inner one, round it clockwise, back out.
        z = 4.0 - 0.3
        outer = circle(-2.5, 0.1, 7.3, z, 40)
        inner = circle(-2.5, 0.1, 3.1, z, 24, direction=-1)
        rois[2][3].append(("CLOSED_PLANAR", outer + [outer[0], inner[0]] + inner + [inner[0]]))
        rois[3][3].append(("POINT", [centre(4, 6, 5)]))
        rois[4][3].append(("CLOSED_PLANAR", rectangle(-5.0, -5.0, 5.0, 5.0, 38.0)))
        rois[6][3].append(("CLOSED_PLANAR", [(-5.0, -5.0, 4.0), (5.0, 5.0, 4.0)]))

        def inside(x, y, contours):
            crossings = 0
            for points in contours:
                for i in range(len(points)):
                    (xi, yi, _), (xj, yj, _) = points[i], points[(i + 1) % len(points)]
                    if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
                        crossings += 1
            return crossings % 2 == 1
        truth = {}
        for number, (name, kind, colour, contours) in rois.items():
            found = []
            for k in range(slices):
                here = [p for t, p in contours if t == "CLOSED_PLANAR" and len(p) >= 3 and abs(p[0][2] - 2.0 * k) <= 1.0]
                points = [p[0] for t, p in contours if t == "POINT" and abs(p[0][2] - 2.0 * k) <= 1.0]
                for r in range(rows):
                    for c in range(columns):
                        x, y, _ = centre(k, r, c)
                        marked = any(abs(r - round((py + 12.0) / 2.0)) + abs(c - round((px + 10.0) / 1.5)) <= 1 for px, py, _ in points)
                        if (here and inside(x, y, here)) or marked:
                            found.append((k * rows + r) * columns + c)
            truth[str(number)] = found

        meta = FileMetaDataset()
        meta.MediaStorageSOPClassUID = "1.2.840.10008.5.1.4.1.1.481.3"
        meta.MediaStorageSOPInstanceUID = "2.25.7031"
        meta.TransferSyntaxUID = ExplicitVRLittleEndian
        ds = Dataset()
        ds.file_meta = meta
        ds.SOPClassUID, ds.SOPInstanceUID = meta.MediaStorageSOPClassUID, meta.MediaStorageSOPInstanceUID
        ds.Modality, ds.StudyInstanceUID, ds.SeriesInstanceUID, ds.SeriesNumber = "RTSTRUCT", "2.25.7001", "2.25.7030", 92
        ds.PatientName, ds.PatientID, ds.StudyDate, ds.StudyTime = "Seg^Test", "SEG-1", "20240101", "120000"
        ds.StructureSetLabel, ds.SeriesDescription = "Plan", "Planning structures"
        series = Dataset(); series.SeriesInstanceUID = "2.25.7002"
        study = Dataset(); study.ReferencedSOPInstanceUID = "2.25.7001"; study.RTReferencedSeriesSequence = Sequence([series])
        frame = Dataset(); frame.FrameOfReferenceUID = "2.25.7003"; frame.RTReferencedStudySequence = Sequence([study])
        ds.ReferencedFrameOfReferenceSequence = Sequence([frame])
        defined, contoured, observed = [], [], []
        for number, (name, kind, colour, contours) in rois.items():
            item = Dataset(); item.ROINumber, item.ROIName, item.ReferencedFrameOfReferenceUID = number, name, "2.25.7003"
            item.ROIGenerationAlgorithm = "MANUAL"
            defined.append(item)
            roi = Dataset(); roi.ReferencedROINumber, roi.ROIDisplayColor = number, colour
            sequence = []
            for kind_of, points in contours:
                contour = Dataset()
                contour.ContourGeometricType, contour.NumberOfContourPoints = kind_of, len(points)
                contour.ContourData = [f"{v:.4f}" for p in points for v in p]
                sequence.append(contour)
            if sequence:
                roi.ContourSequence = Sequence(sequence)
            contoured.append(roi)
            observation = Dataset(); observation.ObservationNumber, observation.ReferencedROINumber = number, number
            observation.RTROIInterpretedType, observation.ROIInterpreter = kind, ""
            observed.append(observation)
        ds.StructureSetROISequence, ds.ROIContourSequence, ds.RTROIObservationsSequence = Sequence(defined), Sequence(contoured), Sequence(observed)
        ds.save_as(output, enforce_file_format=True)
        print(json.dumps({"voxels": truth}))
        """#
}
