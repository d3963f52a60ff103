/// A 3 × 5 pixel font of the digits and the minus sign, for the numbers on montage tiles.
enum DigitGlyphs {
    static let width = 3
    static let height = 5

    /// One character: five rows of three bits, the top row and the left column in the high bits.
    struct Glyph {
        let bits: UInt16

        func isSet(row: Int, column: Int) -> Bool {
            bits >> (14 - row * 3 - column) & 1 == 1
        }
    }

    /// The glyphs of `text`'s digits and minus signs; other characters are skipped.
    static func glyphs(for text: String) -> [Glyph] {
        text.compactMap { character in
            if character == "-" { return Glyph(bits: 0b000_000_111_000_000) }
            return character.wholeNumberValue.flatMap { digits.indices.contains($0) ? digits[$0] : nil }
        }
    }

    private static let digits: [Glyph] = [
        0b111_101_101_101_111, 0b010_110_010_010_111, 0b111_001_111_100_111, 0b111_001_111_001_111,
        0b101_101_111_001_001, 0b111_100_111_001_111, 0b111_100_111_101_111, 0b111_001_001_001_001,
        0b111_101_111_101_111, 0b111_101_111_001_111,
    ].map(Glyph.init(bits:))
}
