import TomoImaging

/// Graphics a slice's source draws over it (a DICOM Overlay Plane): the slice's pixels it marks, and its
/// name. Viewers draw the marked pixels white, with the other overlays (shown and hidden together).
public struct SliceOverlay: Sendable, Hashable {
    /// What its source calls it ("Siemens MedCom Object Graphics"), else its group ("overlay 6000").
    public var name: String
    /// The slice's size, and which of its pixels the overlay marks, row by row.
    public var columns: Int
    public var rows: Int
    public var marks: [Bool]

    public init(name: String, columns: Int, rows: Int, marks: [Bool]) {
        self.name = name
        self.columns = columns
        self.rows = rows
        self.marks = marks
    }

    /// `image` (the slice drawn, as large as it) with the marked pixels white; unchanged when its size
    /// differs.
    public func drawn(on image: Bitmap) -> Bitmap {
        guard image.width == columns, image.height == rows, marks.count == columns * rows else { return image }
        let pixelBytes = image.format.bytesPerPixel, rowBytes = image.bytesPerRow
        var pixels = image.pixels
        for row in 0..<rows {
            for column in 0..<columns where marks[row * columns + column] {
                let start = row * rowBytes + column * pixelBytes
                for byte in start..<start + pixelBytes { pixels[byte] = 0xFF }
            }
        }
        return (try? Bitmap(width: image.width, height: image.height, format: image.format, bytesPerRow: rowBytes, pixels: pixels)) ?? image
    }
}
