#if canImport(CDeflate)
import CDeflate
import TomoImaging

/// A fast path for the PNGs Tomo moves most: every CT slice, 8 or 16-bit gray, and plain 8-bit RGB or
/// RGBA; non-interlaced, without tRNS. It inflates the image data in one call with libdeflate (2 to 7
/// times zlib's speed on these slices, which is most of a PNG decode) and unfilters in place.
///
/// It answers only for a file it has fully checked (`PNGLayout`, libdeflate's Adler-32, the exact data
/// size, known filters) and returns nil otherwise: other kinds of PNG, and every damaged one, go to
/// libspng, so there is one decoder's word on what is wrong. Its output equals libspng's.
enum PNGFastDecoder {
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, limits: DecodingLimits) -> Bitmap? {
        guard let layout = PNGLayout(bytes), !layout.isInterlaced, !layout.hasTransparency,
              let format = pixelFormat(colorType: layout.colorType, bitDepth: layout.bitDepth),
              (try? limits.check(width: layout.width, height: layout.height)) != nil
        else { return nil }
        let rowBytes = layout.width * format.bytesPerPixel
        let (storedBytes, overflow) = layout.height.multipliedReportingOverflow(by: rowBytes + 1)
        guard !overflow else { return nil }

        guard let pixels = withImageData(layout, in: bytes, { compressed in
            inflateAndUnfilter(compressed, storedBytes: storedBytes, rows: layout.height, rowBytes: rowBytes,
                               pixelBytes: format.bytesPerPixel)
        }) else { return nil }
        var bitmap = pixels
        if format == .gray16 { swapToHostOrder(&bitmap) }
        return try? Bitmap(width: layout.width, height: layout.height, format: format, pixels: bitmap)
    }

    /// The Bitmap format a PNG of this kind decodes to without conversion; nil for the kinds left to libspng.
    private static func pixelFormat(colorType: UInt8, bitDepth: UInt8) -> PixelFormat? {
        switch (colorType, bitDepth) {
        case (0, 8): .gray8
        case (0, 16): .gray16
        case (2, 8): .rgb8
        case (6, 8): .rgba8
        default: nil
        }
    }

    /// Calls `body` with the zlib stream: the IDAT chunk's data in place, or several chunks' data joined.
    private static func withImageData<R>(
        _ layout: PNGLayout, in bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeRawBufferPointer) -> R
    ) -> R {
        if layout.imageData.count == 1 {
            return body(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[layout.imageData[0]])))
        }
        var joined: [UInt8] = []
        joined.reserveCapacity(layout.imageData.reduce(0) { $0 + $1.count })
        for range in layout.imageData { joined.append(contentsOf: bytes[range]) }
        return joined.withUnsafeBytes(body)
    }

    /// Inflates exactly `storedBytes` bytes of filtered rows, unfilters them, and drops the filter bytes;
    /// nil if the stream is damaged, not exactly that long, or uses an unknown filter.
    private static func inflateAndUnfilter(
        _ compressed: UnsafeRawBufferPointer, storedBytes: Int, rows: Int, rowBytes: Int, pixelBytes: Int
    ) -> [UInt8]? {
        guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(decompressor) }
        var isValid = false
        let pixels = [UInt8](unsafeUninitializedCapacity: storedBytes) { buffer, initialized in
            var produced = 0
            let result = libdeflate_zlib_decompress(
                decompressor, compressed.baseAddress, compressed.count, buffer.baseAddress, storedBytes, &produced)
            guard result == LIBDEFLATE_SUCCESS, produced == storedBytes, let base = buffer.baseAddress,
                  PNGUnfilter.apply(base, rows: rows, rowBytes: rowBytes, pixelBytes: pixelBytes)
            else {
                initialized = 0
                return
            }
            for row in 0..<rows {  // overlapping moves: copyMemory is a memmove
                UnsafeMutableRawPointer(base + row * rowBytes)
                    .copyMemory(from: base + row * (rowBytes + 1) + 1, byteCount: rowBytes)
            }
            initialized = rows * rowBytes
            isValid = true
        }
        return isValid ? pixels : nil
    }

    /// PNG stores 16-bit samples big-endian; Bitmap keeps them in the host's order. Swapped as whole
    /// samples, which the compiler vectorises: a byte pair at a time, the swap was a third of decoding a
    /// smooth 16-bit slice (P1's phantom: 38 → 27 ms for its 512 slices, two at a time).
    private static func swapToHostOrder(_ pixels: inout [UInt8]) {
        guard UInt16(1).bigEndian != 1 else { return }
        pixels.withUnsafeMutableBufferPointer { bytes in
            bytes.withMemoryRebound(to: UInt16.self) { samples in
                for index in samples.indices { samples[index] = samples[index].byteSwapped }
            }
        }
    }
}
#endif
