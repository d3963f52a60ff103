import Foundation
import TomoCore
import TomoImaging
import TomoSampleVolumes

/// The head CT of Debian's `invesalius-examples` (108 slices of 256 × 256) written as a DICOM CT series,
/// as a scanner would: one file per slice, axial, positions 1.5 mm apart, with its instance numbers and
/// file names shuffled so that only positions give the order. The package is GPL: the files are made
/// at test time (once per machine, in a folder under the temporary folder), never committed.
public struct HeadCTSeries: Sendable {
    /// The folder of the uncompressed files.
    public let folder: URL
    /// The volume the files were made from: slice k of it is at position `origin.z + k * spacing`.
    public let volume: VoxelVolume
    public let seriesInstanceUID: String
    /// The first slice's position (z grows with k).
    public static let origin: (x: Double, y: Double, z: Double) = (-120, -130, 40)

    /// The series, made on first use.
    public static func shared() async throws -> HeadCTSeries { try await made.value }

    private static let made = Task { () throws -> HeadCTSeries in
        let volume = try InvesaliusProject.load(contentsOf: URL(filePath: InvesaliusProject.bundledCraniumPath), key: "cranium")
        let folder = FileManager.default.temporaryDirectory.appending(path: Self.folderName, directoryHint: .isDirectory)
        let series = HeadCTSeries(folder: folder, volume: volume, seriesInstanceUID: "1.2.826.0.1.3680043.10.1234.3.1")
        if !FileManager.default.fileExists(atPath: folder.path) { try series.write() }
        return series
    }

    /// File name of slice `k`'s file, and its instance number: both shuffled.
    public func fileName(ofSlice k: Int) -> String { "IM\(1000 + Self.shuffled(volume.geometry.sliceCount)[k])" }

    /// The SOP Instance UID of slice `k`'s image (as shuffled as its file name).
    public func sopInstanceUID(ofSlice k: Int) -> String { "1.2.826.0.1.3680043.10.1234.4.\(Self.shuffled(volume.geometry.sliceCount)[k])" }

    /// A copy of the series in `folder` with what folders of scans hold besides: slice `truncated`'s file
    /// loses its last kilobyte (its header stays whole), and a README and an empty file sit beside the
    /// slices. Returns the truncated file.
    @discardableResult
    public func brokenCopy(in folder: URL, truncatingSlice truncated: Int = 7) throws -> URL {
        let manager = FileManager.default
        for k in 0..<volume.geometry.sliceCount {
            try manager.copyItem(at: self.folder.appending(path: fileName(ofSlice: k)), to: folder.appending(path: fileName(ofSlice: k)))
        }
        let cut = folder.appending(path: fileName(ofSlice: truncated))
        let bytes = try Data(contentsOf: cut)
        try bytes.prefix(bytes.count - 1024).write(to: cut)
        try Data("Scans of 2024-01-15\n".utf8).write(to: folder.appending(path: "README.txt"))
        try Data().write(to: folder.appending(path: "empty.dcm"))
        return cut
    }

