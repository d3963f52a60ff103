import ScanViewerFeature
import TomoGTK

extension SliceCanvas {
    /// A colour of the view's drawing, components from 0 to 1.
    struct Color {
        var red, green, blue: Double
        static let text = Color(red: 0.91, green: 0.91, blue: 0.91)
        static let length = Color(red: 1, green: 0.82, blue: 0.29)
        static let selected = Color(red: 0.31, green: 0.76, blue: 1)
        static let pin = Color(red: 0.5, green: 0.88, blue: 0.5)
    }

    /// The space between the overlays and the view's edges, in points.
    static let margin = 8.0
    /// From this many points per image pixel, pixels are drawn as blocks rather than interpolated.
    static let blockZoom = 3.0

    /// Paints the view: black, the image through the viewport, the lengths and pins, the overlays.
    func draw(in context: CairoContext, width: Double, height: Double) {
        context.setColor(red: 0, green: 0, blue: 0)
        context.paint()
        guard let viewport = content.viewport else { return }
        if let surface {
            context.withSavedState {
                let origin = viewport.viewPoint(ofImagePoint: Point2D(0, 0))
                let across = viewport.viewPoint(ofImagePoint: Point2D(1, 0)) - origin
                let down = viewport.viewPoint(ofImagePoint: Point2D(0, 1)) - origin
                context.transform(xx: across.x, yx: across.y, xy: down.x, yy: down.y, x0: origin.x, y0: origin.y)
                // The surface may be a smaller rendition of the image (a source's own).
                let scaleX = viewport.imageSize.width / Double(surface.width)
                let scaleY = viewport.imageSize.height / Double(surface.height)
                context.transform(xx: scaleX, yx: 0, xy: 0, yy: scaleY, x0: 0, y0: 0)
                context.draw(surface, smooth: viewport.pointsPerPixel < Self.blockZoom)
            }
        }
        for length in content.lengths { draw(length, in: context, viewport: viewport, dashed: false) }
        if let draft = content.draft { draw(draft, in: context, viewport: viewport, dashed: true) }
        for pin in content.pins { draw(pin, in: context, viewport: viewport) }
        if let overlay = content.overlay { draw(overlay, in: context, width: width, height: height) }
    }

    private func set(_ color: Color, in context: CairoContext) {
        context.setColor(red: color.red, green: color.green, blue: color.blue)
    }

    private func draw(_ length: LengthMeasurement, in context: CairoContext, viewport: Viewport, dashed: Bool) {
        let start = viewport.viewPoint(ofImagePoint: length.start), end = viewport.viewPoint(ofImagePoint: length.end)
        set(length.id == content.selectedID && !dashed ? .selected : .length, in: context)
        context.stroke([(start.x, start.y), (end.x, end.y)], width: 1.5, dash: dashed ? 4 : nil)
        for point in [start, end] { context.strokeCircle(centre: (point.x, point.y), radius: 3, width: 1.5) }
        let label = length.lengthText, size = context.size(of: label)
        // Beside the end furthest right, so the label does not sit on the line.
        let anchor = end.x >= start.x ? end : start
        context.drawText(label, x: anchor.x + 6, y: anchor.y - size.height / 2)
    }

    private func draw(_ pin: PinnedProbe, in context: CairoContext, viewport: Viewport) {
        let point = viewport.viewPoint(ofImagePoint: pin.point)
        set(pin.id == content.selectedID ? .selected : .pin, in: context)
        context.stroke([(point.x - 6, point.y), (point.x + 6, point.y)], width: 1.5)
        context.stroke([(point.x, point.y - 6), (point.x, point.y + 6)], width: 1.5)
        context.drawText(pin.text, x: point.x + 8, y: point.y + 4)
    }

    private func draw(_ overlay: ViewOverlay, in context: CairoContext, width: Double, height: Double) {
        set(.text, in: context)
        let margin = Self.margin
        drawLines(overlay.topLeft, in: context) { _, _ in (margin, margin) }
        drawLines(overlay.topRight, in: context) { size, _ in (width - margin - size.width, margin) }
        drawLines(overlay.bottomLeft, in: context) { _, total in (margin, height - margin - total) }
        drawLines(overlay.bottomRight, in: context) { size, total in (width - margin - size.width, height - margin - total) }
        if let markers = overlay.markers {
            let top = context.size(of: markers.top), bottom = context.size(of: markers.bottom)
            let left = context.size(of: markers.left), right = context.size(of: markers.right)
            context.drawText(markers.top, x: (width - top.width) / 2, y: margin)
            context.drawText(markers.bottom, x: (width - bottom.width) / 2, y: height - margin - bottom.height)
            context.drawText(markers.left, x: margin, y: (height - left.height) / 2)
            context.drawText(markers.right, x: width - margin - right.width, y: (height - right.height) / 2)
        }
        if let bar = overlay.scaleBar {
            // Above the bottom letter, centred.
            let label = context.size(of: bar.label), letter = context.size(of: overlay.markers?.bottom ?? "")
            let y = height - margin - letter.height - 6, x = (width - bar.points) / 2
            context.stroke([(x, y - 5), (x, y), (x + bar.points, y), (x + bar.points, y - 5)], width: 2)
            context.drawText(bar.label, x: (width - label.width) / 2, y: y - 6 - label.height)
        }
    }

    /// Draws `lines` one under the other, each placed by `origin` given its size and the block's height.
    private func drawLines(
        _ lines: [String], in context: CairoContext,
        origin: (_ size: (width: Double, height: Double), _ total: Double) -> (x: Double, y: Double)
    ) {
        let sizes = lines.map { context.size(of: $0) }
        let total = sizes.reduce(0) { $0 + $1.height }
        var offset = 0.0
        for (line, size) in zip(lines, sizes) {
            let (x, y) = origin(size, total)
            context.drawText(line, x: x, y: y + offset)
            offset += size.height
        }
    }
}
