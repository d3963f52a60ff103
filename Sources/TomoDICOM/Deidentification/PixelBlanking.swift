/// Blanking rectangles of every frame of an image's uncompressed pixels (the Clean Pixel Data Option), in the
/// image's own encoding: each sample set to black as its photometric interpretation means it (0 for RGB and
/// palette indices, the lowest value for MONOCHROME2, the highest for MONOCHROME1, Y 0 with Cb and Cr at their
/// middle for YBR_FULL), the rest of each frame untouched.
struct PixelBlanking {
    let rows: Int, columns: Int, samples: Int, bytesPerSample: Int, frames: Int
    let planar: Bool
    /// Each sample's black, by sample index.
    let black: [Int]

    /// The blanking of `file`'s pixels.
    /// - Throws: ``DeidentificationRefusal/unblankable(_:)`` for compressed pixels or an encoding it does not know.
    init(file: DICOMFile) throws(DeidentificationRefusal) {
        let data = file.dataSet
        guard !file.transferSyntax.isEncapsulated else {
            throw .unblankable("its pixels are compressed (\(file.transferSyntax.name)); decompress it first (dcmdjpeg, gdcmconv --raw)")
        }
        rows = data.integer(.rows) ?? 0
        columns = data.integer(.columns) ?? 0
        samples = data.integer(.samplesPerPixel) ?? 1
        let bitsAllocated = data.integer(.bitsAllocated) ?? 0
        let bitsStored = data.integer(.bitsStored) ?? bitsAllocated
        frames = max(1, data.integer(.numberOfFrames) ?? 1)
        planar = data.integer(.planarConfiguration) == 1
        guard bitsAllocated == 8 || bitsAllocated == 16, rows > 0, columns > 0 else {
            throw .unblankable("\(bitsAllocated) bits allocated per sample")
        }
        bytesPerSample = bitsAllocated / 8
        let signed = data.integer(.pixelRepresentation) == 1
        let photometric = data.string(.photometricInterpretation) ?? "MONOCHROME2"
        switch photometric {
        case "MONOCHROME2": black = [signed ? -(1 << (bitsStored - 1)) : 0]
        case "MONOCHROME1": black = [signed ? (1 << (bitsStored - 1)) - 1 : (1 << bitsStored) - 1]
        case "RGB", "PALETTE COLOR": black = [Int](repeating: 0, count: samples)
        case "YBR_FULL": black = [0, 1 << (bitsStored - 1), 1 << (bitsStored - 1)]
        default: throw .unblankable("Tomo does not blank \(photometric) pixels")
        }
        guard black.count == samples else { throw .unblankable("\(samples) samples per pixel in \(photometric)") }
    }

    /// Blanks `areas` of every frame of `bytes`, the pixel data's value (little-endian).
    func blank(_ areas: [PixelRectangle], in bytes: inout [UInt8]) throws(DeidentificationRefusal) {
        let frameBytes = rows * columns * samples * bytesPerSample
        guard bytes.count >= frameBytes * frames else {
            throw .unblankable("its pixel data holds \(bytes.count) bytes, not the \(frameBytes * frames) its header announces")
        }
        for frame in 0..<frames {
            for area in areas {
                for row in min(area.y0, rows)..<min(area.y1, rows) {
                    for column in min(area.x0, columns)..<min(area.x1, columns) {
                        for sample in 0..<samples {
                            let index = planar
                                ? (sample * rows * columns + row * columns + column)
                                : ((row * columns + column) * samples + sample)
                            let offset = frame * frameBytes + index * bytesPerSample
                            let value = UInt16(truncatingIfNeeded: black[sample])
                            bytes[offset] = UInt8(truncatingIfNeeded: value)
                            if bytesPerSample == 2 { bytes[offset + 1] = UInt8(truncatingIfNeeded: value >> 8) }
                        }
                    }
                }
            }
        }
    }
}
