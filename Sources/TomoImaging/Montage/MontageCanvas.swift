/// The pixels of a montage being drawn: black cells of one size in a grid, `spacing` pixels apart on a
/// dark gray that also fills the unused cells of the last row.
struct MontageCanvas {
    /// The gray between and after the cells.
    static let gutterGray: UInt8 = 40

    let cellWidth: Int
    let cellHeight: Int
    let columns: Int
    let spacing: Int
    let format: PixelFormat
    let width: Int
    let height: Int
    private var pixels: [UInt8]

    init(cellWidth: Int, cellHeight: Int, columns: Int, count: Int, spacing: Int, format: PixelFormat) {
        let rows = (count + columns - 1) / columns
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
        self.columns = columns
        self.spacing = spacing
        self.format = format
        width = columns * cellWidth + (columns - 1) * spacing
        height = rows * cellHeight + (rows - 1) * spacing
        pixels = [UInt8](repeating: Self.gutterGray, count: width * height * format.bytesPerPixel)
        for index in 0..<count { fill(cell: index, gray: 0) }
    }

    /// The top-left pixel of cell `index`.
    func origin(ofCell index: Int) -> (x: Int, y: Int) {
        ((index % columns) * (cellWidth + spacing), (index / columns) * (cellHeight + spacing))
    }

    /// Copies `image` (in this canvas's format, no larger than a cell) centred into cell `index`.
    mutating func draw(_ image: Bitmap, inCell index: Int) {
        let (cellX, cellY) = origin(ofCell: index)
        let x = cellX + (cellWidth - image.width) / 2, y = cellY + (cellHeight - image.height) / 2
        let pixelBytes = format.bytesPerPixel, rowBytes = image.width * pixelBytes
        for row in 0..<image.height {
            let source = row * image.bytesPerRow, destination = ((y + row) * width + x) * pixelBytes
            pixels.replaceSubrange(destination ..< destination + rowBytes, with: image.pixels[source ..< source + rowBytes])
        }
    }

    /// Fills cell `index` with one gray level.
    mutating func fill(cell index: Int, gray: UInt8) {
        let (x, y) = origin(ofCell: index)
        fill(x: x, y: y, width: cellWidth, height: cellHeight, gray: gray, clippedToCell: index)
    }

    /// Draws `number` white on a black box in the top-left corner of cell `index`, scaled with the cell
    /// size and clipped to the cell.
    mutating func label(cell index: Int, number: Int) {
        let scale = max(1, min(cellWidth, cellHeight) / 128)
        let glyphs = DigitGlyphs.glyphs(for: String(number))
        let (x, y) = origin(ofCell: index)
        let boxWidth = (glyphs.count * (DigitGlyphs.width + 1) + 1) * scale
        fill(x: x, y: y, width: boxWidth, height: (DigitGlyphs.height + 2) * scale, gray: 0, clippedToCell: index)
        for (position, glyph) in glyphs.enumerated() {
            let glyphX = x + (1 + position * (DigitGlyphs.width + 1)) * scale
            for row in 0..<DigitGlyphs.height {
                for column in 0..<DigitGlyphs.width where glyph.isSet(row: row, column: column) {
                    fill(x: glyphX + column * scale, y: y + (1 + row) * scale, width: scale, height: scale,
                         gray: 255, clippedToCell: index)
                }
            }
        }
    }

    /// The finished image.
    func bitmap() throws(ImagingError) -> Bitmap {
        try Bitmap(width: width, height: height, format: format, pixels: pixels)
    }

    /// Fills a rectangle with one gray level, clipped to cell `index`.
    private mutating func fill(x: Int, y: Int, width rectWidth: Int, height rectHeight: Int, gray: UInt8, clippedToCell index: Int) {
        let (cellX, cellY) = origin(ofCell: index)
        let left = max(x, cellX), right = min(x + rectWidth, cellX + cellWidth)
        let top = max(y, cellY), bottom = min(y + rectHeight, cellY + cellHeight)
        guard left < right, top < bottom else { return }
        let pixelBytes = format.bytesPerPixel
        for row in top..<bottom {
            let start = (row * width + left) * pixelBytes, end = (row * width + right) * pixelBytes
            pixels.replaceSubrange(start..<end, with: repeatElement(gray, count: end - start))
        }
    }
}
