import Foundation
import TomoCore

extension Bitmap {
    /// A `.gray16` bitmap of stored values shown through a display window, as `.gray8`.
    ///
    /// Each stored value `v` becomes `window.grayLevel(of: rescale.physicalValue(ofStored: v))`,
    /// i.e. `physical = v * slope + intercept` then the window's rounding: the result is identical to
    /// `WindowLevel.grayLevel(of:)` for every one of the 65,536 stored values.
    ///
    /// The gray level is a monotone function of the stored value, so the 65,536-entry table is filled
    /// run by run, evaluating `grayLevel(of:)` only a few times per output level, and then applied.
    ///
    /// - Throws: `ImagingError.unsupportedPixelFormat` unless the bitmap is `.gray16`;
    ///   `ImagingError.invalidParameter` if a window or rescale value is not finite, or the physical
    ///   values or window bounds overflow.
    public func windowed(_ window: WindowLevel, rescale: Rescale = .identity) throws(ImagingError) -> Bitmap {
        guard format == .gray16 else { throw .unsupportedPixelFormat(format, operation: "window/level") }
        let table = try WindowTable(window: window, rescale: rescale)
        return withSamples(as: UInt16.self) { source in
            Bitmap.lookUp(source, width: width, height: height, in: table, flippingSignBit: false, inverted: false)
        }
    }

    /// Stored 16-bit values, `width × height` of them row by row, through a display window, as `.gray8`:
    /// as `windowed(_:rescale:)` does for a `.gray16` bitmap of them, without making one. `signed`: the
    /// words are two's complement; `inverted`: the lowest value shows white (DICOM's MONOCHROME1).
    ///
    /// - Throws: `ImagingError.invalidPixelBuffer` when the count is not `width × height`;
    ///   `ImagingError.invalidDimensions` for a size that is not positive; what `windowed` throws.
    public static func windowing(
        _ samples: [UInt16], width: Int, height: Int, signed: Bool = false, window: WindowLevel, rescale: Rescale = .identity,
        inverted: Bool = false
    ) throws(ImagingError) -> Bitmap {
        try samples.withUnsafeBufferPointer { (source) throws(ImagingError) in
            try windowing(source, width: width, height: height, signed: signed, window: window, rescale: rescale, inverted: inverted)
        }
    }

    /// `windowing(_:width:height:signed:window:rescale:inverted:)` over samples in place (a volume's, read
    /// without copying them first).
    public static func windowing(
        _ samples: UnsafeBufferPointer<UInt16>, width: Int, height: Int, signed: Bool = false, window: WindowLevel,
        rescale: Rescale = .identity, inverted: Bool = false
    ) throws(ImagingError) -> Bitmap {
        guard width > 0, height > 0 else { throw .invalidDimensions(width: width, height: height) }
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, samples.count == count else { throw .invalidPixelBuffer(expected: overflow ? .max : count, actual: samples.count) }
        // Signed words are looked up with their sign bit flipped (−32,768 … 32,767 → 0 … 65,535), the
        // rescale shifted down by as much, so every word keeps its physical value.
        let shifted = signed ? Rescale(slope: rescale.slope, intercept: rescale.intercept - 32768 * rescale.slope) : rescale
        let table = try WindowTable(window: window, rescale: shifted)
        return lookUp(samples, width: width, height: height, in: table, flippingSignBit: signed, inverted: inverted)
    }

    /// Each sample's gray level in `table` (of the sample with its sign bit flipped if `flippingSignBit`),
    /// inverted if `inverted`.
    private static func lookUp(
        _ source: UnsafeBufferPointer<UInt16>, width: Int, height: Int, in table: WindowTable, flippingSignBit: Bool,
        inverted: Bool
    ) -> Bitmap {
        let flip: UInt16 = flippingSignBit ? 0x8000 : 0
        let invert: UInt8 = inverted ? 0xFF : 0
        return Bitmap.make(width: width, height: height, format: .gray8, sample: UInt8.self) { destination in
            table.levels.withUnsafeBufferPointer { levels in
                for i in 0..<destination.count {
                    destination[i] = levels[Int(source[i] ^ flip)] ^ invert
                }
            }
        }
    }
}

/// The gray level of every stored value `0...65535` under one window and rescale.
///
/// Rounded floating-point multiplication and addition are monotone, and so is `grayLevel(of:)` (but for a
/// lookup table's window, filled value by value), so the gray level is monotone in the stored value
/// (rising for a positive slope, falling for a negative one): each level covers one contiguous run of
/// stored values, which is what the run-by-run filling relies on.
struct WindowTable {
    let levels: [UInt8]

    init(window: WindowLevel, rescale: Rescale) throws(ImagingError) {
        let checked = [
            window.width, window.level, window.lowerBound, window.upperBound, rescale.slope, rescale.intercept,
            rescale.physicalValue(ofStored: 0), rescale.physicalValue(ofStored: 65535),
        ]
        // Finite bounds and end points keep every intermediate value of grayLevel(of:) free of NaN.
        guard checked.allSatisfy(\.isFinite) else {
            throw .invalidParameter(
                "window (width \(window.width), level \(window.level)) and rescale (slope \(rescale.slope), "
                    + "intercept \(rescale.intercept)) must be finite")
        }
        func level(_ stored: Int) -> UInt8 {
            window.grayLevel(of: rescale.physicalValue(ofStored: Double(stored)))
        }
        // A table's levels need not rise with the value: each stored value is looked up on its own.
        guard window.isMonotone else {
            levels = (0...65535).map(level)
            return
        }
        // The stored value where the run of `value` should end, by inverting the formula; only a hint,
        // which the search below corrects with the real grayLevel(of:). May be infinite or NaN.
        func expectedEnd(of value: UInt8) -> Double {
            let share = (Double(value) + (rescale.slope > 0 ? 0.5 : -0.5)) / 255
            let boundary = if window.width <= 0 {
                window.level
            } else if window.function == .sigmoid {
                window.level - window.width / 4 * log(1 / share - 1)
            } else {
                window.lowerBound + share * window.width
            }
            return ((boundary - rescale.intercept) / rescale.slope).rounded(.down)
        }
        levels = [UInt8](unsafeUninitializedCapacity: 65536) { table, initializedCount in
            var start = 0
            while start <= 65535 {
                let value = level(start)
                let hint = expectedEnd(of: value)
                let guess = hint.isNaN ? 65535 : Int(min(max(hint, Double(start)), 65535))
                let end = Self.lastIndex(from: start, guess: guess) { level($0) == value }
                UnsafeMutableBufferPointer(rebasing: table[start...end]).initialize(repeating: value)
                start = end + 1
            }
            initializedCount = 65536
        }
    }

    /// The last index in `start...65535` of the run that `isInRun` holds on, given that it holds at
    /// `start` and that the run is contiguous. Gallops from `guess`, then bisects: a few calls when
    /// the guess is close, about 2·log₂(distance) otherwise.
    private static func lastIndex(from start: Int, guess: Int, isInRun: (Int) -> Bool) -> Int {
        // Invariant: isInRun(low), and high == 65536 or !isInRun(high).
        var low = start, high = 65536, step = 1
        if isInRun(guess) {
            low = guess
            while low + step <= 65535 {
                if isInRun(low + step) {
                    low += step
                    step *= 2
                } else {
                    high = low + step
                    break
                }
            }
        } else {
            high = guess
            while high - step > start {
                if isInRun(high - step) {
                    low = high - step
                    break
                }
                high -= step
                step *= 2
            }
        }
        while high - low > 1 {
            let middle = (low + high) / 2
            if isInRun(middle) { low = middle } else { high = middle }
        }
        return low
    }
}