    /// Slices `slices` copied into `folder` as another study of the scan would hold them: study `studyUID` of
    /// `date` (`YYYYMMDD`) described as `description`, its series `studyUID.1`, each instance `studyUID.1.k`,
    /// of patient `patientID` (the head's own, TOMO-0001, by default).
    public func copy(
        slices: Range<Int>, in folder: URL, asStudy studyUID: String, date: String, description: String,
        patientID: String = "TOMO-0001"
    ) async throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for k in slices {
            let copy = folder.appending(path: fileName(ofSlice: k))
            try FileManager.default.copyItem(at: self.folder.appending(path: fileName(ofSlice: k)), to: copy)
            try await DICOMSamples.runTool("dcmodify", [
                "-nb", "-m", "(0020,000D)=\(studyUID)", "-m", "(0020,000E)=\(studyUID).1", "-m", "(0008,0018)=\(studyUID).1.\(k)",
                "-m", "(0008,0020)=\(date)", "-m", "(0008,1030)=\(description)", "-m", "(0010,0020)=\(patientID)", copy.path,
            ])
        }
    }

    /// The head's study (`1.2.826.0.1.3680043.10.1234.2.1`) as a scanner sends one of several series, in `folder`:
    /// this series (in `head/`) and a second of its first 10 slices (`short/`, series `….2.1.1`), too few to make
    /// planes of: what a hanging protocol chooses between.
    public func twoSeriesStudy(in folder: URL) async throws {
        try FileManager.default.copyItem(at: self.folder, to: folder.appending(path: "head"))
        try await copy(slices: 0..<10, in: folder.appending(path: "short"), asStudy: Self.studyInstanceUID, date: "20240115", description: "Head")
    }

    /// The head's Study Instance UID.
    public static let studyInstanceUID = "1.2.826.0.1.3680043.10.1234.2.1"

    /// A folder of three series in `folder`: this one (in `head/`), and pydicom's `CT_small.dcm` and
    /// `MR_small.dcm` (one image each, of other patients and studies).
    public func multiSeriesCopy(in folder: URL) async throws {
        let head = folder.appending(path: "head", directoryHint: .isDirectory)
        try FileManager.default.copyItem(at: self.folder, to: head)
        for name in ["CT_small.dcm", "MR_small.dcm"] {
            try FileManager.default.copyItem(atPath: try await DICOMSamples.pydicomFile(name), toPath: folder.appending(path: name).path)
        }
    }

    /// Slice `k` as a viewer shows it in the series' own window: 8-bit gray, 256 × 256.
    public func shownSlice(_ k: Int) throws -> Bitmap {
        try Bitmap(width: volume.geometry.columns, height: volume.geometry.rows, gray16: volume.slice(at: k))
            .windowed(volume.defaultWindow, rescale: volume.rescale)
    }

    /// Slice `k` of the volume in Hounsfield units.
    public func hounsfieldUnits(ofSlice k: Int) throws -> [Double] {
        let rescale = volume.rescale
        return try volume.slice(at: k).map { Double($0) * rescale.slope + rescale.intercept }
    }

    /// A copy of the series compressed by a DICOM tool (`dcmcjpeg`, `dcmcjpls`, `dcmcrle`, `gdcmconv`)
    /// with `arguments` put before the input and output paths, made once per machine into `name`.
    public func compressedCopy(_ name: String, tool: String, _ arguments: [String]) async throws -> URL {
        let copy = folder.deletingLastPathComponent().appending(path: "\(Self.folderName)-\(name)", directoryHint: .isDirectory)
        if FileManager.default.fileExists(atPath: copy.path) { return copy }
        let partial = copy.deletingLastPathComponent().appending(path: copy.lastPathComponent + "-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: true)
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
            try await DICOMSamples.runTool(tool, arguments + [folder.appending(path: file).path, partial.appending(path: file).path])
        }
        try? FileManager.default.moveItem(at: partial, to: copy)
        try? FileManager.default.removeItem(at: partial)
        return copy
    }

    private func write() throws {
        let partial = folder.deletingLastPathComponent().appending(path: "\(Self.folderName)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: true)
        let geometry = volume.geometry
        let numbers = Self.shuffled(geometry.sliceCount)
        for k in 0..<geometry.sliceCount {
            let instance = sopInstanceUID(ofSlice: k)
            let pixels = try volume.slice(at: k).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
            let z = Self.origin.z + Double(k) * geometry.sliceSpacing
            let elements: [DICOMWriter.Element] = [
                .text(0x0008, 0x0005, "CS", "ISO_IR 100"),
                .text(0x0008, 0x0008, "CS", "ORIGINAL\\PRIMARY\\AXIAL"),
                .text(0x0008, 0x0016, "UI", Self.ctImageStorage),
                .text(0x0008, 0x0018, "UI", instance),
                .text(0x0008, 0x0020, "DA", "20240115"),
                .text(0x0008, 0x0030, "TM", "101500"),
                .text(0x0008, 0x0050, "SH", "TOMO1"),
                .text(0x0008, 0x0060, "CS", "CT"),
                .text(0x0008, 0x0070, "LO", "Tomo test data"),
                .text(0x0008, 0x0090, "PN", ""),
                .text(0x0008, 0x1030, "LO", "Head"),
                .text(0x0008, 0x103E, "LO", volume.title),
                .text(0x0010, 0x0010, "PN", "Cranium^Test"),
                .text(0x0010, 0x0020, "LO", "TOMO-0001"),
                .text(0x0010, 0x0030, "DA", ""),
                .text(0x0010, 0x0040, "CS", "O"),
                .text(0x0018, 0x0050, "DS", Self.decimal(geometry.sliceSpacing)),
                .text(0x0018, 0x0060, "DS", "120"),
                .text(0x0018, 0x5100, "CS", "HFS"),
                .text(0x0020, 0x000D, "UI", "1.2.826.0.1.3680043.10.1234.2.1"),
                .text(0x0020, 0x000E, "UI", seriesInstanceUID),
                .text(0x0020, 0x0010, "SH", "1"),
                .text(0x0020, 0x0011, "IS", "2"),
                .text(0x0020, 0x0012, "IS", "1"),
                .text(0x0020, 0x0013, "IS", String(numbers[k])),
                .text(0x0020, 0x0020, "CS", "L\\P"),
                .text(0x0020, 0x0032, "DS", [Self.origin.x, Self.origin.y, z].map(Self.decimal).joined(separator: "\\")),
                .text(0x0020, 0x0037, "DS", "1\\0\\0\\0\\1\\0"),
                .text(0x0020, 0x0060, "CS", ""),
                .text(0x0020, 0x0052, "UI", "1.2.826.0.1.3680043.10.1234.5.1"),
                .text(0x0020, 0x1040, "LO", ""),
                .us(0x0028, 0x0002, 1),
                .text(0x0028, 0x0004, "CS", "MONOCHROME2"),
                .us(0x0028, 0x0010, UInt16(geometry.rows)),
                .us(0x0028, 0x0011, UInt16(geometry.columns)),
                .text(0x0028, 0x0030, "DS", "\(Self.decimal(geometry.pixelSpacing.row))\\\(Self.decimal(geometry.pixelSpacing.column))"),
                .us(0x0028, 0x0100, 16),
                .us(0x0028, 0x0101, 16),
                .us(0x0028, 0x0102, 15),
                .us(0x0028, 0x0103, 0),
                .text(0x0028, 0x1050, "DS", Self.decimal(volume.defaultWindow.level)),
                .text(0x0028, 0x1051, "DS", Self.decimal(volume.defaultWindow.width)),
                .text(0x0028, 0x1052, "DS", Self.decimal(volume.rescale.intercept)),
                .text(0x0028, 0x1053, "DS", Self.decimal(volume.rescale.slope)),
                DICOMWriter.Element(0x7FE0, 0x0010, "OW", pixels),
            ]
            let bytes = DICOMWriter.file(sopClassUID: Self.ctImageStorage, sopInstanceUID: instance, elements: elements)
            try Data(bytes).write(to: partial.appending(path: fileName(ofSlice: k)))
        }
        // Another test process may have made it meanwhile: either copy is the same.
        try? FileManager.default.moveItem(at: partial, to: folder)
        try? FileManager.default.removeItem(at: partial)
    }

    /// The folder's name: a new version whenever what is written changes.
    private static let folderName = "tomo-head-ct-v2"

    private static let ctImageStorage = "1.2.840.10008.5.1.4.1.1.2"

    /// A fixed shuffle of 1...count: slice k gets instance number (and file name) `shuffled[k]`.
    static func shuffled(_ count: Int) -> [Int] {
        var generator = SplitMix64(seed: 21)
        return Array(1...count).shuffled(using: &generator)
    }

    private static func decimal(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : String(value)
    }
}
