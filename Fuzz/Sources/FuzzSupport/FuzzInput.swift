import Foundation
import TomoAnnotations
import TomoCore
import TomoDICOM
import TomoDIMSE
import TomoImageCodecs
import TomoImaging
import TomoLibrary
import TomoReports
import TomoSeries
import TomoVolume

/// What every fuzz target does with libFuzzer's input: read it as a DICOM file, as DICOM JSON, as a
/// multipart answer, as one frame of a codec, as Tomo's annotation document, as a measurement report, or
/// import it into a study library as a ZIP archive or a disc's DICOMDIR, or read it as what a DICOM peer sends
/// (PDUs, a DIMSE command set), or de-identify it.
public enum FuzzInput {
    /// What a run fuzzes.
    enum Target {
        case file, json, multipart, annotations, report, archive, dicomdir, pdu, command, location, hanging, segmentation, anonymize, image
        case frame(TransferSyntax)
    }

    /// The fuzz targets, by the name `TOMO_FUZZ_TARGET` gives: the parsers, and a decoder per transfer syntax.
    static let targets: [String: Target] = [
        "file": .file, "json": .json, "multipart": .multipart, "annotations": .annotations, "report": .report,
        "archive": .archive, "dicomdir": .dicomdir, "rle": .frame(.rleLossless),
        "jpeg-lossless": .frame(.jpegLossless), "jpeg-ls": .frame(.jpegLSLossless), "jpeg-2000": .frame(.jpeg2000Lossless),
        "jpeg-baseline": .frame(.jpegBaseline), "jpeg-extended": .frame(.jpegExtended), "pdu": .pdu, "command": .command,
        "location": .location, "hanging": .hanging, "seg": .segmentation, "anonymize": .anonymize, "png": .image,
    ]

    /// The target this run fuzzes, read once; the file parser unless `TOMO_FUZZ_TARGET` names another.
    private static let target: Target = ProcessInfo.processInfo.environment["TOMO_FUZZ_TARGET"].flatMap { targets[$0] } ?? .file

    /// Feeds `bytes` to this run's target.
    public static func run(_ bytes: [UInt8]) {
        switch target {
        case .file: readFile(bytes)
        case .json: readJSON(bytes)
        case .multipart: readMultipart(bytes)
        case .annotations: readAnnotations(bytes)
        case .report: readReport(bytes)
        case .archive: importFile(bytes, named: "export.zip")
        case .dicomdir: importFile(bytes, named: "DICOMDIR")
        case .frame(let syntax): decodeFrame(bytes, syntax: syntax)
        case .pdu: readPDUs(bytes)
        case .command: _ = try? CommandSet(decoding: bytes[...])
        case .location: readLocation(bytes)
        case .hanging: readHangingProtocols(bytes)
        case .segmentation: readSegmentation(bytes)
        case .anonymize: anonymize(bytes)
        case .image: decodeImage(bytes)
        }
    }

    /// Decodes `bytes` as the pipeline decodes what a server sends (PNG, by its fast path or libspng, and
    /// JPEG), within limits small enough for a fuzzer: a bitmap of the size its header gives, or an error.
    public static func decodeImage(_ bytes: [UInt8]) {
        guard let bitmap = try? Bitmap(decoding: bytes, limits: DecodingLimits(maxDimension: 4096, maxPixelCount: 1 << 22)) else { return }
        precondition(bitmap.pixels.count >= bitmap.height * bitmap.bytesPerRow, "a bitmap shorter than its rows")
    }

    /// De-identifies `bytes` read as a DICOM file, with every option: whatever they hold, a file or a refusal, no
    /// crash; what is written reads back as DICOM, its SOP Instance UID replaced.
    public static func anonymize(_ bytes: [UInt8]) {
        guard let file = try? DICOMFile(bytes: bytes) else { return }
        let deidentifier = Deidentifier(
            options: DeidentificationOptions(
                shiftsDates: true, retainsPatientCharacteristics: true, cleansDescriptors: true,
                blankedAreas: [PixelRectangle(x0: 0, y0: 0, x1: 8, y1: 4)]),
            pseudonyms: Pseudonyms(key: [1, 2, 3]))
        guard let instance = try? deidentifier.deidentify(file) else { return }
        guard let again = try? DICOMFile(bytes: instance.bytes) else { fatalError("a de-identified file does not read back") }
        if let original = file.dataSet.string(.sopInstanceUID) {
            precondition(again.dataSet.string(.sopInstanceUID) != original, "the SOP Instance UID was kept")
        }
    }

