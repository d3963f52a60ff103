import Foundation
import Testing
import TomoTestSupport
@testable import TomoDICOM

/// JPEG Extended (process 2 & 4) decoded in Swift: 12-bit CT slices compressed by DCMTK (`dcmcjpeg +ee`) decode
/// to exactly what DCMTK's `dcmdjpeg` makes of them; 8-bit codestreams with restart intervals and partial
/// blocks to what Pillow (libjpeg-turbo) makes of them; what it does not decode, or a damaged codestream, says so.
@Suite(.timeLimit(.minutes(10)))
struct JPEGExtendedTests {
    @Test(arguments: [90, 40])
    func twelveBitSlicesDecodeToDCMTKsValues(quality: Int) async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { folder in
            for k in [0, 53, 107] {
                let source = head.folder.appending(path: head.fileName(ofSlice: k)).path
                let compressed = folder.appending(path: "\(k).dcm").path, decompressed = folder.appending(path: "\(k)-dcmtk.dcm").path
                try await DICOMSamples.runTool("dcmcjpeg", ["+ee", "+q", "\(quality)", source, compressed])
                try await DICOMSamples.runTool("dcmdjpeg", [compressed, decompressed])
                let file = try DICOMFile.read(path: compressed)
                #expect(file.transferSyntax == .jpegExtended && file.dataSet.integer(.bitsStored) == 12)
                let tomo = try file.storedSamples(frame: 0).words, dcmtk = try DICOMFile.read(path: decompressed).storedSamples(frame: 0).words
                let original = try DICOMFile.read(path: source).storedSamples(frame: 0).words
                #expect(tomo.count == 256 * 256 && tomo == dcmtk, "slice \(k), quality \(quality): \(zip(tomo, dcmtk).filter { $0 != $1 }.count) values differ")
                #expect(tomo != original, "lossy: not the original's values, which would pass without decoding")
            }
        }
    }

    /// pydicom's own 12-bit JPEG Extended image: DCMTK's and GDCM's values (pydicom's decoder rounds its inverse
    /// DCT otherwise: within 1 of them, PixelCorpusTests).
    @Test func pydicomsTwelveBitImageDecodesToDCMTKsAndGDCMsValues() async throws {
        let path = try await DICOMSamples.pydicomFile("JPGExtended.dcm")
        try await withScratchFolder { folder in
            let dcmtk = folder.appending(path: "dcmtk.dcm").path, gdcm = folder.appending(path: "gdcm.dcm").path
            try await DICOMSamples.runTool("dcmdjpeg", [path, dcmtk])
            try await DICOMSamples.runTool("gdcmconv", ["--raw", path, gdcm])
            let tomo = try DICOMFile.read(path: path).storedSamples(frame: 0).words
            let byDCMTK = try DICOMFile.read(path: dcmtk).storedSamples(frame: 0).words
            let byGDCM = try DICOMFile.read(path: gdcm).storedSamples(frame: 0).words
            #expect(tomo.count == 1024 * 256 && tomo == byDCMTK && tomo == byGDCM)
        }
    }

    @Test func eightBitCodestreamsWithRestartIntervalsAndPartBlocksDecodeToLibjpegTurbosValues() async throws {
        let python = try #require(TestEnvironment.program("python3"))
        try await withScratchFolder { folder in
            // 61 × 37 pixels: the last column and row of blocks partly outside the image.
            let run = try await ProcessRun.run(python, ["-c", """
                import sys, io, numpy
                from PIL import Image
                rows, columns = numpy.mgrid[0:37, 0:61]
                image = Image.fromarray(((rows * 7 + columns * 3 + (rows * columns) % 11 * 9) % 256).astype(numpy.uint8))
                for name, options in [("plain", {}), ("every", {"restart_marker_blocks": 1}), ("seven", {"restart_marker_blocks": 7}),
                                      ("rows", {"restart_marker_rows": 1})]:
                    stream = io.BytesIO()
                    image.save(stream, "JPEG", quality=75, **options)
                    open(sys.argv[1] + "/" + name + ".jpg", "wb").write(stream.getvalue())
                    decoded = numpy.asarray(Image.open(io.BytesIO(stream.getvalue())))
                    open(sys.argv[1] + "/" + name + ".txt", "w").write(" ".join(str(v) for v in decoded.flatten()))
                """, folder.path])
            #expect(run.status == 0, "\(run.errors)")
            let pixels = try ImagePixelDescription(rows: 37, columns: 61, bitsAllocated: 8, bitsStored: 8, highBit: 7, isSigned: false)
            for name in ["plain", "every", "seven", "rows"] {
                let codestream = [UInt8](try Data(contentsOf: folder.appending(path: "\(name).jpg")))
                let expected = try String(contentsOf: folder.appending(path: "\(name).txt"), encoding: .utf8).split(separator: " ").compactMap { UInt16($0) }
                #expect(name == "plain" || codestream.contains(0xDD), "\(name): a restart interval")
                let decoded = try JPEGExtendedDecoder().decode(codestream, as: pixels)
                #expect(expected.count == 61 * 37 && decoded == expected, "\(name)")
            }
        }
    }

    @Test func whatItDoesNotDecodeOrADamagedCodestreamIsNamed() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { folder in
            let compressed = folder.appending(path: "slice.dcm").path
            try await DICOMSamples.runTool("dcmcjpeg", ["+ee", head.folder.appending(path: head.fileName(ofSlice: 9)).path, compressed])
            let file = try DICOMFile.read(path: compressed)
            guard case .encapsulated(let encapsulated)? = file.dataSet[.pixelData]?.value else { throw SampleError("not encapsulated") }
            let fragment = try #require(encapsulated.frameFragments(frameCount: 1) { _ in true }.first?.first)
            let codestream = Array(file.dataSet.buffer.bytes[fragment])
            let pixels = try file.pixelDescription()
            #expect(try JPEGExtendedDecoder().decode(codestream, as: pixels) == file.storedSamples(frame: 0).words)
            // Cut inside the scan: the data ends early.
            #expect(throws: DICOMError.corruptPixelData(syntax: TransferSyntax.jpegExtended.name, reason: "the data ends early")) {
                try JPEGExtendedDecoder().decode(Array(codestream.prefix(codestream.count / 3)), as: pixels)
            }
            // A progressive frame header, named.
            var progressive = codestream
            let frameHeader = try #require(progressive.indices.dropLast().first { progressive[$0] == 0xFF && progressive[$0 + 1] == 0xC1 })
            progressive[frameHeader + 1] = 0xC2
            #expect(throws: DICOMError.unsupportedImage("a progressive JPEG codestream in JPEG Extended (Process 2 & 4)")) {
                try JPEGExtendedDecoder().decode(progressive, as: pixels)
            }
        }
    }
}
