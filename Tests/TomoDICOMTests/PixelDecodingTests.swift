import Foundation
import Testing
import TomoDICOM
import TomoTestSupport
import TomoVolume

/// Pixel data decoded bit-exactly, against an independent decoder: pydicom for uncompressed and RLE data,
/// DCMTK's `dcmdjpeg` for JPEG Lossless.
struct PixelDecodingTests {
    /// Grayscale files of pydicom's data: uncompressed in each byte order, RLE, 1 (a segmentation's bitmaps),
    /// 8 and 16 bits, signed and not, multi-frame; a real 512 × 512 CT among them.
    static let pydicomDecodes = [
        "693_UNCI.dcm", "693_UNCR.dcm", "MR2_UNCI.dcm", "RG3_UNCI.dcm", "emri_small.dcm", "emri_small_RLE.dcm",
        "emri_small_big_endian.dcm", "eCT_Supplemental.dcm", "MR-SIEMENS-DICOM-WithOverlays.dcm", "vlut_04.dcm",
        "mlut_18.dcm", "CT_small.dcm", "MR_small.dcm", "MR_small_RLE.dcm", "MR_small_bigendian.dcm",
        "MR_small_implicit.dcm", "MR_small_padded.dcm", "image_dfl.dcm", "liver.dcm", "liver_expb.dcm",
    ]

    @Test(arguments: pydicomDecodes)
    func decodesAsPydicomDoes(_ name: String) async throws {
        let path = try await path(of: name)
        let file = try DICOMFile.read(path: path)
        let pixels = try file.pixelDescription()
        for frame in Set([0, pixels.frameCount - 1]) {
            let samples = try file.storedSamples(frame: frame)
            let expected = try await DICOMSamples.pydicomPixels(path, frame: frame)
            #expect(samples.count == expected.count, "\(name) frame \(frame)")
            #expect((0..<samples.count).map(samples.value(at:)) == expected, "\(name) frame \(frame)")
        }
    }

    /// JPEG Lossless in both flavours (selection value 1, and 14 with others), 8 and 16 bits, against the
    /// same file decompressed by DCMTK (and read uncompressed by Tomo, checked against pydicom above).
    @Test(arguments: ["JPEG-LL.dcm", "JPGLosslessP14SV1_1s_1f_8b.dcm", "bad_sequence.dcm"])
    func decodesJPEGLosslessAsDCMTKDoes(_ name: String) async throws {
        try await withScratchFolder { folder in
            let path = try await path(of: name)
            let plain = folder.appending(path: "plain.dcm").path
            try await DICOMSamples.runTool("dcmdjpeg", [path, plain])
            let samples = try DICOMFile.read(path: path).storedSamples(frame: 0)
            let expected = try DICOMFile.read(path: plain).storedSamples(frame: 0)
            #expect(samples == expected)
        }
    }

    /// JPEG-LS (CharLS) and JPEG 2000 (OpenJPEG), lossless: the same samples as the uncompressed original.
    @Test(arguments: [
        ("emri_small_jpeg_ls_lossless.dcm", "emri_small.dcm"), ("MR_small_jpeg_ls_lossless.dcm", "MR_small.dcm"),
        ("emri_small_jpeg_2k_lossless.dcm", "emri_small.dcm"), ("MR_small_jp2klossless.dcm", "MR_small.dcm"),
        ("693_J2KR.dcm", "693_UNCR.dcm"), ("MR2_J2KR.dcm", "MR2_UNCR.dcm"), ("RG3_J2KR.dcm", "RG3_UNCR.dcm"),
    ])
    func decodesLosslessCodecsToTheOriginal(_ compressed: String, _ original: String) async throws {
        let file = try DICOMFile.read(path: try await path(of: compressed))
        let plain = try DICOMFile.read(path: try await path(of: original))
        let frames = try file.pixelDescription().frameCount
        for frame in Set([0, frames - 1]) {
            #expect(try file.storedSamples(frame: frame) == plain.storedSamples(frame: frame), "\(compressed) frame \(frame)")
        }
    }

