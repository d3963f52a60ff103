import Foundation

/// Real DICOM files for tests, from PyPI's `pydicom` (its test files) and `pydicom-data` (which carries
/// real CT slices in several encodings), and what pydicom, an independent reader, makes of them.
/// `scripts/install-dependencies.sh test` installs both.
public enum DICOMSamples {
    /// pydicom's test-file folder and pydicom-data's folder.
    private static let folders = Task { () throws -> (pydicom: String, pydicomData: String) in
        let run = try await python("""
            import os, pydicom, data_store
            print(os.path.join(os.path.dirname(pydicom.__file__), "data", "test_files"))
            print(os.path.join(os.path.dirname(data_store.__file__), "data"))
            """, [])
        let lines = run.text.split(separator: "\n").map(String.init)
        guard run.status == 0, lines.count == 2 else {
            throw SampleError("pydicom and pydicom-data are not installed (scripts/install-dependencies.sh test): \(run.errors)")
        }
        return (lines[0], lines[1])
    }

    /// The path of `name` among pydicom's test files (`CT_small.dcm`).
    public static func pydicomFile(_ name: String) async throws -> String {
        try await folders.value.pydicom + "/" + name
    }

    /// The path of `name` among pydicom-data's files (`693_UNCI.dcm`).
    public static func pydicomDataFile(_ name: String) async throws -> String {
        try await folders.value.pydicomData + "/" + name
    }

