/// A compressed image's frames decoded for blanking, to be written uncompressed (Explicit VR Little Endian): a
/// colour image in RGB as PS3.3 maps its photometric interpretation to it (a JPEG's YBR as its codec turns it into
/// RGB, so that nothing turns green), 8 bits a sample (16 for a deeper one), pixel by pixel; a grey image's stored
/// values as they were, at its own bits allocated. What the header must then say of the pixels comes with them.
struct DecodedPixels {
    /// Every frame's samples, little-endian, frame after frame.
    var bytes: [UInt8]
    /// The blanking of those samples.
    let blanking: PixelBlanking
    /// The image's photometric interpretation once decoded: RGB for a colour image, nil (as it was) for a grey one.
    let photometric: String?
    /// The bits each sample of `bytes` takes (8 or 16) and holds.
    let bitsAllocated: Int, bitsStored: Int

    /// `file`'s frames decoded.
    /// - Throws: ``DeidentificationRefusal/unblankable(_:)`` for pixels Tomo cannot decode (saying why).
    init(file: DICOMFile) throws(DeidentificationRefusal) {
        do {
            let pixels = try ImagePixelDescription(file.dataSet, allowsColour: true)
            let frames = pixels.frameCount
            if pixels.isColour {
                let first = try file.colourFrame(0)
                let wide = first.bitsPerSample > 8, bytesPerSample = wide ? 2 : 1
                var bytes: [UInt8] = []
                bytes.reserveCapacity(frames * first.samples.count * bytesPerSample)
                for index in 0..<frames {
                    let frame = index == 0 ? first : try file.colourFrame(index)
                    guard frame.columns == first.columns, frame.rows == first.rows else {
                        throw DeidentificationRefusal.unblankable("frame \(index + 1) is not the size of the first")
                    }
                    for sample in frame.samples {
                        bytes.append(UInt8(truncatingIfNeeded: sample))
                        if wide { bytes.append(UInt8(truncatingIfNeeded: sample >> 8)) }
                    }
                }
                self.bytes = bytes
                blanking = PixelBlanking(
                    rows: first.rows, columns: first.columns, samples: 3, bytesPerSample: bytesPerSample, frames: frames, planar: false,
                    black: [0, 0, 0])
                photometric = "RGB"
                (bitsAllocated, bitsStored) = (8 * bytesPerSample, first.bitsPerSample)
            } else {
                let wide = pixels.bitsAllocated > 8, bytesPerSample = wide ? 2 : 1
                var bytes: [UInt8] = []
                bytes.reserveCapacity(frames * pixels.rows * pixels.columns * bytesPerSample)
                for index in 0..<frames {
                    for word in try file.storedSamples(frame: index, pixels: pixels).words {
                        bytes.append(UInt8(truncatingIfNeeded: word))
                        if wide { bytes.append(UInt8(truncatingIfNeeded: word >> 8)) }
                    }
                }
                self.bytes = bytes
                blanking = try PixelBlanking(
                    rows: pixels.rows, columns: pixels.columns, samples: 1, bytesPerSample: bytesPerSample, frames: frames,
                    photometric: pixels.photometricInterpretation, signed: pixels.isSigned, bitsStored: pixels.bitsStored)
                photometric = nil
                (bitsAllocated, bitsStored) = (8 * bytesPerSample, pixels.bitsStored)
            }
        } catch let refusal as DeidentificationRefusal {
            throw refusal
        } catch {
            throw .unblankable("its pixels cannot be decoded: \(error)")
        }
    }

    /// Says in `builder` what the decoded samples are: their bits; for a colour image RGB, three samples pixel by
    /// pixel, unsigned, its palette's tables gone; Lossy Image Compression 01 for an image a JPEG baseline or
    /// extended codestream held (lossy whatever it says).
    func describe(in builder: inout DataSetBuilder, decodedFrom syntax: TransferSyntax) {
        builder.set(.bitsAllocated, unsignedShorts: [UInt16(bitsAllocated)])
        builder.set(.bitsStored, unsignedShorts: [UInt16(bitsStored)])
        builder.set(.highBit, unsignedShorts: [UInt16(bitsStored - 1)])
        if let photometric {
            builder.set(.photometricInterpretation, .CS, photometric)
            builder.set(.samplesPerPixel, unsignedShorts: [3])
            builder.set(.planarConfiguration, unsignedShorts: [0])
            builder.set(.pixelRepresentation, unsignedShorts: [0])
            for element: UInt16 in [0x1101, 0x1102, 0x1103, 0x1199, 0x1201, 0x1202, 0x1203, 0x1221, 0x1222, 0x1223] {
                builder.remove(DICOMTag(0x0028, element))
            }
        }
        if [.jpegBaseline, .jpegExtended].contains(syntax), !builder.has(.lossyImageCompression) {
            builder.set(.lossyImageCompression, .CS, "01")
        }
    }
}

extension DICOMTag {
    /// (0028,2110) Lossy Image Compression, CS.
    static let lossyImageCompression = DICOMTag(0x0028, 0x2110)
}
