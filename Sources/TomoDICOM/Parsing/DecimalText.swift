/// A decimal number written as text (a DS or IS value's), read straight from its bytes.
enum DecimalText {
    /// The number `bytes` write (no padding), as `Double(String)` reads it. Where it is at most 15 digits with a
    /// power of ten within ±22 (every position, spacing and cosine a scanner writes), the digits' integer times or
    /// over that power, which is exact and so rounded as the text's value is (Clinger's fast path); anything else
    /// (more digits, a larger exponent, "inf", hexadecimal) through `Double(String)`.
    static func number(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        fastNumber(bytes) ?? Double(String(decoding: bytes, as: UTF8.self))
    }

    /// The powers of ten a `Double` holds exactly.
    private static let powers: [Double] = (0...22).map { exponent in (0..<exponent).reduce(1.0) { product, _ in product * 10 } }

    /// `number` on its fast path; nil where the text is not of its form.
    private static func fastNumber(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        let (zero, nine) = (UInt8(ascii: "0"), UInt8(ascii: "9"))
        var index = 0, count = bytes.count
        var isNegative = false
        if index < count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            isNegative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var mantissa: UInt64 = 0, digits = 0, scale = 0, anyDigit = false
        var seenPoint = false
        while index < count {
            let byte = bytes[index]
            if byte >= zero, byte <= nine {
                anyDigit = true
                if digits > 0 || byte != zero {
                    digits += 1
                    guard digits <= 15 else { return nil }
                }
                mantissa = mantissa * 10 + UInt64(byte - zero)
                if seenPoint { scale -= 1 }
            } else if byte == UInt8(ascii: "."), !seenPoint {
                seenPoint = true
            } else {
                break
            }
            index += 1
        }
        guard anyDigit else { return nil }
        if index < count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            var exponentIsNegative = false
            if index < count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                exponentIsNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            var exponent = 0, exponentDigits = 0
            while index < count, bytes[index] >= zero, bytes[index] <= nine {
                exponent = exponent * 10 + Int(bytes[index] - zero)
                exponentDigits += 1
                guard exponent < 1_000 else { return nil }
                index += 1
            }
            guard exponentDigits > 0 else { return nil }
            scale += exponentIsNegative ? -exponent : exponent
        }
        count -= index
        guard count == 0, abs(scale) <= 22 else { return nil }
        let magnitude = scale < 0 ? Double(mantissa) / powers[-scale] : Double(mantissa) * powers[scale]
        return isNegative ? -magnitude : magnitude
    }
}