    /// Reads `bytes` as a location a user typed (`--dicom`, the study browser): a location or its error, and a
    /// parsed one's address and text read back as the same location.
    public static func readLocation(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let location = try? Location(parsing: text, environment: ["TOMO_LIBRARY": "/library"]) else { return }
        _ = Location(address: location.address)
        _ = try? Location(parsing: location.description, environment: ["TOMO_LIBRARY": "/library"])
    }

    /// Reads `bytes` as a hanging protocol file; what reads hangs a study of three series, and written again
    /// reads back the same.
    public static func readHangingProtocols(_ bytes: [UInt8]) {
        guard let protocols = try? HangingProtocolFile.protocols(in: Data(bytes), file: "fuzz.json") else { return }
        var series = (0..<3).map { SeriesEntry(id: "1.2.\($0)", description: "Axial \($0)", modality: "CT", imageCount: 10 * $0) }
        series[1].orientation = .axial
        series[2].sliceSpacing = 1
        _ = HangingMatch(protocols: protocols, current: HangingStudy(series: series), prior: HangingStudy(series: series), priorIndex: 0)
        guard let data = try? HangingProtocolFile.data(of: protocols),
              let again = try? HangingProtocolFile.protocols(in: data, file: "again.json")
        else { fatalError("protocols that read could not be written and read again") }
        precondition(again == protocols, "protocols read differ once written")
    }

    /// Reads `bytes` as a peer's stream of PDUs, as an association reads them: each length judged by its
    /// header before its body is taken, the P-DATA-TF fragments put together into DIMSE messages.
    public static func readPDUs(_ bytes: [UInt8]) {
        var rest = bytes[...]
        var assembler = MessageAssembler(largestDataSet: 1 << 20)
        while let header = PDU.header(of: rest) {
            guard header.length <= PDU.limit(ofType: header.type, maximumDataLength: 16384),
                  rest.count - PDU.headerLength >= Int(header.length) else { return }
            let body = rest.dropFirst(PDU.headerLength).prefix(Int(header.length))
            rest = rest.dropFirst(PDU.headerLength + Int(header.length))
            guard case .data(let values) = try? PDU(type: header.type, body: body) else { continue }
            for value in values {
                guard (try? assembler.take(value)) != nil else { return }
            }
        }
    }

