/// The inverse DCT of an 8 × 8 block as the IJG's `jpeg_idct_islow` computes it (jidctint.c: the
/// Loeffler–Ligtenberg–Moschytz integer algorithm, 13-bit constants), so that a lossy JPEG decodes to the
/// values DCMTK's `dcmdjpeg` (IJG libjpeg 6b for 8 and 12 bits) and GDCM give, not merely close to them.
struct JPEGInverseDCT {
    /// Bits per sample: 8 or 12.
    let precision: Int
    /// Extra fractional bits kept between the passes: 2 at 8 bits, 1 at 12 (to stay within 32 bits).
    private let pass1Bits: Int
    private let maximum: Int
    private let centre: Int

    private static let constBits = 13

    init(precision: Int) {
        self.precision = precision
        pass1Bits = precision == 8 ? 2 : 1
        maximum = (1 << precision) - 1
        centre = 1 << (precision - 1)
    }

    /// The samples of the block whose dequantized coefficients are `coefficients` (natural order, row by
    /// row), level-shifted and clamped as the IJG's range-limit table does, written `stride` apart from `output`.
    func transform(_ coefficients: UnsafeMutablePointer<Int32>, into output: UnsafeMutablePointer<UInt16>, stride: Int) {
        let constBits = Self.constBits, pass1Bits = pass1Bits
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 72) { scratch in
            let ws = scratch.baseAddress!, out = ws + 64
            // Pass 1: columns, into the work block, scaled up by 2^pass1Bits.
            for column in 0..<8 {
                let input = coefficients + column
                if input[8] == 0, input[16] == 0, input[24] == 0, input[32] == 0, input[40] == 0, input[48] == 0, input[56] == 0 {
                    let dc = Int(input[0]) << pass1Bits
                    for row in 0..<8 { ws[8 * row + column] = dc }
                    continue
                }
                Self.butterfly(
                    Int(input[0]), Int(input[8]), Int(input[16]), Int(input[24]), Int(input[32]), Int(input[40]), Int(input[48]),
                    Int(input[56]), into: out)
                // Stored as the IJG's int work array stores them.
                for row in 0..<8 { ws[8 * row + column] = Int(Int32(truncatingIfNeeded: Self.descale(out[row], constBits - pass1Bits))) }
            }
            // Pass 2: rows, out to samples, scaled down by 2^(pass1Bits + 3) and level-shifted.
            for row in 0..<8 {
                let input = ws + 8 * row
                let target = output + row * stride
                if input[1] == 0, input[2] == 0, input[3] == 0, input[4] == 0, input[5] == 0, input[6] == 0, input[7] == 0 {
                    let value = limit(Self.descale(input[0], pass1Bits + 3))
                    for column in 0..<8 { target[column] = value }
                    continue
                }
                Self.butterfly(input[0], input[1], input[2], input[3], input[4], input[5], input[6], input[7], into: out)
                for column in 0..<8 { target[column] = limit(Self.descale(out[column], constBits + pass1Bits + 3)) }
            }
        }
    }

    /// One 8-point inverse DCT (jidctint.c's even and odd parts): its eight outputs before descaling, into `out`.
    @inline(__always)
    private static func butterfly(
        _ d0: Int, _ d1: Int, _ d2: Int, _ d3: Int, _ d4: Int, _ d5: Int, _ d6: Int, _ d7: Int, into out: UnsafeMutablePointer<Int>
    ) {
        // Even part.
        let z1 = (d2 + d6) * 4433
        let tmp2 = z1 + d6 * -15137
        let tmp3 = z1 + d2 * 6270
        let tmp0 = (d0 + d4) << constBits
        let tmp1 = (d0 - d4) << constBits
        let tmp10 = tmp0 + tmp3, tmp13 = tmp0 - tmp3, tmp11 = tmp1 + tmp2, tmp12 = tmp1 - tmp2
        // Odd part.
        var o0 = d7, o1 = d5, o2 = d3, o3 = d1
        var a1 = o0 + o3, a2 = o1 + o2, a3 = o0 + o2, a4 = o1 + o3
        let a5 = (a3 + a4) * 9633
        o0 *= 2446
        o1 *= 16819
        o2 *= 25172
        o3 *= 12299
        a1 *= -7373
        a2 *= -20995
        a3 = a3 * -16069 + a5
        a4 = a4 * -3196 + a5
        o0 += a1 + a3
        o1 += a2 + a4
        o2 += a2 + a3
        o3 += a1 + a4
        (out[0], out[1], out[2], out[3]) = (tmp10 + o3, tmp11 + o2, tmp12 + o1, tmp13 + o0)
        (out[4], out[5], out[6], out[7]) = (tmp13 - o0, tmp12 - o1, tmp11 - o2, tmp10 - o3)
    }

    /// `value` ÷ 2^`shift`, rounded half up (the IJG's DESCALE).
    @inline(__always)
    private static func descale(_ value: Int, _ shift: Int) -> Int {
        (value + (1 << (shift - 1))) >> shift
    }

    /// The IJG's post-IDCT range limit: the value level-shifted by half the range and clamped, taken modulo
    /// four times the range first (as its table is indexed), as a corrupt block's outliers are.
    @inline(__always)
    private func limit(_ value: Int) -> UInt16 {
        let range = maximum + 1
        let wrapped = value & (4 * range - 1)
        return UInt16(wrapped < 2 * range ? min(wrapped + centre, maximum) : max(wrapped - 4 * range + centre, 0))
    }
}
