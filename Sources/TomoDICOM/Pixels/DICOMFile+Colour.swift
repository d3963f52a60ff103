extension DICOMFile {
    /// Frame `index` of a colour image in RGB, as PS3.3 C.7.6.3.1.2 says each photometric interpretation
    /// maps to it: RGB as stored (either planar configuration), YBR_FULL and YBR_FULL_422 converted (the
    /// latter's chroma shared by each pair of pixels), PALETTE COLOR through its lookup tables; in JPEG Baseline
    /// and JPEG 2000 as the codec turns them into RGB. Uncompressed, RLE, JPEG Baseline, JPEG-LS and JPEG 2000.
    /// A 32-bit RGB image (uncompressed or RLE) is scaled to 8 bits per sample: each sample's top
    /// 8 stored bits.
    /// - Throws: ``DICOMError/unsupportedImage(_:)`` for a grey image, or colour Tomo does not read yet
    ///   (JPEG Lossless); the pixel data's errors as `storedSamples` throws them.
    public func colourFrame(_ index: Int) throws(DICOMError) -> ColourFrame {
        let pixels = try ImagePixelDescription(dataSet, allowsColour: true)
        guard pixels.isColour else { throw .unsupportedImage("a \(pixels.photometricInterpretation) image is grey, not colour") }
        let stored = try storedSamples(frame: index, pixels: pixels).words
        let count = pixels.rows * pixels.columns
        // Decoders give a pixel's samples together; uncompressed data keeps them as its Planar Configuration says.
        let byPlane = pixels.planarConfiguration == 1 && !transferSyntax.isEncapsulated
        let rgb: [UInt16]
        switch pixels.photometricInterpretation {
        case "PALETTE COLOR":
            let table = try PaletteColourTable(dataSet)
            rgb = [UInt16](unsafeUninitializedCapacity: 3 * count) { samples, initialized in
                for pixel in 0..<count {
                    let value = pixels.isSigned ? Int(Int16(bitPattern: stored[pixel])) : Int(stored[pixel])
                    (samples[3 * pixel], samples[3 * pixel + 1], samples[3 * pixel + 2]) = table.colour(of: value)
                }
                initialized = 3 * count
            }
            return ColourFrame(columns: pixels.columns, rows: pixels.rows, bitsPerSample: table.bits, samples: rgb)
        case _ where transferSyntax == .jpegBaseline || ["YBR_RCT", "YBR_ICT"].contains(pixels.photometricInterpretation):
            // The codec gave RGB already (libjpeg-turbo from YCbCr, OpenJPEG undoing its transform).
            rgb = stored
        case "YBR_FULL_422" where !transferSyntax.isEncapsulated:
            rgb = Self.ybrFullToRGB(try Self.expanding422(stored, columns: pixels.columns, rows: pixels.rows))
        case "YBR_FULL":
            rgb = Self.ybrFullToRGB(Self.interleaved(stored, count: count, byPlane: byPlane))
        case "RGB":
            rgb = Self.interleaved(stored, count: count, byPlane: byPlane)
        default:
            throw .unsupportedImage("\(pixels.photometricInterpretation) in \(transferSyntax.name)")
        }
        guard pixels.bitsAllocated == 32 else {
            return ColourFrame(columns: pixels.columns, rows: pixels.rows, bitsPerSample: pixels.bitsStored, samples: rgb)
        }
        // 32 bits per sample, shown at 8: each sample's top 8 stored bits (all of them, when fewer are stored).
        let shift = UInt16(max(pixels.wordBits - 8, 0))
        return ColourFrame(
            columns: pixels.columns, rows: pixels.rows, bitsPerSample: min(pixels.wordBits, 8), samples: rgb.map { $0 >> shift })
    }

    /// Samples with each pixel's three together: as they are, or gathered from three planes.
    static func interleaved(_ samples: [UInt16], count: Int, byPlane: Bool) -> [UInt16] {
        guard byPlane else { return samples }
        return [UInt16](unsafeUninitializedCapacity: 3 * count) { target, initialized in
            for pixel in 0..<count {
                target[3 * pixel] = samples[pixel]
                target[3 * pixel + 1] = samples[count + pixel]
                target[3 * pixel + 2] = samples[2 * count + pixel]
            }
            initialized = 3 * count
        }
    }

    /// YBR_FULL_422 as stored uncompressed (Y Y Cb Cr for each pair of pixels in a row, PS3.3 C.7.6.3.1.2) as
    /// YBR_FULL, each pixel with its pair's chroma.
    static func expanding422(_ samples: [UInt16], columns: Int, rows: Int) throws(DICOMError) -> [UInt16] {
        guard columns % 2 == 0 else { throw .invalidValue(tag: .columns, reason: "\(columns) columns: YBR_FULL_422 pairs them") }
        guard samples.count >= 2 * columns * rows else {
            throw .invalidValue(tag: .pixelData, reason: "\(samples.count) samples for \(columns) × \(rows) pixels of YBR_FULL_422")
        }
        var full = [UInt16](repeating: 0, count: 3 * columns * rows)
        for pair in 0..<columns * rows / 2 {
            let source = 4 * pair, target = 6 * pair
            for offset in 0..<2 {
                full[target + 3 * offset] = samples[source + offset]
                full[target + 3 * offset + 1] = samples[source + 2]
                full[target + 3 * offset + 2] = samples[source + 3]
            }
        }
        return full
    }

    /// 8-bit YBR_FULL samples (Y, Cb, Cr of each pixel) as RGB, by PS3.3 C.7.6.3.1.2's equations (as pydicom
    /// computes them: in single precision, rounded half up, clamped to 0…255).
    static func ybrFullToRGB(_ samples: [UInt16]) -> [UInt16] {
        let gFromCb = Float(-0.114 * 1.772 / 0.587), gFromCr = Float(-0.299 * 1.402 / 0.587)
        return [UInt16](unsafeUninitializedCapacity: samples.count) { target, initialized in
            for pixel in stride(from: 0, to: samples.count - 2, by: 3) {
                let y = Float(samples[pixel]), cb = Float(samples[pixel + 1]) - 128, cr = Float(samples[pixel + 2]) - 128
                for (channel, value) in [y + Float(1.402) * cr, y + gFromCb * cb + gFromCr * cr, y + Float(1.772) * cb].enumerated() {
                    target[pixel + channel] = UInt16(min(max((value + 0.5).rounded(.down), 0), 255))
                }
            }
            initialized = samples.count
        }
    }
}
