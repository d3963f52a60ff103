import Foundation
import Testing
import TomoTestSupport
@testable import TomoDICOM

/// Colour to RGB against direct computation: YBR_FULL by PS3.3 C.7.6.3.1.2's equations, 4:2:2 chroma shared
/// by pairs of pixels, planes gathered, palettes looked up (and bad ones refused by the element at fault);
/// colour JPEG Lossless decoded to the colour it was made from.
struct ColourConversionTests {
    /// RGB (an ultrasound image) and YBR_FULL (a secondary capture) from pydicom-data, compressed by DCMTK's
    /// true lossless codec with each predictor (its colour space kept): every sample as the uncompressed file's.
    @Test(arguments: ["US1_UNCR.dcm", "SC_ybr_full_uncompressed.dcm"])
    func colourJPEGLosslessOfEveryPredictorIsTheImageItWasMadeFrom(_ name: String) async throws {
        let source = try await DICOMSamples.pydicomDataFile(name)
        let expected = try DICOMFile.read(path: source).colourFrame(0)
        try await withScratchFolder { folder in
            for predictor in 1...7 {
                let compressed = folder.appending(path: "sv\(predictor).dcm").path
                try await DICOMSamples.runTool("dcmcjpeg", ["+el", "+sv", "\(predictor)", source, compressed])
                let file = try DICOMFile.read(path: compressed)
                #expect(file.transferSyntax == .jpegLossless)
                #expect(try file.colourFrame(0) == expected, "predictor \(predictor)")
            }
        }
    }

