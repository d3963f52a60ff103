import ScanViewerFeature
import TomoGTK
import TomoSeries

extension SliceCanvas {
    /// A rectangle of the view, in points.
    private struct Box {
        var x, y, width, height: Double
        var maxX: Double { x + width }
        var maxY: Double { y + height }

        func overlaps(_ other: Box) -> Bool {
            x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
        }
    }

    /// Lines of text one under the other, each as wide as it is, right-aligned or not.
    @MainActor
    private struct TextBlock {
        var lines: [(text: String, width: Double, height: Double)]
        var alignsRight: Bool
        var box: Box

        init(_ lines: [String], alignsRight: Bool, in context: CairoContext) {
            self.lines = lines.map { line in
                let size = context.size(of: line)
                return (line, size.width, size.height)
            }
            self.alignsRight = alignsRight
            box = Box(x: 0, y: 0, width: self.lines.map(\.width).max() ?? 0, height: self.lines.reduce(0) { $0 + $1.height })
        }

        func draw(in context: CairoContext) {
            var y = box.y
            for line in lines {
                context.drawText(line.text, x: alignsRight ? box.maxX - line.width : box.x, y: y)
                y += line.height
            }
        }
    }

    /// The overlay's corner text, edge letters and scale bar. In a narrow view, what would overlap moves out
    /// of the way: the right-hand corners' text under (or above) the left-hand ones', the top and bottom
    /// letters clear of the corners' text, the scale bar above the bottom letter.
    func draw(_ overlay: ViewOverlay, in context: CairoContext, width: Double, height: Double) {
        context.setColor(red: Color.text.red, green: Color.text.green, blue: Color.text.blue)
        let margin = Self.margin
        var topLeft = TextBlock(overlay.topLeft, alignsRight: false, in: context)
        var topRight = TextBlock(overlay.topRight, alignsRight: true, in: context)
        var bottomLeft = TextBlock(overlay.bottomLeft, alignsRight: false, in: context)
        var bottomRight = TextBlock(overlay.bottomRight, alignsRight: true, in: context)
        topLeft.box.x = margin
        topLeft.box.y = margin
        topRight.box.x = width - margin - topRight.box.width
        topRight.box.y = topLeft.box.overlaps(topRight.box) || topRight.box.x < topLeft.box.maxX + margin
            ? topLeft.box.maxY : margin
        bottomLeft.box.x = margin
        bottomLeft.box.y = height - margin - bottomLeft.box.height
        bottomRight.box.x = width - margin - bottomRight.box.width
        bottomRight.box.y = bottomRight.box.x < bottomLeft.box.maxX + margin && !bottomLeft.lines.isEmpty
            ? bottomLeft.box.y - bottomRight.box.height : height - margin - bottomRight.box.height
        let blocks = [topLeft, topRight, bottomLeft, bottomRight]
        for block in blocks { block.draw(in: context) }

        var bottomEdge = height - margin
        if let markers = overlay.markers {
            let top = context.size(of: markers.top), bottom = context.size(of: markers.bottom)
            var topBox = Box(x: (width - top.width) / 2, y: margin, width: top.width, height: top.height)
            for block in [topLeft, topRight] where block.box.overlaps(topBox) { topBox.y = max(topBox.y, block.box.maxY) }
            var bottomBox = Box(x: (width - bottom.width) / 2, y: height - margin - bottom.height, width: bottom.width, height: bottom.height)
            for block in [bottomLeft, bottomRight] where block.box.overlaps(bottomBox) {
                bottomBox.y = min(bottomBox.y, block.box.y - bottomBox.height)
            }
            context.drawText(markers.top, x: topBox.x, y: topBox.y)
            context.drawText(markers.bottom, x: bottomBox.x, y: bottomBox.y)
            let left = context.size(of: markers.left), right = context.size(of: markers.right)
            context.drawText(markers.left, x: margin, y: (height - left.height) / 2)
            context.drawText(markers.right, x: width - margin - right.width, y: (height - right.height) / 2)
            bottomEdge = bottomBox.y
        }
        if let bar = overlay.scaleBar {
            // Centred above the bottom letter.
            let label = context.size(of: bar.label)
            let y = bottomEdge - 6, x = (width - bar.points) / 2
            context.stroke([(x, y - 5), (x, y), (x + bar.points, y), (x + bar.points, y - 5)], width: 2)
            context.drawText(bar.label, x: (width - label.width) / 2, y: y - 6 - label.height)
        }
    }
}
