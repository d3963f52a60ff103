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
        let drawn = drawnLabels
        return !labels.samples.contains { $0 > 0 && Int($0) < drawn.count && drawn[Int($0)] }
    }

    /// Whether each label up to the greatest with a colour has one.
    private var drawnLabels: [Bool] {
        guard let greatest = colours.keys.filter({ $0 > 0 }).max() else { return [] }
        var drawn = [Bool](repeating: false, count: greatest + 1)
        for label in colours.keys where label > 0 { drawn[label] = true }
        return drawn
    }

    /// `image` (gray or colour, as large as the section) with the layer drawn over it: in colour (RGB, or RGBA
    /// keeping its alpha), or gray for a gray image whose labels are all grays (white overlay graphics);
    /// unchanged when its size differs from the section's or nothing is drawn. Each label's blend of every
    /// value with its colour is worked out once, then looked up a pixel.
    public func composited(onto image: Bitmap) -> Bitmap {
        let (width, height) = (labels.columns, labels.rows)
        guard image.width == width, image.height == height, labels.samples.count == width * height, image.format != .gray16,
              let greatest = colours.keys.filter({ $0 > 0 }).max()
        else { return image }
        let staysGray = image.format == .gray8 && colours.values.allSatisfy { $0.red == $0.green && $0.green == $0.blue }
        let format: PixelFormat = staysGray ? .gray8 : image.format == .rgba8 ? .rgba8 : .rgb8
        let outBytes = format.bytesPerPixel, inBytes = image.format.bytesPerPixel, inRow = image.bytesPerRow
        let channels = min(outBytes, 3)
        // Per label with a colour, its slot; per slot and channel, the colour (edge) and every value blended with it
        // (fill), worked out when the section first shows the label (a hundred segments, a few in any section).
        var slots = [Int](repeating: -1, count: greatest + 1)
        var edges: [UInt8] = []
        for (label, colour) in colours.sorted(by: { $0.key < $1.key }) where label > 0 {
            slots[label] = edges.count / 3
            edges += [colour.red, colour.green, colour.blue]
        }
        var fills = [UInt8](repeating: 0, count: edges.count * 256), blended = [Bool](repeating: false, count: edges.count / 3)
        let opacity = opacity
        func blend(_ slot: Int) {
            blended[slot] = true
            for channel in 0..<3 {
                let value = Double(edges[slot * 3 + channel]), start = (slot * 3 + channel) * 256
                for base in 0..<256 { fills[start + base] = UInt8((Double(base) + (value - Double(base)) * opacity).rounded()) }
            }
        }
        var pixels = [UInt8](repeating: 0, count: width * height * outBytes)
        var drewAny = false
        let outlines = outlines
        image.pixels.withUnsafeBufferPointer { source in
            labels.samples.withUnsafeBufferPointer { samples in
                pixels.withUnsafeMutableBufferPointer { target in
                    for row in 0..<height {
                        // The row as it is (a gray one spread over the colour's channels), then its labels over it.
                        let from = source.baseAddress! + row * inRow, to = target.baseAddress! + row * width * outBytes
                        if inBytes == outBytes {
                            to.update(from: from, count: width * outBytes)
                        } else if inBytes == 1 {
                            for column in 0..<width {
                                let value = from[column]
                                for channel in 0..<outBytes { to[column * outBytes + channel] = value }
                            }
                        } else {
                            for column in 0..<width {
                                for channel in 0..<channels { to[column * outBytes + channel] = from[column * inBytes + channel] }
                            }
                        }
                        let labelled = samples.baseAddress! + row * width
                        for column in 0..<width {
                            let sample = labelled[column]
                            guard sample > 0, Int(sample) <= greatest else { continue }
                            let slot = slots[Int(sample)]
                            guard slot >= 0 else { continue }
                            if !blended[slot] { blend(slot) }
                            drewAny = true
                            // On the edge: a neighbour across or down holds another label or none (the border is an edge).
                            let edge = outlines
                                && (column == 0 || column == width - 1 || row == 0 || row == height - 1
                                    || labelled[column - 1] != sample || labelled[column + 1] != sample
                                    || labelled[column - width] != sample || labelled[column + width] != sample)
                            let pixel = to + column * outBytes
                            for channel in 0..<channels {
                                pixel[channel] = edge ? edges[slot * 3 + channel] : fills[(slot * 3 + channel) * 256 + Int(pixel[channel])]
                            }
                        }
                    }
                }
            }
        }
        guard drewAny else { return image }
        return (try? Bitmap(width: width, height: height, format: format, pixels: pixels)) ?? image
    }
}
