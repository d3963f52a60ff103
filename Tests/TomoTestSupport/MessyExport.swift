import Foundation
import TomoCore

/// The head CT exported as the field sends a series: its 108 slices in nine encodings mixed across them
/// (slice k in `encodings[k % 9]`, written by DCMTK's and GDCM's tools from the uncompressed slice), under
/// nested folders with random names, beside a second series (pydicom's `CT_small.dcm`), a README, an empty
/// file and a "Scout" series whose one file is cut to a third of its length, inside its pixel data. Made once
/// per machine under the temporary folder (the head CT is GPL: never committed); tests read it, and copy it to
/// change it.
public struct MessyExport: Sendable {
    /// One way a slice is written: a name, and the tool and options that write it from the uncompressed file
    /// (nil: the uncompressed file as it is).
    public struct Encoding: Sendable {
        public var name: String
        public var transferSyntaxUID: String
        var tool: (name: String, arguments: [String])?
    }

    /// The nine encodings, in the order slices take them.
    public static let encodings: [Encoding] = [
        Encoding(name: "explicit-little", transferSyntaxUID: "1.2.840.10008.1.2.1", tool: nil),
        Encoding(name: "implicit-little", transferSyntaxUID: "1.2.840.10008.1.2", tool: ("dcmconv", ["+ti"])),
        Encoding(name: "explicit-big", transferSyntaxUID: "1.2.840.10008.1.2.2", tool: ("dcmconv", ["+tb"])),
        Encoding(name: "deflated", transferSyntaxUID: "1.2.840.10008.1.2.1.99", tool: ("dcmconv", ["+td"])),
        Encoding(name: "jpeg-lossless-sv1", transferSyntaxUID: "1.2.840.10008.1.2.4.70", tool: ("dcmcjpeg", ["+e1"])),
        Encoding(name: "jpeg-lossless", transferSyntaxUID: "1.2.840.10008.1.2.4.57", tool: ("dcmcjpeg", ["+el", "+sv", "7"])),
        Encoding(name: "rle", transferSyntaxUID: "1.2.840.10008.1.2.5", tool: ("dcmcrle", [])),
        Encoding(name: "jpeg-ls", transferSyntaxUID: "1.2.840.10008.1.2.4.80", tool: ("dcmcjpls", [])),
        Encoding(name: "jpeg-2000", transferSyntaxUID: "1.2.840.10008.1.2.4.90", tool: ("gdcmconv", ["--j2k"])),
    ]

    /// The export's root folder.
    public let folder: URL
    /// The head CT it holds.
    public let head: HeadCTSeries
    /// Each slice's file, slice k first.
    public let slices: [URL]
    /// The file cut to a third, alone in its series ("Scout").
    public let scout: URL
    /// The Scout series' UID.
    public static let scoutSeriesUID = "1.2.826.0.1.3680043.10.1234.3.9"
    /// The second series' file (pydicom's `CT_small.dcm`).
    public let otherSeries: URL
    /// The README and the empty file.
    public let readme: URL
    public let empty: URL

    /// The export, made on first use.
    public static func shared() async throws -> MessyExport { try await made.value }

    private static let made = Task { () throws -> MessyExport in
        let head = try await HeadCTSeries.shared()
        let folder = head.folder.deletingLastPathComponent().appending(path: "\(head.folder.lastPathComponent)-messy-export-v1")
        let export = MessyExport(folder: folder, head: head)
        if !FileManager.default.fileExists(atPath: folder.path) { try await export.write() }
        return export
    }

    private init(folder: URL, head: HeadCTSeries) {
        self.folder = folder
        self.head = head
        var random = SplitMix64(seed: 35)
        func name() -> String {
            String((0..<8).map { _ in "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".randomElement(using: &random)! })
        }
        let folders = (0..<4).map { _ in folder.appending(path: "DICOM/\(name())/\(name())", directoryHint: .isDirectory) }
        slices = (0..<head.volume.geometry.sliceCount).map { k in folders[k % folders.count].appending(path: name()) }
        scout = folders[0].appending(path: name())
        otherSeries = folders[1].appending(path: name())
        readme = folder.appending(path: "README.TXT")
        empty = folders[2].appending(path: name())
    }

    /// The encoding of slice `k`.
    public static func encoding(ofSlice k: Int) -> Encoding { encodings[k % encodings.count] }

    private func write() async throws {
        let manager = FileManager.default
        let partial = folder.deletingLastPathComponent().appending(path: "\(folder.lastPathComponent)-\(UUID().uuidString)")
        func staged(_ url: URL) -> URL {
            partial.appending(path: String(url.path.dropFirst(folder.path.count + 1)))
        }
        for url in slices + [scout, otherSeries, empty] {
            try manager.createDirectory(at: staged(url).deletingLastPathComponent(), withIntermediateDirectories: true)
        }
        for (k, url) in slices.enumerated() {
            let original = head.folder.appending(path: head.fileName(ofSlice: k)).path
            if let tool = Self.encoding(ofSlice: k).tool {
                try await DICOMSamples.runTool(tool.name, tool.arguments + [original, staged(url).path])
            } else {
                try manager.copyItem(atPath: original, toPath: staged(url).path)
            }
        }
        // The scout: slice 0 in a series of its own, cut to a third (its pixel data declares 131,072 bytes).
        try manager.copyItem(atPath: head.folder.appending(path: head.fileName(ofSlice: 0)).path, toPath: staged(scout).path)
        try await DICOMSamples.runTool("dcmodify", [
            "-nb", "-m", "(0020,000e)=\(Self.scoutSeriesUID)", "-m", "(0008,103e)=Scout", "-m", "(0020,0011)=1",
            "-m", "(0008,0018)=1.2.826.0.1.3680043.10.1234.4.9000", staged(scout).path,
        ])
        let whole = try Data(contentsOf: staged(scout))
        try whole.prefix(whole.count / 3).write(to: staged(scout))
        try manager.copyItem(atPath: try await DICOMSamples.pydicomFile("CT_small.dcm"), toPath: staged(otherSeries).path)
        try Data("Exported by a PACS on 2024-01-15.\n".utf8).write(to: staged(readme))
        try Data().write(to: staged(empty))
        // Another test process may have made it meanwhile: either copy is the same.
        try? manager.moveItem(at: partial, to: folder)
        try? manager.removeItem(at: partial)
    }
}
