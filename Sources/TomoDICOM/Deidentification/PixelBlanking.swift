/// Blanking rectangles of every frame of an image's uncompressed pixels (the Clean Pixel Data Option; compressed
/// ones decoded first, `DecodedPixels`), in the image's own encoding: each sample set to black as its photometric interpretation means it (0 for RGB and
/// palette indices, the lowest value for MONOCHROME2, the highest for MONOCHROME1, Y 0 with Cb and Cr at their
/// middle for YBR_FULL), the rest of each frame untouched.
struct PixelBlanking {
    let rows: Int, columns: Int, samples: Int, bytesPerSample: Int, frames: Int
    let planar: Bool
    /// Each sample's black, by sample index.
    let black: [Int]

    /// Samples laid out as said, each sample's black `black`.
    init(rows: Int, columns: Int, samples: Int, bytesPerSample: Int, frames: Int, planar: Bool, black: [Int]) {
        (self.rows, self.columns, self.samples, self.bytesPerSample, self.frames, self.planar, self.black) =
            (rows, columns, samples, bytesPerSample, frames, planar, black)
    }

    /// The blanking of `file`'s uncompressed pixels (`DecodedPixels` blanks compressed ones).
    /// - Throws: ``DeidentificationRefusal/unblankable(_:)`` for an encoding it does not know.
    init(file: DICOMFile) throws(DeidentificationRefusal) {
        let data = file.dataSet
        let bitsAllocated = data.integer(.bitsAllocated) ?? 0
        guard bitsAllocated == 8 || bitsAllocated == 16 else { throw .unblankable("\(bitsAllocated) bits allocated per sample") }
        try self.init(
            rows: data.integer(.rows) ?? 0, columns: data.integer(.columns) ?? 0, samples: data.integer(.samplesPerPixel) ?? 1,
            bytesPerSample: bitsAllocated / 8, frames: max(1, data.integer(.numberOfFrames) ?? 1),
            photometric: data.string(.photometricInterpretation) ?? "MONOCHROME2", signed: data.integer(.pixelRepresentation) == 1,
            bitsStored: data.integer(.bitsStored) ?? bitsAllocated, planar: data.integer(.planarConfiguration) == 1)
    }

    /// Samples laid out as said, black as `photometric` means it for `bitsStored` bits (`signed` or not).
    /// - Throws: ``DeidentificationRefusal/unblankable(_:)`` for a photometric interpretation it does not blank.
    init(
        rows: Int, columns: Int, samples: Int, bytesPerSample: Int, frames: Int, photometric: String, signed: Bool, bitsStored: Int,
        planar: Bool = false
    ) throws(DeidentificationRefusal) {
        guard rows > 0, columns > 0 else { throw .unblankable("\(rows) rows of \(columns) columns") }
        let black: [Int]
        switch photometric {
        case "MONOCHROME2": black = [signed ? -(1 << (bitsStored - 1)) : 0]
        case "MONOCHROME1": black = [signed ? (1 << (bitsStored - 1)) - 1 : (1 << bitsStored) - 1]
        case "RGB", "PALETTE COLOR": black = [Int](repeating: 0, count: samples)
        case "YBR_FULL": black = [0, 1 << (bitsStored - 1), 1 << (bitsStored - 1)]
        default: throw .unblankable("Tomo does not blank \(photometric) pixels")
        }
        guard black.count == samples else { throw .unblankable("\(samples) samples per pixel in \(photometric)") }
        self.init(rows: rows, columns: columns, samples: samples, bytesPerSample: bytesPerSample, frames: frames, planar: planar, black: black)
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
