import TomoCore

/// An image being drawn on, in RGB: lines, outlines and text laid into its pixels, for frames written to a
/// file with what a view draws over them (an exported cine's overlays and measurements). Points are in image
/// pixels as a view places them: pixel (0, 0) covers (0, 0) to (1, 1), its centre at (0.5, 0.5); whatever falls
/// outside the image is clipped. No anti-aliasing: every pixel drawn is
/// the colour asked for, so an exported GIF keeps its colours exactly.
public struct RasterCanvas: Sendable {
    public let width: Int
    public let height: Int
    private var pixels: [UInt8]

    /// A canvas holding `image` (in any format; gray is drawn on as RGB).
    public init(_ image: Bitmap) {
        let rgb = image.converted(to: .rgb8)
        width = rgb.width
        height = rgb.height
        pixels = rgb.bytesPerRow == rgb.width * 3
            ? rgb.pixels
            : (0..<rgb.height).flatMap { row in rgb.pixels[row * rgb.bytesPerRow ..< row * rgb.bytesPerRow + rgb.width * 3] }
    }

    /// The image drawn so far, in RGB.
    public func bitmap() throws(ImagingError) -> Bitmap {
        try Bitmap(width: width, height: height, format: .rgb8, pixels: pixels)
    }

    /// The colour of pixel (`x`, `y`); nil outside the image.
    public func colour(x: Int, y: Int) -> RGBColour? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        let offset = (y * width + x) * 3
        return RGBColour(red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2])
    }

    /// Fills the pixels from (`x`, `y`) over `width` × `height` with `colour`.
    public mutating func fill(x: Int, y: Int, width rectWidth: Int, height rectHeight: Int, colour: RGBColour) {
        let left = max(0, x), right = min(width, x + rectWidth), top = max(0, y), bottom = min(height, y + rectHeight)
        guard left < right, top < bottom else { return }
        for row in top..<bottom {
            var offset = (row * width + left) * 3
            for _ in left..<right {
                pixels[offset] = colour.red
                pixels[offset + 1] = colour.green
                pixels[offset + 2] = colour.blue
                offset += 3
            }
        }
    }

    /// Draws straight lines through `points` in order (back to the first when `closed`), `lineWidth` pixels
    /// wide; with `dash`, `dash` pixels drawn then `dash` left, along the whole path.
    public mutating func stroke(
        _ points: [(x: Double, y: Double)], closed: Bool = false, colour: RGBColour, lineWidth: Int = 1, dash: Int? = nil
    ) {
        guard let first = points.first else { return }
        let ends = closed && points.count > 2 ? points + [first] : points
        guard ends.count > 1 else {
            plot(x: first.x, y: first.y, colour: colour, lineWidth: lineWidth)
            return
        }
        var travelled = 0
        for (start, end) in zip(ends, ends.dropFirst()) {
            let steps = max(1, Int(max(abs(end.x - start.x), abs(end.y - start.y)).rounded(.up)))
            for step in 0...steps where dash.map({ (travelled + step) / max(1, $0) % 2 == 0 }) ?? true {
                let t = Double(step) / Double(steps)
                plot(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t, colour: colour, lineWidth: lineWidth)
            }
            travelled += steps
        }
    }

    /// Writes `text` on one line with its top left at (`x`, `y`), each character `FixedFont`'s glyph at
    /// `scale`, in `colour` on a black edge one glyph pixel wide, legible on any image.
    public mutating func drawText(_ text: String, x: Int, y: Int, colour: RGBColour, scale: Int = 1) {
        let scale = max(1, scale)
        for pass in [RGBColour.black, colour] {
            let halo = pass == colour ? 0 : scale
            for (position, scalar) in text.unicodeScalars.enumerated() {
                let glyphX = x + position * FixedFont.width * scale
                for (row, bits) in FixedFont.rows(of: scalar).enumerated() where bits != 0 {
                    for column in 0..<FixedFont.width where bits >> (FixedFont.width - 1 - column) & 1 == 1 {
                        fill(
                            x: glyphX + column * scale - halo, y: y + row * scale - halo,
                            width: scale + 2 * halo, height: scale + 2 * halo, colour: pass)
                    }
                }
            }
        }
    }

    /// A square of `lineWidth` pixels centred on (`x`, `y`).
    private mutating func plot(x: Double, y: Double, colour: RGBColour, lineWidth: Int) {
        let size = max(1, lineWidth)
        let left = Int((x - Double(size) / 2 + 0.5).rounded(.down)), top = Int((y - Double(size) / 2 + 0.5).rounded(.down))
        fill(x: left, y: top, width: size, height: size, colour: colour)
    }
}