    /// Every `.dcm` file in both folders.
    public static func allFiles() async throws -> [String] {
        let (first, second) = try await folders.value
        return try [first, second].flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".dcm") }.sorted()
                .map { folder + "/" + $0 }
        }
    }

    /// What pydicom reads in each file (forced, as a file without a preamble needs): the transfer syntax,
    /// the number of top-level elements and the values of some of them; no entry where pydicom fails.
    public static func pydicomSummaries(_ paths: [String]) async throws -> [String: [String: String]] {
        let run = try await python("""
            import json, sys, pydicom
            summaries = {}
            for path in sys.argv[1:]:
                try:
                    ds = pydicom.dcmread(path, force=True)
                    meta = getattr(ds, "file_meta", None)
                    out = {"elements": str(len(ds)), "transferSyntax": str(meta.TransferSyntaxUID) if meta and "TransferSyntaxUID" in meta else ""}
                    for key in ("PatientName", "SeriesInstanceUID", "Rows", "Columns", "BitsStored", "ImagePositionPatient", "NumberOfFrames"):
                        if key in ds and ds[key].value not in (None, ""):
                            value = ds[key].value
                            out[key] = "\\\\".join(str(v) for v in value) if isinstance(value, (list, pydicom.multival.MultiValue)) else str(value)
                    summaries[path] = out
                except Exception:
                    pass
            print(json.dumps(summaries))
            """, paths)
        guard run.status == 0 else { throw SampleError("pydicom failed: \(run.errors)") }
        return try JSONDecoder().decode([String: [String: String]].self, from: run.output)
    }

    /// Each file's data set as pydicom writes it in the DICOM JSON model (PS3.18 F), pixel data and other
    /// values over 1 KiB as BulkDataURIs, as a DICOMweb server's metadata has them; a file pydicom cannot
    /// read or write is left out.
    public static func pydicomJSON(_ paths: [String]) async throws -> [String: Data] {
        let run = try await python("""
            import json, sys, pydicom
            out = {}
            for path in sys.argv[1:]:
                try:
                    ds = pydicom.dcmread(path, force=True)
                    out[path] = json.dumps([ds.to_json_dict(1024, lambda element: "bulk")])
                except Exception:
                    pass
            print(json.dumps(out))
            """, paths)
        guard run.status == 0 else { throw SampleError("pydicom failed: \(run.errors)") }
        return try JSONDecoder().decode([String: String].self, from: run.output).mapValues { Data($0.utf8) }
    }

    /// Frame `frame`'s samples as pydicom decodes them (its own decoders: uncompressed and RLE).
    public static func pydicomPixels(_ path: String, frame: Int = 0) async throws -> [Int32] {
        let run = try await python("""
            import sys, pydicom
            ds = pydicom.dcmread(sys.argv[1], force=True)
            pixels = ds.pixel_array
            if int(ds.get("NumberOfFrames", 1) or 1) > 1:
                pixels = pixels[int(sys.argv[2])]
            sys.stdout.buffer.write(pixels.astype("<i4").tobytes())
            """, [path, String(frame)])
        guard run.status == 0 else { throw SampleError("pydicom could not decode \(path): \(run.errors)") }
        return run.output.withUnsafeBytes { raw in
            (0..<raw.count / 4).map { Int32(littleEndian: raw.loadUnaligned(fromByteOffset: 4 * $0, as: Int32.self)) }
        }
    }

    /// An RT Dose grid as pydicom reads it: every frame's doses (its stored values × Dose Grid Scaling), frame
    /// after frame, row-major, and each frame's position (Image Position plus its Grid Frame Offset Vector's
    /// entry along the normal, less the first's).
    public static func pydicomDoseGrid(_ path: String) async throws -> (doses: [Double], positions: [[Double]]) {
        let run = try await python("""
            import json, sys, numpy as np, pydicom
            ds = pydicom.dcmread(sys.argv[1])
            pixels = ds.pixel_array.reshape((int(ds.get("NumberOfFrames", 1) or 1), ds.Rows, ds.Columns))
            doses = (pixels * float(ds.DoseGridScaling)).ravel().tolist()
            cosines = [float(c) for c in ds.ImageOrientationPatient]
            normal = np.cross(cosines[:3], cosines[3:])
            offsets = [float(o) for o in ds.GridFrameOffsetVector]
            positions = [(np.array([float(p) for p in ds.ImagePositionPatient]) + normal * (offsets[k] - offsets[0])).tolist()
                         for k in range(len(pixels))]
            print(json.dumps({"doses": doses, "positions": positions}))
            """, [path])
        guard run.status == 0 else { throw SampleError("pydicom could not read \(path): \(run.errors)") }
        struct Grid: Decodable { var doses: [Double], positions: [[Double]] }
        let grid = try JSONDecoder().decode(Grid.self, from: run.output)
        return (grid.doses, grid.positions)
    }

    /// The overlay plane of group `group` (0x6000…) of the image at `path` as pydicom reads it
    /// (`overlay_array`): its bits, 0 or 1, row by row.
    public static func pydicomOverlay(_ path: String, group: UInt16 = 0x6000) async throws -> [Int32] {
        let run = try await python("""
            import sys, pydicom
            ds = pydicom.dcmread(sys.argv[1], force=True)
            sys.stdout.buffer.write(ds.overlay_array(int(sys.argv[2])).astype("<i4").tobytes())
            """, [path, String(group)])
        guard run.status == 0 else { throw SampleError("pydicom could not read the overlay of \(path): \(run.errors)") }
        return run.output.withUnsafeBytes { raw in
            (0..<raw.count / 4).map { Int32(littleEndian: raw.loadUnaligned(fromByteOffset: 4 * $0, as: Int32.self)) }
        }
    }

    /// Frame 0 of the image at `path` through its first VOI LUT as pydicom applies it (`apply_voi_lut`,
    /// after the modality LUT or rescale): each value as its table gives it, before any scaling to a display.
    public static func pydicomVOI(_ path: String) async throws -> [Int32] {
        let run = try await python("""
            import sys, pydicom
            from pydicom.pixels import apply_modality_lut, apply_voi_lut
            ds = pydicom.dcmread(sys.argv[1], force=True)
            values = apply_voi_lut(apply_modality_lut(ds.pixel_array, ds), ds, index=0)
            sys.stdout.buffer.write(values.astype("<i4").tobytes())
            """, [path])
        guard run.status == 0 else { throw SampleError("pydicom could not apply the VOI LUT of \(path): \(run.errors)") }
        return run.output.withUnsafeBytes { raw in
            (0..<raw.count / 4).map { Int32(littleEndian: raw.loadUnaligned(fromByteOffset: 4 * $0, as: Int32.self)) }
        }
    }

    /// What pydicom shows of frame 0 of each image in `paths`, decoded with every plugin it has (pylibjpeg with
    /// its libjpeg and OpenJPEG plugins, python-gdcm): grey values through the modality LUT or rescale (an
    /// enhanced image's from frame 0's functional groups, which pydicom leaves to its caller), colour
    /// converted to RGB (`pixel_array` as RGB; PALETTE COLOR through `apply_color_lut`, a big-endian file's tables
    /// in its byte order first, which pydicom leaves to its caller; 32-bit RGB scaled to 8 bits, its samples' top
    /// 8 stored bits). Keyed by path; a file
    /// without pixel data is left out, one pydicom cannot decode is `.failed(why)`.
    public static func pydicomShown(_ paths: [String]) async throws -> [String: PydicomImage] {
        try await withScratchFolder { folder in
            let run = try await python("""
                import json, os, sys, warnings
                import numpy as np, pydicom
                from pydicom.pixels import pixel_array, apply_modality_lut, apply_color_lut
                warnings.filterwarnings("ignore")
                out, index = sys.argv[1], {}
                for number, path in enumerate(sys.argv[2:]):
                    try:
                        ds = pydicom.dcmread(path, force=True)
                        if "PixelData" not in ds:
                            continue
                        pixels = pixel_array(ds, index=0)
                        kind = str(ds.get("PhotometricInterpretation", ""))
                        if kind == "PALETTE COLOR":
                            if not ds.is_little_endian:
                                # pydicom reads a big-endian file's OW tables as if little-endian: swapped here.
                                for name in ("RedPaletteColorLookupTableData", "GreenPaletteColorLookupTableData", "BluePaletteColorLookupTableData"):
                                    if name in ds:
                                        setattr(ds, name, np.frombuffer(ds[name].value, dtype=">u2").astype("<u2").tobytes())
                            pixels = apply_color_lut(pixels, ds)
                        elif pixels.ndim == 3 and ds.BitsAllocated == 32:
                            # 32-bit RGB as a display shows it (and Tomo): each sample's top 8 stored bits.
                            pixels = (pixels >> (int(ds.HighBit) + 1 - int(ds.BitsStored))) >> (int(ds.BitsStored) - 8)
                        elif pixels.ndim == 2:
                            # An enhanced image's rescale is frame 0's functional group (pydicom reads the top level's only).
                            groups = [ds.get("PerFrameFunctionalGroupsSequence", [None])[0], ds.get("SharedFunctionalGroupsSequence", [None])[0]]
                            rescale = next((group.PixelValueTransformationSequence[0] for group in groups
                                            if group is not None and "PixelValueTransformationSequence" in group), None)
                            if rescale is not None and "RescaleSlope" not in ds:
                                pixels = pixels * float(rescale.RescaleSlope) + float(rescale.RescaleIntercept)
                            else:
                                pixels = apply_modality_lut(pixels, ds)
                        values = np.rint(np.asarray(pixels, dtype=np.float64)).astype("<i8")
                        name = os.path.join(out, "%d.bin" % number)
                        values.tofile(name)
                        index[path] = {"file": name, "shape": list(values.shape), "kind": kind}
                    except Exception as error:
                        index[path] = {"error": ("%s: %s" % (type(error).__name__, error))[:200]}
                print(json.dumps(index))
                """, [folder.path] + paths)
            guard run.status == 0 else { throw SampleError("pydicom failed: \(run.errors)") }
            let index = try JSONDecoder().decode([String: PydicomImage.Entry].self, from: run.output)
            return try index.mapValues { entry in
                guard let file = entry.file, let shape = entry.shape else { return .failed(entry.error ?? "no values") }
                let data = try Data(contentsOf: URL(fileURLWithPath: file))
                let values = data.withUnsafeBytes { raw in
                    (0..<raw.count / 8).map { Int64(littleEndian: raw.loadUnaligned(fromByteOffset: 8 * $0, as: Int64.self)) }
                }
                return .shown(values: values, shape: shape, photometricInterpretation: entry.kind ?? "")
            }
        }
    }

    /// A copy of the single-frame, 16-bit grayscale file at `path` with its pixels compressed as HTJ2K
    /// Lossless (transfer syntax 1.2.840.10008.1.2.4.201) by OpenJPH's `ojph_compress` (the reference
    /// HTJ2K encoder; DCMTK and GDCM write no HTJ2K), written by pydicom to `output`.
    public static func htj2kCopy(of path: String, to output: String) async throws {
        let folder = URL(fileURLWithPath: output).deletingLastPathComponent().path
        let pgm = folder + "/htj2k-input.pgm", codestream = folder + "/htj2k.j2c"
        let export = try await python("""
            import sys, pydicom
            ds = pydicom.dcmread(sys.argv[1])
            pixels = ds.pixel_array.astype(">u2")
            with open(sys.argv[2], "wb") as out:
                out.write(b"P5\\n%d %d\\n65535\\n" % (ds.Columns, ds.Rows) + pixels.tobytes())
            """, [path, pgm])
        guard export.status == 0 else { throw SampleError("pydicom could not write \(pgm): \(export.errors)") }
        try await runTool("ojph_compress", ["-i", pgm, "-o", codestream, "-reversible", "true"])
        let wrap = try await python("""
            import sys, pydicom
            from pydicom.encaps import encapsulate
            ds = pydicom.dcmread(sys.argv[1])
            with open(sys.argv[2], "rb") as stream:
                ds.PixelData = encapsulate([stream.read()])
            ds["PixelData"].VR = "OB"
            ds.file_meta.TransferSyntaxUID = "1.2.840.10008.1.2.4.201"
            ds.save_as(sys.argv[3], enforce_file_format=True)
            """, [path, codestream, output])
        guard wrap.status == 0 else { throw SampleError("pydicom could not write \(output): \(wrap.errors)") }
    }

    /// A DICOM Segmentation (binary, one segment: "Bone", every pixel of `images` above `threshold` HU) made by
    /// highdicom (the reference implementation OHIF and Slicer are checked against) over the image files at
    /// `images`, written to `output` with series `seriesUID` and instance `sopUID`.
    public static func highdicomSegmentation(
        over images: [String], to output: String, threshold: Double = 300, seriesUID: String = "2.25.8101",
        sopUID: String = "2.25.8102"
    ) async throws {
        let made = try await python("""
            import sys, numpy, pydicom, highdicom as hd
            from pydicom.sr.codedict import codes
            output, threshold, series, sop = sys.argv[1], float(sys.argv[2]), sys.argv[3], sys.argv[4]
            sources = sorted((pydicom.dcmread(p) for p in sys.argv[5:]), key=lambda d: float(d.ImagePositionPatient[2]))
            mask = numpy.stack([d.pixel_array * float(d.RescaleSlope) + float(d.RescaleIntercept) > threshold for d in sources])
            segment = hd.seg.SegmentDescription(
                segment_number=1, segment_label="Bone", segmented_property_category=codes.SCT.Tissue,
                segmented_property_type=codes.SCT.Bone, algorithm_type=hd.seg.SegmentAlgorithmTypeValues.MANUAL)
            seg = hd.seg.Segmentation(
                source_images=sources, pixel_array=mask, segmentation_type=hd.seg.SegmentationTypeValues.BINARY,
                segment_descriptions=[segment], series_instance_uid=series, series_number=90, sop_instance_uid=sop,
                instance_number=1, manufacturer="Tomo tests", manufacturer_model_name="highdicom", software_versions="1",
                device_serial_number="1")
            seg.save_as(output)
            """, [output, String(threshold), seriesUID, sopUID] + images)
        guard made.status == 0 else { throw SampleError("highdicom could not write \(output): \(made.errors)") }
    }

    /// Runs a DICOM tool (DCMTK's `dcmdjpeg`, GDCM's `gdcmconv`, dicom3tools' `dciodvfy`, OpenJPH's
    /// `ojph_compress`, …), failing the test with its message if it fails, or naming the Debian package to
    /// install if it is missing.
    @discardableResult
    public static func runTool(_ name: String, _ arguments: [String], checksStatus: Bool = true) async throws -> ProcessRun {
        let package = name.hasPrefix("gdcm") ? "libgdcm-tools" : name == "dciodvfy" ? "dicom3tools"
            : name.hasPrefix("ojph") ? "openjph-tools" : "dcmtk"
        let run = try await ProcessRun.run(try TestEnvironment.requireProgram(name, package: package), arguments)
        guard !checksStatus || run.status == 0 else {
            throw SampleError("\(name) \(arguments.joined(separator: " ")) failed: \(run.errors)")
        }
        return run
    }

    private static func python(_ script: String, _ arguments: [String]) async throws -> ProcessRun {
        guard let python = TestEnvironment.program("python3") else {
            throw SampleError("python3 is missing: scripts/install-dependencies.sh test installs pydicom for it")
        }
        return try await ProcessRun.run(python, ["-c", script] + arguments)
    }
}

/// A test's data could not be made or found.
public struct SampleError: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}

/// What pydicom shows of an image (`DICOMSamples.pydicomShown`).
public enum PydicomImage: Sendable, Equatable {
    /// Frame 0's values (rounded to whole numbers), row-major with the colour samples of a pixel together;
    /// `shape` is [rows, columns] or [rows, columns, 3].
    case shown(values: [Int64], shape: [Int], photometricInterpretation: String)
    /// pydicom could not decode it: why.
    case failed(String)

    struct Entry: Decodable {
        var file: String?
        var shape: [Int]?
        var kind: String?
        var error: String?
    }
}