    /// JPEG Baseline through libjpeg-turbo: what DCMTK's own decoder makes of the same lossy file.
    @Test func decodesJPEGBaselineAsDCMTKDoes() async throws {
        try await withScratchFolder { folder in
            let lossy = folder.appending(path: "lossy.dcm").path, plain = folder.appending(path: "plain.dcm").path
            try await DICOMSamples.runTool("dcmcjpeg", ["+eb", try await path(of: "vlut_04.dcm"), lossy])
            try await DICOMSamples.runTool("dcmdjpeg", [lossy, plain])
            let file = try DICOMFile.read(path: lossy)
            #expect(file.transferSyntax == .jpegBaseline)
            #expect(try file.storedSamples(frame: 0) == DICOMFile.read(path: plain).storedSamples(frame: 0))
        }
    }

    /// Codestreams cut short fail with the codec's reason, whatever the codec (OpenJPEG once read past its
    /// buffer here: Tomo's stream told it the end was a huge read).
    @Test(arguments: ["emri_small_jpeg_2k_lossless.dcm", "emri_small_jpeg_ls_lossless.dcm", "emri_small_RLE.dcm", "JPEG-LL.dcm"])
    func truncatedCodestreamsFailCleanly(_ name: String) async throws {
        let file = try DICOMFile.read(path: try await path(of: name))
        let pixels = try file.pixelDescription()
        guard case .encapsulated(let encapsulated)? = file.dataSet[.pixelData]?.value else {
            Issue.record("\(name) is not encapsulated")
            return
        }
        let fragment = Array(file.dataSet.buffer.bytes[encapsulated.fragments[0].range])
        for length in [0, 2, 40, fragment.count / 2, fragment.count * 9 / 10] {
            let error = #expect(throws: DICOMError.self, "\(name) cut to \(length) bytes") {
                try PixelDecoders.decodeFrame(Array(fragment.prefix(length)), syntax: file.transferSyntax, pixels: pixels)
            }
            if case .corruptPixelData? = error {} else { Issue.record("\(name) cut to \(length): \(error.map(String.init(describing:)) ?? "no error")") }
        }
    }

    /// HTJ2K goes to OpenJPEG too: a real CT slice compressed by OpenJPH (HTJ2K's reference encoder)
    /// decodes to the uncompressed original's samples.
    @Test func decodesHTJ2KAsTheUncompressedOriginal() async throws {
        let head = try await HeadCTSeries.shared()
        try await withScratchFolder { folder in
            let original = head.folder.appending(path: head.fileName(ofSlice: 53)).path
            let copy = folder.appending(path: "htj2k.dcm").path
            try await DICOMSamples.htj2kCopy(of: original, to: copy)
            let file = try DICOMFile.read(path: copy)
            #expect(file.transferSyntax == .htj2kLossless)
            guard case .encapsulated(let encapsulated)? = file.dataSet[.pixelData]?.value else {
                Issue.record("the copy is not encapsulated")
                return
            }
            // A Part 15 codestream: its main header has a CAP marker (0xFF50), which plain JPEG 2000 lacks.
            let header = Array(file.dataSet.buffer.bytes[encapsulated.fragments[0].range].prefix(200))
            #expect(header.starts(with: [0xFF, 0x4F]) && zip(header, header.dropFirst()).contains { $0 == (0xFF, 0x50) })
            let expected = try DICOMFile.read(path: original).storedSamples(frame: 0)
            #expect(try file.storedSamples(frame: 0) == expected)
        }
    }

    @Test func decodesEveryPredictor() async throws {
        try await withScratchFolder { folder in
            let source = try await path(of: "693_UNCI.dcm")
            let expected = try DICOMFile.read(path: source).storedSamples(frame: 0)
            for predictor in 1...7 {
                let compressed = folder.appending(path: "p\(predictor).dcm").path
                // +el: lossless process 14 with selection value (predictor) `n`.
                try await DICOMSamples.runTool("dcmcjpeg", ["+el", "+sv", "\(predictor)", source, compressed])
                let file = try DICOMFile.read(path: compressed)
                #expect(file.transferSyntax == .jpegLossless)
                #expect(try file.storedSamples(frame: 0) == expected, "predictor \(predictor)")
            }
        }
    }

    /// 1-bit frames follow each other bit by bit: a 3 × 3 frame's nine bits, the next starting in the same
    /// byte, the first pixel in a byte's lowest bit.
    @Test func oneBitFramesFollowEachOtherBitByBit() throws {
        var data = DataSetBuilder.smallImage(frames: 2, [(.sopClassUID, "1.2.840.10008.5.1.4.1.1.66.4"), (.sopInstanceUID, "2.25.1")])
        for (tag, value) in [(DICOMTag.rows, 3), (.columns, 3), (.bitsAllocated, 1), (.bitsStored, 1), (.highBit, 0)] {
            data.set(tag, unsignedShorts: [UInt16(value)])
        }
        // Frame 0: 1 0 1 / 0 1 0 / 1 0 1; frame 1 (bits 9–17): 0 1 0 / 1 1 1 / 0 0 1.
        data.set(.pixelData, .OB, bytes: [0b0101_0101, 0b0111_0101, 0b0000_0010, 0])
        let file = try DICOMFile(bytes: Array(try DICOMFileWriter.file(of: data)))
        let frames = try (0..<2).map { frame in
            let samples = try file.storedSamples(frame: frame)
            return (0..<samples.count).map(samples.value(at:))
        }
        #expect(frames == [[1, 0, 1, 0, 1, 0, 1, 0, 1], [0, 1, 0, 1, 1, 1, 0, 0, 1]])
        #expect(throws: DICOMError.frameOutOfRange(index: 2, count: 2)) { try file.storedSamples(frame: 2) }
        // A DICOMweb server sends each frame on its own, from its first bit; compressed 1-bit is refused.
        let pixels = try ImagePixelDescription(rows: 3, columns: 3, bitsAllocated: 1, bitsStored: 1, highBit: 0, isSigned: false)
        let web = try PixelDecoders.decodeWebFrame([0b0101_0101, 0b1], syntax: .explicitVRLittleEndian, pixels: pixels)
        #expect((0..<web.count).map(web.value(at:)) == frames[0])
        #expect(throws: DICOMError.invalidValue(tag: .pixelData, reason: "the frame holds 1 bytes, 2 expected")) {
            try PixelDecoders.decodeWebFrame([0xFF], syntax: .explicitVRLittleEndian, pixels: pixels)
        }
        #expect(throws: DICOMError.unsupportedImage("a 1-bit image in RLE Lossless (Tomo reads 1-bit images uncompressed)")) {
            try PixelDecoders.decodeWebFrame([0, 0], syntax: .rleLossless, pixels: pixels)
        }
    }

    @Test func namesWhatItCannotDecode() async throws {
        let grey = try ImagePixelDescription(rows: 2, columns: 2, bitsAllocated: 8, bitsStored: 8, highBit: 7, isSigned: false)
        #expect(throws: DICOMError.unsupportedTransferSyntax(.mpeg2)) { try PixelDecoders.decodeFrame([0], syntax: .mpeg2, pixels: grey) }
        #expect(DICOMError.unsupportedTransferSyntax(.mpeg2).description
            == "unsupported transfer syntax MPEG2 Main Profile @ Main Level (1.2.840.10008.1.2.4.100)")
        let color = try DICOMFile.read(path: try await DICOMSamples.pydicomDataFile("SC_rgb.dcm"))
        #expect(throws: DICOMError.unsupportedImage("RGB with 3 samples per pixel (Tomo shows grayscale images)")) {
            try color.storedSamples(frame: 0)
        }
        let multiFrame = try DICOMFile.read(path: try await DICOMSamples.pydicomDataFile("emri_small.dcm"))
        #expect(throws: DICOMError.frameOutOfRange(index: 10, count: 10)) { try multiFrame.storedSamples(frame: 10) }
    }

    private func path(of name: String) async throws -> String {
        let data = try await DICOMSamples.pydicomDataFile(name)
        return FileManager.default.fileExists(atPath: data) ? data : try await DICOMSamples.pydicomFile(name)
    }
}
