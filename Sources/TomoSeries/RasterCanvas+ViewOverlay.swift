import TomoCore
import TomoImaging
import TomoVolume

/// An overlay laid out in an image as a view lays it out (`SliceCanvas+Overlay` in the GTK app), for exported frames.
extension RasterCanvas {
    /// Draws `overlay` in `colour`: the corners' lines `margin` pixels in from the edges (the right ones
    /// aligned right; a right block that would run into the left one moved below it at the top, above it at the
    /// bottom), the edge letters centred on their edges clear of the corner blocks, the scale bar above the bottom
    /// letter with its length written over it.
    public mutating func draw(_ overlay: ViewOverlay, colour: RGBColour = ViewOverlay.textColour) {
        let scale = ViewOverlay.textScale(width: width, height: height)
        let margin = 6 * scale, lineHeight = (FixedFont.height + 2) * scale
        let topLeft = TextBlock(overlay.topLeft, scale: scale, lineHeight: lineHeight)
        let topRight = TextBlock(overlay.topRight, scale: scale, lineHeight: lineHeight)
        let bottomLeft = TextBlock(overlay.bottomLeft, scale: scale, lineHeight: lineHeight)
        let bottomRight = TextBlock(overlay.bottomRight, scale: scale, lineHeight: lineHeight)
        let topLeftBox = Box(x: margin, y: margin, width: topLeft.width, height: topLeft.height)
        let topRightX = width - margin - topRight.width
        let topRightBox = Box(
            x: topRightX, y: !topLeft.isEmpty && topRightX < topLeftBox.maxX + margin ? topLeftBox.maxY : margin,
            width: topRight.width, height: topRight.height)
        let bottomLeftBox = Box(x: margin, y: height - margin - bottomLeft.height, width: bottomLeft.width, height: bottomLeft.height)
        let bottomRightX = width - margin - bottomRight.width
        let bottomRightBox = Box(
            x: bottomRightX,
            y: !bottomLeft.isEmpty && bottomRightX < bottomLeftBox.maxX + margin
                ? bottomLeftBox.y - bottomRight.height : height - margin - bottomRight.height,
            width: bottomRight.width, height: bottomRight.height)
        draw(topLeft, in: topLeftBox, alignsRight: false, colour: colour)
        draw(topRight, in: topRightBox, alignsRight: true, colour: colour)
        draw(bottomLeft, in: bottomLeftBox, alignsRight: false, colour: colour)
        draw(bottomRight, in: bottomRightBox, alignsRight: true, colour: colour)
        var bottomEdge = height - margin
        if let letters = overlay.markers {
            let top = FixedFont.size(of: letters.top, scale: scale), bottom = FixedFont.size(of: letters.bottom, scale: scale)
            var topBox = Box(x: (width - top.width) / 2, y: margin, width: top.width, height: top.height)
            for box in [topLeftBox, topRightBox] where box.overlaps(topBox) { topBox.y = max(topBox.y, box.maxY) }
            var bottomBox = Box(x: (width - bottom.width) / 2, y: height - margin - bottom.height, width: bottom.width, height: bottom.height)
            for box in [bottomLeftBox, bottomRightBox] where box.overlaps(bottomBox) { bottomBox.y = min(bottomBox.y, box.y - bottom.height) }
            let left = FixedFont.size(of: letters.left, scale: scale), right = FixedFont.size(of: letters.right, scale: scale)
            drawText(letters.top, x: topBox.x, y: topBox.y, colour: colour, scale: scale)
            drawText(letters.bottom, x: bottomBox.x, y: bottomBox.y, colour: colour, scale: scale)
            drawText(letters.left, x: margin, y: (height - left.height) / 2, colour: colour, scale: scale)
            drawText(letters.right, x: width - margin - right.width, y: (height - right.height) / 2, colour: colour, scale: scale)
            bottomEdge = bottomBox.y
        }
        if let bar = overlay.scaleBar {
            let y = Double(bottomEdge - 4 * scale), x = (Double(width) - bar.points) / 2, tick = Double(4 * scale)
            stroke([(x, y - tick), (x, y), (x + bar.points, y), (x + bar.points, y - tick)], colour: .black, lineWidth: 2 * scale + 2)
            stroke([(x, y - tick), (x, y), (x + bar.points, y), (x + bar.points, y - tick)], colour: colour, lineWidth: 2 * scale)
            let label = FixedFont.size(of: bar.label, scale: scale)
            drawText(bar.label, x: (width - label.width) / 2, y: Int(y - tick) - 2 * scale - label.height, colour: colour, scale: scale)
        }
    }

    /// A corner's lines.
    private struct TextBlock {
        var lines: [String]
        var scale: Int
        var lineHeight: Int
        var width: Int
        var height: Int
        var isEmpty: Bool { lines.isEmpty }

        init(_ lines: [String], scale: Int, lineHeight: Int) {
            self.lines = lines
            self.scale = scale
            self.lineHeight = lineHeight
            width = lines.map { FixedFont.size(of: $0, scale: scale).width }.max() ?? 0
            height = lines.count * lineHeight
        }
    }

    private struct Box {
        var x, y, width, height: Int
        var maxX: Int { x + width }
        var maxY: Int { y + height }

        func overlaps(_ other: Box) -> Bool {
            x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
        }
    }

    /// `block`'s lines in `box`, each aligned to its left or right.
    private mutating func draw(_ block: TextBlock, in box: Box, alignsRight: Bool, colour: RGBColour) {
        for (index, line) in block.lines.enumerated() {
            let lineWidth = FixedFont.size(of: line, scale: block.scale).width
            drawText(line, x: alignsRight ? box.maxX - lineWidth : box.x, y: box.y + index * block.lineHeight, colour: colour, scale: block.scale)
        }
    }
}
