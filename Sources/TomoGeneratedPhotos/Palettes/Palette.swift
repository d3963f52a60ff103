/// A named set of five colours, darkest first, that a scene draws from; the name goes into titles.
struct Palette: Sendable {
    let name: String
    /// Five colours, roughly from darkest to lightest.
    let colours: [RGB]

    init(_ name: String, _ hexes: [UInt32]) {
        self.name = name
        colours = hexes.map { RGB(hex: $0) }
    }

    /// The colour at `t` along the palette from its first colour (0) to its last (1), blended smoothly.
    func ramp(_ t: Float) -> RGB {
        let position = Shading.unit(t) * Float(colours.count - 1)
        let index = min(Int(position), colours.count - 2)
        return colours[index].mixed(with: colours[index + 1], by: position - Float(index))
    }

    /// The colour at `t` on a loop through all five colours and back to the first (period 1).
    func cycle(_ t: Float) -> RGB {
        let position = (t - t.rounded(.down)) * Float(colours.count)
        let index = min(Int(position), colours.count - 1)
        let fraction = position - Float(index)
        let smooth = fraction * fraction * (3 - 2 * fraction)
        return colours[index].mixed(with: colours[(index + 1) % colours.count], by: smooth)
    }

    /// Every palette a photo can use.
    static let all: [Palette] = [
        Palette("Coral", [0x1d3557, 0x2a9d8f, 0xe76f51, 0xf4a261, 0xfff1e0]),
        Palette("Teal", [0x0b3c49, 0x1b7f79, 0x3fb8af, 0x9ee0c9, 0xf4f1de]),
        Palette("Amber", [0x3d1f0a, 0x8a3b12, 0xd97b29, 0xf2b134, 0xfbe7b5]),
        Palette("Lavender", [0x2e2349, 0x5b4a8a, 0x9a86c9, 0xcdb9ea, 0xf3ecfa]),
        Palette("Forest", [0x132a13, 0x31572c, 0x4f772d, 0x90a955, 0xecf39e]),
        Palette("Rose", [0x3a0f2a, 0x8e2c5a, 0xd45d79, 0xf29bb1, 0xfde2e4]),
        Palette("Ocean", [0x03045e, 0x0077b6, 0x00b4d8, 0x90e0ef, 0xcaf0f8]),
        Palette("Ember", [0x1a0a0a, 0x6a040f, 0xd00000, 0xf48c06, 0xffba08]),
        Palette("Citrus", [0x2d3a1a, 0x6a994e, 0xf8961e, 0xf9c74f, 0xfdf0d5]),
        Palette("Slate", [0x1b263b, 0x415a77, 0x778da9, 0xb8c4d6, 0xe0e1dd]),
        Palette("Mint", [0x0f3d3e, 0x2d6a4f, 0x52b788, 0xb7e4c7, 0xf1faee]),
        Palette("Plum", [0x240046, 0x5a189a, 0x9d4edd, 0xe0aaff, 0xfff0f6]),
        Palette("Desert", [0x432818, 0x99582a, 0xbb9457, 0xe0c9a6, 0xffe6a7]),
        Palette("Glacier", [0x012a4a, 0x2a6f97, 0x61a5c2, 0xa9d6e5, 0xf0f8ff]),
        Palette("Saffron", [0x2b2d42, 0x8d0801, 0xe09f3e, 0xffd166, 0xfffcf2]),
        Palette("Moss", [0x283618, 0x606c38, 0xbc6c25, 0xdda15e, 0xfefae0]),
        Palette("Harbour", [0x0b132b, 0x1c2541, 0x3a506b, 0x5bc0be, 0xf0f3bd]),
        Palette("Cobalt", [0x001845, 0x023e7d, 0x0353a4, 0xf77f00, 0xfcbf49]),
        Palette("Peach", [0x355070, 0x6d597a, 0xb56576, 0xe56b6f, 0xeaac8b]),
        Palette("Sage", [0x2f3e46, 0x52796f, 0x84a98c, 0xcad2c5, 0xf5f5f0]),
        Palette("Marigold", [0x3d348b, 0x7678ed, 0xf35b04, 0xf18701, 0xf7b801]),
        Palette("Lime", [0x3c1642, 0x086375, 0x1dd3b0, 0xaffc41, 0xe8ffc2]),
        Palette("Ruby", [0x1c0f13, 0x6e1423, 0xa71e34, 0xe5989b, 0xffe5d9]),
        Palette("Blush", [0x6d6875, 0xb5838d, 0xe5989b, 0xffb4a2, 0xffcdb2]),
    ]
}
