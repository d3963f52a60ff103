import Foundation
import ScanViewerFeature
import TomoCore
import TomoGTK
import TomoSeries
import TomoVolume

extension SliceCanvas {
    /// A colour of the view's drawing, components from 0 to 1.
    struct Color {
        var red, green, blue: Double
        /// The overlays' and the annotations' colours, as the model gives them for exported frames too.
        static let text = Color(ViewOverlay.textColour)
        static let selected = Color(AnnotationStyle.selectedColour)
        /// Another pane's section (a reference line): apart from the planes' colours and the annotations'.
        static let reference = Color(red: 0.35, green: 0.85, blue: 0.9)
        /// The 3D view's crop box: yellow as a crop frame, dashed apart from the lengths.
        static let crop = Color(red: 1, green: 0.93, blue: 0.2)

        init(red: Double, green: Double, blue: Double) {
            self.red = red
            self.green = green
            self.blue = blue
        }

        init(_ colour: RGBColour) {
            self.init(red: Double(colour.red) / 255, green: Double(colour.green) / 255, blue: Double(colour.blue) / 255)
        }

        /// The colour of `plane`'s crosshair line and frame (OHIF's: axial red, coronal green; sagittal violet
        /// here, apart from the lengths' yellow).
        static func of(_ plane: VolumePlane) -> Color {
            switch plane {
            case .axial: Color(red: 0.93, green: 0.33, blue: 0.33)
            case .coronal: Color(red: 0.36, green: 0.85, blue: 0.42)
            case .sagittal: Color(red: 0.75, green: 0.5, blue: 1)
            }
        }
    }

    /// The space between the overlays and the view's edges, in points.
    static let margin = 8.0
    /// From this many points per image pixel, pixels are drawn as blocks rather than interpolated.
    static let blockZoom = 3.0
    /// Below this many points per image pixel, pixels are filtered (slower) rather than interpolated, which
    /// would alias.
    static let filteredZoom = 0.5