    /// pydicom's 32-bit RGB images, both frames of each, uncompressed in either byte order and RLE: each sample's
    /// top 8 bits, 8 bits per sample; what Tomo does not decode at 32 bits is refused by name.
    @Test(arguments: ["SC_rgb_32bit_2frame.dcm", "SC_rgb_expb_32bit_2frame.dcm", "SC_rgb_rle_32bit_2frame.dcm"])
    func thirtyTwoBitRGBIsShownAtEightBits(_ name: String) async throws {
        let path = try await name.contains("rle") ? DICOMSamples.pydicomFile(name) : DICOMSamples.pydicomDataFile(name)
        let python = try #require(TestEnvironment.program("python3"))
        let read = try await ProcessRun.run(python, ["-c", "import sys, pydicom; print(' '.join(str(v >> 24) for v in pydicom.dcmread(sys.argv[1]).pixel_array.flatten()))", path])
        #expect(read.status == 0, "\(read.errors)")
        let expected = read.text.split(separator: " ").compactMap { UInt16($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        let file = try DICOMFile.read(path: path)
        let frames = try (0..<2).map { try file.colourFrame($0) }
        #expect(frames.allSatisfy { $0.bitsPerSample == 8 && $0.columns == 100 && $0.rows == 100 })
        #expect(expected.count == 60_000 && frames.flatMap(\.samples) == expected, "both frames, as pydicom's top bytes")
        #expect(throws: DICOMError.unsupportedImage("32-bit samples in JPEG-LS Lossless (Tomo reads them uncompressed or in RLE)")) {
            try PixelDecoders.decodeFrame([], syntax: .jpegLSLossless, pixels: try ImagePixelDescription(file.dataSet, allowsColour: true))
        }
    }

    /// A 32-bit RGB image storing fewer bits than 8 (four, at the top of each word) keeps them as they are.
    @Test func thirtyTwoBitRGBOfFewStoredBitsKeepsThem() throws {
        var image = DataSetBuilder.smallImage(photometric: "RGB")
        image.set(.sopClassUID, .UI, "1.2.840.10008.5.1.4.1.1.7")
        image.set(.samplesPerPixel, unsignedShorts: [3])
        image.set(.bitsAllocated, unsignedShorts: [32])
        image.set(.bitsStored, unsignedShorts: [4])
        image.set(.highBit, unsignedShorts: [31])
        let samples: [UInt32] = (0..<12).map { UInt32($0) << 28 | 0x0ABC_DEF0 }
        image.set(.pixelData, .OB, bytes: samples.flatMap { value in (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } })
        let file = try DICOMFile(bytes: Array(try DICOMFileWriter.file(of: image)))
        let frame = try file.colourFrame(0)
        #expect(frame.bitsPerSample == 4 && frame.samples == (0..<12).map(UInt16.init))
    }

    @Test func ybrFullConvertsByTheStandardsEquations() throws {
        // Grey stays grey.
        #expect(DICOMFile.ybrFullToRGB([128, 128, 128, 0, 128, 128, 255, 128, 128]) == [128, 128, 128, 0, 0, 0, 255, 255, 255])
        // Y 29, Cb 255, Cr 107: R = 29 + 1.402 × -21 = -0.44 → 0; G = 29 - 0.3441 × 127 - 0.7141 × -21 = 0.30
        // → 0; B = 29 + 1.772 × 127 = 254.04 → 254.
        #expect(DICOMFile.ybrFullToRGB([29, 255, 107]) == [0, 0, 254])
        // Y 76, Cb 85, Cr 255: R = 76 + 1.402 × 127 = 254.05 → 254; G = 76 + 14.80 - 90.70 = 0.10 → 0;
        // B = 76 - 76.20 → 0 (clamped from -0.20).
        #expect(DICOMFile.ybrFullToRGB([76, 85, 255]) == [254, 0, 0])
        // Y 255, Cb 255, Cr 255: R and B clamp to 255; G = 255 - 43.70 - 90.70 = 120.60 → 121.
        #expect(DICOMFile.ybrFullToRGB([255, 255, 255]) == [255, 121, 255])
    }

    @Test func pairsOfPixelsShareTheirChroma() throws {
        // Four columns, two rows: Y Y Cb Cr for each pair.
        let stored: [UInt16] = [10, 20, 100, 200, 30, 35, 101, 201, 40, 50, 102, 202, 60, 65, 103, 203]
        #expect(try DICOMFile.expanding422(stored, columns: 4, rows: 2) == [
            10, 100, 200, 20, 100, 200, 30, 101, 201, 35, 101, 201,
            40, 102, 202, 50, 102, 202, 60, 103, 203, 65, 103, 203,
        ])
        #expect(throws: DICOMError.invalidValue(tag: .columns, reason: "3 columns: YBR_FULL_422 pairs them")) {
            try DICOMFile.expanding422(stored, columns: 3, rows: 2)
        }
    }

    @Test func planesAreGatheredByPixel() {
        #expect(DICOMFile.interleaved([1, 2, 10, 20, 100, 200], count: 2, byPlane: true) == [1, 10, 100, 2, 20, 200])
        #expect(DICOMFile.interleaved([1, 10, 100], count: 1, byPlane: false) == [1, 10, 100])
    }

    @Test func aPaletteMapsEachValueAndClampsOutside() throws {
        let table = try PaletteColourTable(palette(entries: 4, firstMapped: 10, bits: 8, red: [0, 1, 2, 3], green: [4, 5, 6, 7], blue: [8, 9, 10, 11]))
        #expect(table.colour(of: 9) == (0, 4, 8) && table.colour(of: 11) == (1, 5, 9) && table.colour(of: 99) == (3, 7, 11))
        let wide = try PaletteColourTable(palette(entries: 2, firstMapped: 0, bits: 16, red: [0, 65535], green: [1, 2], blue: [3, 4]))
        #expect(wide.colour(of: 1) == (65535, 2, 4) && wide.bits == 16)
    }

    @Test func aBadPaletteIsRefusedByTheElementAtFault() {
        #expect(throws: DICOMError.invalidValue(tag: .greenPaletteDescriptor, reason: "it disagrees with the red table's descriptor")) {
            var data = paletteBuilder(entries: 4, firstMapped: 0, bits: 8, red: [0, 1, 2, 3], green: [0, 1, 2, 3], blue: [0, 1, 2, 3])
            data.set(.greenPaletteDescriptor, unsignedShorts: [4, 1, 8])
            _ = try PaletteColourTable(try DataSet(bytes: try data.encoded(), transferSyntax: .explicitVRLittleEndian))
        }
        #expect(throws: DICOMError.invalidValue(tag: .redPaletteData, reason: "6 bytes for 4 entries of 16 bits")) {
            var data = paletteBuilder(entries: 4, firstMapped: 0, bits: 16, red: [0, 1, 2, 3], green: [0, 1, 2, 3], blue: [0, 1, 2, 3])
            data.set(.redPaletteData, .OW, bytes: [0, 0, 1, 0, 2, 0])
            _ = try PaletteColourTable(try DataSet(bytes: try data.encoded(), transferSyntax: .explicitVRLittleEndian))
        }
        #expect(throws: DICOMError.invalidValue(tag: .redPaletteDescriptor, reason: "4 entries of 12 bits (8 or 16 expected)")) {
            _ = try PaletteColourTable(palette(entries: 4, firstMapped: 0, bits: 12, red: [0, 1, 2, 3], green: [0, 1, 2, 3], blue: [0, 1, 2, 3]))
        }
        #expect(throws: DICOMError.missingElement(.bluePaletteDescriptor)) {
            let data = paletteBuilder(entries: 1, firstMapped: 0, bits: 16, red: [0], green: [0], blue: [0], skipping: .bluePaletteDescriptor)
            _ = try PaletteColourTable(try DataSet(bytes: try data.encoded(), transferSyntax: .explicitVRLittleEndian))
        }
    }

    /// Palette tables of `entries` entries, 16-bit words each (`skipping` one descriptor).
    private func paletteBuilder(
        entries: UInt16, firstMapped: UInt16, bits: UInt16, red: [UInt16], green: [UInt16], blue: [UInt16], skipping: DICOMTag? = nil
    ) -> DataSetBuilder {
        var data = DataSetBuilder()
        for (descriptor, table, values) in [
            (DICOMTag.redPaletteDescriptor, DICOMTag.redPaletteData, red), (.greenPaletteDescriptor, .greenPaletteData, green),
            (.bluePaletteDescriptor, .bluePaletteData, blue),
        ] {
            if descriptor != skipping { data.set(descriptor, unsignedShorts: [entries, firstMapped, bits]) }
            data.set(table, .OW, bytes: values.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        }
        return data
    }

    private func palette(entries: UInt16, firstMapped: UInt16, bits: UInt16, red: [UInt16], green: [UInt16], blue: [UInt16]) throws -> DataSet {
        try DataSet(bytes: try paletteBuilder(entries: entries, firstMapped: firstMapped, bits: bits, red: red, green: green, blue: blue).encoded(),
                    transferSyntax: .explicitVRLittleEndian)
    }
}
