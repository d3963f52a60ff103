import TomoImaging

/// A frame as GIF stores it: an index a pixel, into the grey ramp or into the frame's own 256 colours.
///
/// Grey frames are exact (index = grey level); a colour frame of at most 256 colours is exact too; a grey image with
/// a few colours drawn on it (an exported frame's overlays and measurements: at most `fewColours` that are not grey)
/// keeps those colours exactly and its greys on a ramp of the entries left, each grey one step from its own at most;
/// any other is reduced by median cut over a histogram of 5 bits a primary (boxes split at the weighted median of their
/// longest side, the box with the most pixels times that side's length first), each box's colour the mean of its
/// pixels, each pixel given the nearest colour to the centre of its 6-bit cell.
enum GIFPalette {
    struct Indexed {
        /// 256 colours, red, green and blue each; nil for indices into the grey ramp.
        var colours: [UInt8]?
        var indices: [UInt8]
    }

    static func indexing(_ frame: Bitmap) -> Indexed {
        let (width, height, stride) = (frame.width, frame.height, frame.bytesPerRow)
        let step = frame.format.bytesPerPixel
        var indices = [UInt8](repeating: 0, count: width * height)
        if frame.format == .gray8 {
            frame.pixels.withUnsafeBufferPointer { pixels in
                indices.withUnsafeMutableBufferPointer { indices in
                    for row in 0..<height {
                        for column in 0..<width { indices[row * width + column] = pixels[row * stride + column] }
                    }
                }
            }
            return Indexed(colours: nil, indices: indices)
        }
        var colours: [UInt32] = []
        return frame.pixels.withUnsafeBufferPointer { pixels in
            func colour(_ row: Int, _ column: Int) -> UInt32 {
                let at = row * stride + column * step
                return UInt32(pixels[at]) << 16 | UInt32(pixels[at + 1]) << 8 | UInt32(pixels[at + 2])
            }
            if let exact = exactIndices(width: width, height: height, colour: colour, into: &indices) {
                colours = exact
            } else if let drawn = greysWithFewColours(width: width, height: height, colour: colour, into: &indices) {
                colours = drawn
            } else {
                colours = medianCut(width: width, height: height, colour: colour)
                nearestIndices(width: width, height: height, colour: colour, palette: colours, into: &indices)
            }
            var table = [UInt8](repeating: 0, count: 256 * 3)
            for (index, colour) in colours.enumerated() {
                table[index * 3] = UInt8(colour >> 16)
                table[index * 3 + 1] = UInt8(colour >> 8 & 0xFF)
                table[index * 3 + 2] = UInt8(colour & 0xFF)
            }
            return Indexed(colours: table, indices: indices)
        }
    }

    /// The frame's colours in order of first appearance, and each pixel's index, when there are at most 256.
    private static func exactIndices(width: Int, height: Int, colour: (Int, Int) -> UInt32, into indices: inout [UInt8]) -> [UInt32]? {
        let slots = 1024
        var keys = [UInt32](repeating: .max, count: slots)
        var values = [UInt8](repeating: 0, count: slots)
        var colours: [UInt32] = []
        for row in 0..<height {
            for column in 0..<width {
                let value = colour(row, column)
                var slot = Int((value &* 0x9E37_79B1) >> 22)
                while keys[slot] != value, keys[slot] != .max { slot = (slot + 1) & (slots - 1) }
                if keys[slot] == .max {
                    guard colours.count < 256 else { return nil }
                    keys[slot] = value
                    values[slot] = UInt8(colours.count)
                    colours.append(value)
                }
                indices[row * width + column] = values[slot]
            }
        }
        return colours
    }

    /// The most colours that are not grey a frame of greys may have drawn on it to keep them exactly.
    static let fewColours = 32

    /// The palette and each pixel's index for a frame of greys with at most `fewColours` other colours: those
    /// colours first, then a ramp of greys from black to white over the entries left, each grey to its nearest
    /// step; nil for a frame with more.
    private static func greysWithFewColours(width: Int, height: Int, colour: (Int, Int) -> UInt32, into indices: inout [UInt8]) -> [UInt32]? {
        var others: [UInt32] = []
        for row in 0..<height {
            for column in 0..<width {
                let value = colour(row, column)
                guard value >> 16 != value & 0xFF || value >> 8 & 0xFF != value & 0xFF, !others.contains(value) else { continue }
                guard others.count < fewColours else { return nil }
                others.append(value)
            }
        }
        let steps = 256 - others.count
        let greys = (0..<steps).map { step -> UInt32 in
            let grey = UInt32((Double(step) * 255 / Double(steps - 1)).rounded())
            return grey << 16 | grey << 8 | grey
        }
        // Each grey level's index, and each other colour's.
        let greyIndex = (0..<256).map { UInt8(others.count + Int((Double($0) * Double(steps - 1) / 255).rounded())) }
        for row in 0..<height {
            for column in 0..<width {
                let value = colour(row, column)
                let isGrey = value >> 16 == value & 0xFF && value >> 8 & 0xFF == value & 0xFF
                indices[row * width + column] = isGrey ? greyIndex[Int(value & 0xFF)] : UInt8(others.firstIndex(of: value) ?? 0)
            }
        }
        return others + greys
    }