    /// A folder of this run's own under the temporary folder, and a library in it.
    private static let importFolder: (URL, StudyLibrary?) = {
        let folder = FileManager.default.temporaryDirectory.appending(path: "tomo-fuzz-import-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: folder.appending(path: "disc"), withIntermediateDirectories: true)
        return (folder, try? StudyLibrary(folder: folder.appending(path: "library")))
    }()

    /// Writes `bytes` as the file `name` (a ZIP archive, a DICOMDIR) of a folder and imports the folder into a
    /// study library: whatever the bytes, a summary, no crash, nothing written outside the library.
    public static func importFile(_ bytes: [UInt8], named name: String) {
        let (folder, library) = importFolder
        guard let library else { return }
        let disc = folder.appending(path: "disc")
        guard FileManager.default.createFile(atPath: disc.appending(path: name).path, contents: Data(bytes)) else { return }
        let done = DispatchSemaphore(value: 0)
        Task {
            _ = try? await library.importFiles([disc.path], options: ImportOptions(largestArchivedFile: 1 << 20))
            done.signal()
        }
        done.wait()
    }

    /// Reads `bytes` as DICOM JSON (a DICOMweb metadata answer) and its data sets as instances, with the bulk
    /// data URIs it gives (overlay planes then await their bits), as the DICOMweb catalog reads them.
    public static func readJSON(_ bytes: [UInt8]) {
        guard let dataSets = try? DICOMJSON.dataSets(from: Data(bytes)) else { return }
        let bulkData = (try? DICOMJSON.bulkDataURIs(from: Data(bytes))) ?? []
        for (index, dataSet) in dataSets.enumerated() {
            let uris = bulkData.indices.contains(index) ? bulkData[index] : [:]
            _ = try? DICOMInstance.instances(of: dataSet, transferSyntax: .explicitVRLittleEndian, at: .file("fuzz"), allowsColour: true, bulkDataURIs: uris)
        }
    }

    /// Reads `bytes` as a `multipart/related` body (a WADO-RS frames answer) delimited by `frames`, and by the
    /// boundary its first line names, as a frame kept in the cache is read back.
    public static func readMultipart(_ bytes: [UInt8]) {
        let body = Data(bytes)
        for boundary in ["frames", MultipartRelated.boundary(ofBody: body)].compactMap({ $0 }) {
            guard let parts = try? MultipartRelated(body: body, boundary: boundary, url: URL(filePath: "/fuzz")).parts else { continue }
            for part in parts { _ = part.contentTypeParameter("transfer-syntax") }
        }
    }
    /// Reads `bytes` as an annotation document and, when it reads, writes it and reads it again: the two
    /// must be the same document.
    public static func readAnnotations(_ bytes: [UInt8]) {
        guard let document = try? AnnotationDocument(json: Data(bytes)) else { return }
        guard let again = try? AnnotationDocument(json: document.jsonData), again == document else {
            fatalError("an annotation document read does not read back the same once written")
        }
    }

    /// Reads `bytes` as a DICOM file holding a measurement report, its groups, and places them on a small
    /// series (on its images, its sections or turned views) and in its measurement table; or a key object
    /// selection, its images placed on the series' slices.
    public static func readReport(_ bytes: [UInt8]) {
        guard let file = try? DICOMFile(bytes: bytes) else { return }
        if let reading = try? MeasurementReport.read(file.dataSet) {
            _ = reading.annotationDocument(seriesInstanceUID: "2.25.40", on: reportedSeries)
            _ = reading.measurementTable(on: reportedSeries, seriesInstanceUID: nil)
        }
        if let selection = try? KeyObjectSelection.read(file.dataSet) {
            let (slices, elsewhere) = selection.slices(on: reportedSeries, seriesInstanceUID: "2.25.40")
            precondition(slices.allSatisfy(reportedSeries.images.indices.contains) && elsewhere <= selection.images.count, "placed past the series")
        }
    }

    /// Reads `bytes` as a DICOM Segmentation or RT Structure Set, and every frame a segmentation keeps (each as
    /// large as its rows and columns say); then places its segments or ROIs on a small grid, each voxel within it.
    public static func readSegmentation(_ bytes: [UInt8]) {
        guard let file = try? DICOMFile(bytes: bytes), let object = try? SegmentObject(SegmentationFile(file)) else { return }
        if case .segmentation(let seg, _) = object {
            for frame in seg.frames {
                guard let values = try? seg.values(ofFrame: frame, in: file) else { continue }
                precondition(values.count == seg.rows * seg.columns, "frame \(frame.index + 1) holds \(values.count) values")
            }
        }
        let geometry = VolumeGeometry(
            columns: 16, rows: 12, sliceCount: 6, pixelSpacing: PixelSpacing(row: 1, column: 1), sliceSpacing: 2, origin: Vector3(-8, -6, -4))
        guard let placed = try? object.placed(on: geometry) else { return }
        placed.forEachSlice { slice, covered in
            precondition((0..<geometry.sliceCount).contains(slice), "slice \(slice) placed")
            for voxels in covered.values { precondition(voxels.allSatisfy { (0..<geometry.samplesPerSlice).contains($0) }, "a voxel past the slice") }
        }
        measure(placed, on: geometry)
    }

    /// Measures `placed` on a volume of `geometry` as `tomo seg stats` does: each slice filled only where a segment
    /// covers it (packed bits or indices), then its values there summed; no segment counts more voxels than there are.
    static func measure(_ placed: any SegmentVoxels, on geometry: VolumeGeometry) {
        var single = geometry
        single.sliceCount = 1
        guard let window = try? CTVolume(geometry: single) else { return }
        let words = (0..<geometry.samplesPerSlice).flatMap { [UInt8(truncatingIfNeeded: $0 * 7), 0] }
        var accumulators: [Int: RegionStatistics.Accumulator] = [:]
        placed.forEachCoveredSlice(in: 0..<geometry.sliceCount) { _, covers in
            window.emptySlices()
            words.withUnsafeBytes { words in
                try? window.fill(slice: 0, littleEndianWords: words, bitsStored: 12, isSigned: false, rescale: .identity, covering: Array(covers.values))
            }
            window.accumulate(covers, inSlice: 0, into: &accumulators)
        }
        for (number, accumulator) in accumulators {
            precondition(accumulator.count <= geometry.samplesPerSlice * geometry.sliceCount, "segment \(number) counts \(accumulator.count) voxels")
        }
    }

    /// 8 × 6 × 4 voxels, 0.5 mm pixels, slices 2 mm apart, each slice an image of its own.
    static let reportedSeries = ReportedSeries(
        geometry: VolumeGeometry(
            columns: 8, rows: 6, sliceCount: 4, pixelSpacing: PixelSpacing(row: 0.5, column: 0.5), sliceSpacing: 2,
            origin: Vector3(10, 20, 30), orientation: .axial),
        images: (1...4).map { ReportedSeries.Image(sopClassUID: "1.2.840.10008.5.1.4.1.1.2", sopInstanceUID: "2.25.\($0)") },
        frameOfReferenceUID: nil)

    /// libFuzzer's bytes as an array.
    public static func bytes(_ start: UnsafePointer<UInt8>?, _ count: Int) -> [UInt8] {
        guard let start, count > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: start, count: count))
    }

    /// Parses `bytes` as a DICOM file, its header alone too (its pixel data's extent checked), draws a few
    /// values through its first image's Modality LUT and windows (its VOI tables, sigmoid curves), places its overlay planes
    /// on it, and decodes every frame it has: nothing may crash, whatever the bytes.
    public static func readFile(_ bytes: [UInt8]) {
        _ = try? DICOMFile.header(of: bytes)
        guard let file = try? DICOMFile(bytes: bytes) else { return }
        if let instance = (try? DICOMInstance.instances(of: file, at: .file("fuzz")))?.first {
            for window in instance.windows.prefix(2) {
                _ = try? Bitmap.windowing([0, 1, 32_768, 65_535], width: 2, height: 2, window: window, rescale: instance.rescale)
            }
            _ = instance.values(of: StoredSamples(words: [0, 1, 32_768, 65_535], isSigned: instance.pixels.isSigned))
            for plane in instance.overlays {
                _ = plane.mask(frame: instance.frame, imageColumns: instance.columns, imageRows: instance.rows)
            }
        }
        if let colour = try? ImagePixelDescription(file.dataSet, allowsColour: true), colour.isColour {
            for frame in 0..<min(colour.frameCount, 4) { _ = try? file.colourFrame(frame) }
            return
        }
        guard let pixels = try? file.pixelDescription() else { return }
        for frame in 0..<min(pixels.frameCount, 4) { _ = try? file.storedValues(frame: frame, pixels: pixels) }
    }

    /// Decodes `bytes` as one frame of `syntax`: the first five bytes choose the layout (rows − 1 and
    /// columns − 1 as little-endian numbers, modulo 1,024; then 8 or 16 bits, fewer stored, signed or not, grey
    /// or RGB), the rest is
    /// the codestream (`scripts/fuzz.sh` makes seeds of this shape from real frames).
    public static func decodeFrame(_ bytes: [UInt8], syntax: TransferSyntax) {
        guard bytes.count >= 5 else { return }
        let rows = (Int(bytes[0]) | (Int(bytes[1]) << 8)) % 1024 + 1
        let columns = (Int(bytes[2]) | (Int(bytes[3]) << 8)) % 1024 + 1
        let flags = bytes[4]
        let bits = flags & 1 == 0 ? 8 : 16
        let unused = Int(flags >> 4) % 4
        let colour = flags & 4 != 0
        guard let pixels = try? ImagePixelDescription(
            rows: rows, columns: columns, bitsAllocated: bits, bitsStored: bits - unused, highBit: bits - 1 - unused,
            isSigned: flags & 2 != 0, photometricInterpretation: colour ? "RGB" : "MONOCHROME2", samplesPerPixel: colour ? 3 : 1,
            allowsColour: true)
        else { return }
        _ = try? PixelDecoders.decodeFrame(Array(bytes.dropFirst(5)), syntax: syntax, pixels: pixels)
    }
}
