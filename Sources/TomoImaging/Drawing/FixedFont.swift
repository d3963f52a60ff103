/// A fixed-width bitmap font for text drawn into images (an exported frame's overlays): 6 × 13 pixels a
/// character, drawn at a whole multiple of that size. A character it lacks is drawn as "?".
public enum FixedFont {
    /// A character's width in pixels at scale 1 (the advance from one to the next).
    public static let width = 6
    /// A line's height in pixels at scale 1.
    public static let height = 13

    /// The size `text` takes on one line at `scale`.
    public static func size(of text: String, scale: Int = 1) -> (width: Int, height: Int) {
        (text.unicodeScalars.count * width * scale, height * scale)
    }

    /// The 13 rows of `scalar`'s glyph, top first, bit 5 its leftmost column; "?"'s where the font lacks it.
    static func rows(of scalar: Unicode.Scalar) -> [UInt8] {
        glyphs[scalar] ?? glyphs["?"] ?? []
    }

    private static let glyphs: [Unicode.Scalar: [UInt8]] = glyphRows.mapValues { hex in
        stride(from: 0, to: hex.utf8.count, by: 2).map { offset in
            let start = hex.utf8.index(hex.utf8.startIndex, offsetBy: offset)
            return UInt8(hex[start ..< hex.utf8.index(start, offsetBy: 2)], radix: 16) ?? 0
        }
    }
}
