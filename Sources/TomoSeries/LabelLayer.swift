import TomoCore
import TomoImaging
import TomoVolume

/// A layer of labels laid over a view's image: the labels of its section (a `LabelVolume` cut by the view's
/// plane, so as large as the image), each drawn in its colour at `opacity`, and, with `outlines`, opaque along
/// its edge (a labelled pixel beside one of another label, or of none). Labels without a colour are not drawn.
/// The source's overlay planes are one (white, opaque); a segmentation's segments another.
public struct LabelLayer: Sendable {
    /// A label's colour (white: the source's overlay graphics).
    public typealias Colour = RGBColour

    /// The labels, as `LabelVolume.section(_:slab:)` cuts them.
    public var labels: VolumeSection
    /// Each label's colour.
    public var colours: [Int: Colour]
    /// How much a label's fill covers the image, 0 (not at all) to 1 (wholly).
    public var opacity: Double
    /// Whether each label's edge is drawn opaque.
    public var outlines: Bool

    /// The layer of `labels` in `colours`, at `opacity` (kept within 0…1), outlined or not.
    public init(labels: VolumeSection, colours: [Int: Colour], opacity: Double = 1, outlines: Bool = false) {
        self.labels = labels
        self.colours = colours
        self.opacity = min(max(opacity, 0), 1)
        self.outlines = outlines
    }

    /// Whether any pixel of the section holds a label with a colour.
    public var isEmpty: Bool {
        !labels.samples.contains { LabelVolume.label(of: $0).map { colours[$0] != nil } ?? false }
    }

    /// `image` (gray or colour, as large as the section) with the layer drawn over it: in colour (RGB, or RGBA
    /// keeping its alpha), or gray for a gray image whose labels are all grays (white overlay graphics);
    /// unchanged when its size differs from the section's or nothing is drawn.
    public func composited(onto image: Bitmap) -> Bitmap {
        let (width, height) = (labels.columns, labels.rows)
        guard image.width == width, image.height == height, labels.samples.count == width * height, !isEmpty,
              image.format != .gray16
        else { return image }
        let staysGray = image.format == .gray8 && colours.values.allSatisfy { $0.red == $0.green && $0.green == $0.blue }
        let format: PixelFormat = staysGray ? .gray8 : image.format == .rgba8 ? .rgba8 : .rgb8
        let outBytes = format.bytesPerPixel, inBytes = image.format.bytesPerPixel, inRow = image.bytesPerRow
        let channels = min(outBytes, 3)
        var pixels = [UInt8](repeating: 0, count: width * height * outBytes)
        let samples = labels.samples
        image.pixels.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { target in
                for row in 0..<height {
                    for column in 0..<width {
                        let from = row * inRow + column * inBytes, to = (row * width + column) * outBytes
                        for channel in 0..<channels { target[to + channel] = source[from + (inBytes >= 3 ? channel : 0)] }
                        if format == .rgba8 { target[to + 3] = source[from + 3] }
                        let index = row * width + column
                        guard let label = LabelVolume.label(of: samples[index]), let colour = colours[label] else { continue }
                        let edge = outlines && isEdge(column: column, row: row, label: label)
                        let cover = edge ? 1 : opacity
                        for (channel, value) in [colour.red, colour.green, colour.blue].prefix(channels).enumerated() {
                            let base = Double(target[to + channel])
                            target[to + channel] = UInt8((base + (Double(value) - base) * cover).rounded())
                        }
                    }
                }
            }
        }
        return (try? Bitmap(width: width, height: height, format: format, pixels: pixels)) ?? image
    }

    /// Whether pixel (`column`, `row`), of label `label`, lies on its label's edge: a neighbour across or down
    /// holds another label or none (the section's border is an edge).
    private func isEdge(column: Int, row: Int, label: Int) -> Bool {
        let (width, height) = (labels.columns, labels.rows)
        for (dx, dy) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
            let x = column + dx, y = row + dy
            guard x >= 0, y >= 0, x < width, y < height else { return true }
            if LabelVolume.label(of: labels.samples[y * width + x]) != label { return true }
        }
        return false
    }
}