    /// Paints the view: black, the image through the viewport, the crosshair, the annotations, the overlays.
    func draw(in context: CairoContext, width: Double, height: Double) {
        drawn = content
        context.setColor(red: 0, green: 0, blue: 0)
        context.paint()
        if let message = content.message { draw(message, in: context, width: width, height: height) }
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
                // Points per pixel of the surface, which may be smaller than the image.
                let zoom = min(viewport.pointsPerPixel, viewport.scale * viewport.pixelSpacing.row) * max(scaleX, scaleY)
                context.draw(
                    surface,
                    sampling: zoom >= Self.blockZoom ? .blocks : zoom < Self.filteredZoom ? .filtered : .linear)
            }
        }
        for line in content.referenceLines { draw(line, in: context, viewport: viewport, width: width, height: height) }
        for line in content.crosshairLines { draw(line, in: context, viewport: viewport) }
        if let outline = content.cropOutline {
            set(.crop, in: context)
            context.stroke(outline.map { viewport.viewPoint(ofImagePoint: $0) }.map { ($0.x, $0.y) }, width: 1.5, dash: 4, closed: true)
        }
        for annotation in content.annotations { draw(annotation, in: context, viewport: viewport, width: width) }
        if let overlay = content.overlay { draw(overlay, in: context, width: width, height: height) }
        if content.isActive {
            set(.of(plane), in: context)
            context.stroke([(1, 1), (width - 1, 1), (width - 1, height - 1), (1, height - 1)], width: 2, closed: true)
        }
    }

    /// Another plane's line through the crosshair, across the whole image in that plane's colour, with
    /// the handles that turn it as small rings.
    private func draw(_ line: CrosshairLine, in context: CairoContext, viewport: Viewport) {
        let from = viewport.viewPoint(ofImagePoint: line.start), to = viewport.viewPoint(ofImagePoint: line.end)
        set(.of(line.plane), in: context)
        context.stroke([(from.x, from.y), (to.x, to.y)], width: 1)
        for handle in line.handles {
            let point = viewport.viewPoint(ofImagePoint: handle)
            context.strokeCircle(centre: (point.x, point.y), radius: 4, width: 1.5)
        }
    }

    /// Where another pane's section cuts the view: solid for the section it shows, dashed for its series' first
    /// and last, its label by the end nearer the view's left (kept inside the view; a label wider than the view
    /// loses its end).
    private func draw(_ line: ReferenceLine, in context: CairoContext, viewport: Viewport, width: Double, height: Double) {
        let ends = [line.start, line.end].map { viewport.viewPoint(ofImagePoint: $0) }.sorted { $0.x < $1.x }
        set(.reference, in: context)
        context.stroke([(ends[0].x, ends[0].y), (ends[1].x, ends[1].y)], width: 1, dash: line.kind == .shown ? nil : 5)
        let size = context.size(of: line.label)
        let x = max(Self.margin, min(ends[0].x + 4, width - size.width - Self.margin))
        let y = min(max(ends[0].y - size.height - 2, Self.margin), height - size.height - Self.margin)
        context.drawText(line.label, x: x, y: y)
    }

    /// What the view says in place of an image (its pane's series opening or failed): centred, a line each.
    private func draw(_ message: String, in context: CairoContext, width: Double, height: Double) {
        set(.text, in: context)
        let lines = message.split(separator: "\n").map(String.init)
        let sizes = lines.map { context.size(of: $0) }
        var y = (height - sizes.reduce(0) { $0 + $1.height + 4 }) / 2
        for (line, size) in zip(lines, sizes) {
            context.drawText(line, x: max(Self.margin, (width - size.width) / 2), y: y)
            y += size.height + 4
        }
    }

    private func set(_ color: Color, in context: CairoContext) {
        context.setColor(red: color.red, green: color.green, blue: color.blue)
    }

    /// An annotation: its shapes and handles in its colour (dashed while drawn, dotted where the view passes
    /// through one made on another plane), its label beside its anchor
    /// furthest right on screen, so it does not sit on the shape, or left of its leftmost one where the view's
    /// right edge would cut it.
    private func draw(_ annotation: AnnotationDrawing, in context: CairoContext, viewport: Viewport, width: Double) {
        set(annotation.isSelected ? .selected : Color(annotation.style.colour), in: context)
        let dash = annotation.isDraft ? 4.0 : annotation.isThrough ? 2.0 : nil
        for shape in annotation.shapes { draw(shape, in: context, viewport: viewport, dash: dash) }
        for handle in annotation.handles {
            let point = viewport.viewPoint(ofImagePoint: handle)
            context.strokeCircle(centre: (point.x, point.y), radius: 3, width: 1.5)
        }
        let anchors = annotation.labelAnchors.map { viewport.viewPoint(ofImagePoint: $0) }
        guard let anchor = anchors.max(by: { $0.x < $1.x }), let leftmost = anchors.min(by: { $0.x < $1.x }) else { return }
        let size = context.size(of: annotation.label)
        let fits = anchor.x + 8 + size.width <= width - 2
        let x = fits ? anchor.x + 8 : max(2, leftmost.x - 8 - size.width)
        context.drawText(annotation.label, x: x, y: (fits ? anchor.y : leftmost.y) - size.height / 2)
    }

    /// One shape of an annotation, through the viewport (a marker keeps its size in points).
    private func draw(_ shape: AnnotationShape, in context: CairoContext, viewport: Viewport, dash: Double?) {
        switch shape {
        case .line(let start, let end):
            let from = viewport.viewPoint(ofImagePoint: start), to = viewport.viewPoint(ofImagePoint: end)
            context.stroke([(from.x, from.y), (to.x, to.y)], width: 1.5, dash: dash)
        case .marker(let point):
            let shown = viewport.viewPoint(ofImagePoint: point)
            context.stroke([(shown.x - 6, shown.y), (shown.x + 6, shown.y)], width: 1.5)
            context.stroke([(shown.x, shown.y - 6), (shown.x, shown.y + 6)], width: 1.5)
        case .path(let points, let closed):
            let shown = points.map { viewport.viewPoint(ofImagePoint: $0) }
            context.stroke(shown.map { ($0.x, $0.y) }, width: 1.5, dash: dash, closed: closed)
        case .ellipse(let center, let radii):
            // Through the viewport, which may rotate, mirror and stretch it: 72 points of its outline.
            let outline = (0..<72).map { step in
                let angle = Double(step) * 2 * Double.pi / 72
                let shown = viewport.viewPoint(ofImagePoint: center + Point2D(radii.x * cos(angle), radii.y * sin(angle)))
                return (shown.x, shown.y)
            }
            context.stroke(outline, width: 1.5, dash: dash, closed: true)
        case .arrow(let tail, let head):
            let from = viewport.viewPoint(ofImagePoint: tail), to = viewport.viewPoint(ofImagePoint: head)
            context.stroke([(from.x, from.y), (to.x, to.y)], width: 1.5, dash: dash)
            let length = from.distance(to: to)
            guard length > 0 else { return }
            let back = (from - to) * (10 / length), side = Point2D(-back.y, back.x) * 0.5
            let left = to + back + side, right = to + back - side
            context.stroke([(left.x, left.y), (to.x, to.y), (right.x, right.y)], width: 1.5)
        }
    }
}
