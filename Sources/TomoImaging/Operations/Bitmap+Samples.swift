// Internal helpers the image operations share: tight layout, typed sample access,
// and building result bitmaps without zero-filling them first.

extension Bitmap {
    /// Bytes in one row when rows are packed with no padding.
    var tightBytesPerRow: Int { width * format.bytesPerPixel }

    /// Samples in one tightly packed row (`width * channelCount`).
    var samplesPerRow: Int { width * format.channelCount }

    /// This bitmap with rows exactly `width * bytesPerPixel` apart: `self` when it already is.
    var tightlyPacked: Bitmap {
        bytesPerRow == tightBytesPerRow ? self : copiedRect(x: 0, y: 0, width: width, height: height)
    }

    /// Makes a tightly packed bitmap whose samples `initialize` writes, every one of them.
    ///
    /// `Sample` is the format's sample type (`UInt8` for the 8-bit formats, `UInt16` for `.gray16`), or
    /// `UInt8` to write raw bytes. The size must already be known to be valid (positive, not overflowing).
    static func make<Sample: FixedWidthInteger & UnsignedInteger>(
        width: Int, height: Int, format: PixelFormat, sample: Sample.Type,
        initialize: (UnsafeMutableBufferPointer<Sample>) -> Void
    ) -> Bitmap {
        precondition(
            Sample.self == UInt8.self || MemoryLayout<Sample>.size * format.channelCount == format.bytesPerPixel,
            "sample type does not match \(format)")
        let byteCount = width * height * format.bytesPerPixel
        let bytes = [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, initializedCount in
            UnsafeMutableRawBufferPointer(buffer).withMemoryRebound(to: Sample.self) { initialize($0) }
            initializedCount = byteCount
        }
        return wrapping(width: width, height: height, format: format, pixels: bytes)
    }

    /// Wraps tightly packed pixel bytes whose count is known to match the size and format.
    static func wrapping(width: Int, height: Int, format: PixelFormat, pixels: [UInt8]) -> Bitmap {
        do {
            return try Bitmap(width: width, height: height, format: format, pixels: pixels)
        } catch {
            preconditionFailure("an image operation built an invalid bitmap: \(error)")
        }
    }

    /// Calls `body` with the samples of this bitmap, rows packed tightly (`samplesPerRow` apart).
    ///
    /// `Sample` must be `UInt16` for `.gray16` and `UInt8` otherwise.
    func withSamples<Sample: FixedWidthInteger & UnsignedInteger, Result>(
        as sample: Sample.Type, _ body: (UnsafeBufferPointer<Sample>) -> Result
    ) -> Result {
        precondition(
            MemoryLayout<Sample>.size * format.channelCount == format.bytesPerPixel, "sample type does not match \(format)")
        return tightlyPacked.pixels.withUnsafeBytes { raw in
            raw.withMemoryRebound(to: Sample.self) { body($0) }
        }
    }
}

extension FixedWidthInteger where Self: UnsignedInteger {
    /// The sample nearest to `value` (halves round to even). `value` must not be negative and must
    /// round to at most `Self.max`, `Self` being at most 16 bits wide.
    ///
    /// Adding 2²³ puts `value` rounded to an integer in the low mantissa bits of the sum, so this needs
    /// no range check: unlike `init(_: Float)` it lets the compiler vectorise loops that use it.
    @inline(__always)
    init(roundingNonNegative value: Float) {
        self.init(truncatingIfNeeded: (value + 8_388_608).bitPattern)
    }
}