    /// A cell of the 5-bit histogram: its pixel count and the sums of their primaries.
    private struct Cell {
        var count = 0
        var sums = (0, 0, 0)

        func mean(_ channel: Int) -> Int {
            (channel == 0 ? sums.0 : channel == 1 ? sums.1 : sums.2) / count
        }

        var colour: UInt32 { UInt32(mean(0)) << 16 | UInt32(mean(1)) << 8 | UInt32(mean(2)) }
    }

    /// Cells `range` of the histogram's occupied ones, with the side it would be split along and how much that is wanted.
    private struct Box {
        var range: Range<Int>
        var channel = 0
        var score = -1

        init(_ range: Range<Int>, of cells: [Cell]) {
            self.range = range
            guard range.count > 1 else { return }
            var low = [255, 255, 255], high = [0, 0, 0], pixels = 0
            for cell in cells[range] {
                pixels += cell.count
                for channel in 0..<3 {
                    low[channel] = min(low[channel], cell.mean(channel))
                    high[channel] = max(high[channel], cell.mean(channel))
                }
            }
            let extent = (0..<3).map { high[$0] - low[$0] }
            channel = extent[0] >= extent[1] ? (extent[0] >= extent[2] ? 0 : 2) : (extent[1] >= extent[2] ? 1 : 2)
            score = (extent[channel] + 1) * pixels
        }
    }

    private static func medianCut(width: Int, height: Int, colour: (Int, Int) -> UInt32) -> [UInt32] {
        var histogram = [Cell](repeating: Cell(), count: 1 << 15)
        for row in 0..<height {
            for column in 0..<width {
                let value = colour(row, column)
                let (red, green, blue) = (Int(value >> 16), Int(value >> 8 & 0xFF), Int(value & 0xFF))
                let cell = (red >> 3) << 10 | (green >> 3) << 5 | blue >> 3
                histogram[cell].count += 1
                histogram[cell].sums = (histogram[cell].sums.0 + red, histogram[cell].sums.1 + green, histogram[cell].sums.2 + blue)
            }
        }
        var cells = histogram.filter { $0.count > 0 }
        var boxes = [Box(0..<cells.count, of: cells)]
        while boxes.count < 256, let chosen = boxes.indices.max(by: { boxes[$0].score < boxes[$1].score }), boxes[chosen].score >= 0 {
            let (range, channel) = (boxes[chosen].range, boxes[chosen].channel)
            cells[range].sort { ($0.mean(channel), $0.count) < ($1.mean(channel), $1.count) }
            let total = cells[range].reduce(0) { $0 + $1.count }
            var below = 0, split = range.lowerBound + 1
            for position in range.dropLast() {
                below += cells[position].count
                split = position + 1
                if below * 2 >= total { break }
            }
            boxes[chosen] = Box(range.lowerBound..<split, of: cells)
            boxes.append(Box(split..<range.upperBound, of: cells))
        }
        return boxes.map { box in
            cells[box.range].reduce(Cell()) { total, cell in
                Cell(count: total.count + cell.count, sums: (total.sums.0 + cell.sums.0, total.sums.1 + cell.sums.1, total.sums.2 + cell.sums.2))
            }.colour
        }
    }

    private static func nearestIndices(
        width: Int, height: Int, colour: (Int, Int) -> UInt32, palette: [UInt32], into indices: inout [UInt8]
    ) {
        let entries = palette.map { (Int($0 >> 16), Int($0 >> 8 & 0xFF), Int($0 & 0xFF)) }
        var nearest = [UInt16](repeating: .max, count: 1 << 18)
        for row in 0..<height {
            for column in 0..<width {
                let value = colour(row, column)
                let cell = Int(value >> 18 & 0x3F) << 12 | Int(value >> 10 & 0x3F) << 6 | Int(value >> 2 & 0x3F)
                if nearest[cell] == .max {
                    let (red, green, blue) = ((cell >> 12) << 2 | 2, (cell >> 6 & 0x3F) << 2 | 2, (cell & 0x3F) << 2 | 2)
                    var best = 0, bestDistance = Int.max
                    for (index, entry) in entries.enumerated() {
                        let distance = (entry.0 - red) * (entry.0 - red) + (entry.1 - green) * (entry.1 - green) + (entry.2 - blue) * (entry.2 - blue)
                        if distance < bestDistance { (best, bestDistance) = (index, distance) }
                    }
                    nearest[cell] = UInt16(best)
                }
                indices[row * width + column] = UInt8(nearest[cell])
            }
        }
    }
}
