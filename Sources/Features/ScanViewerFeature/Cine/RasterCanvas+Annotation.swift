import Foundation
import TomoImaging

extension RasterCanvas {
    /// Draws `annotation` as a view at one image pixel a point draws it: its shapes in its style's colour (dashed
    /// where a view passes through one made on another plane), its label's lines beside its anchor furthest right,
    /// or left of the leftmost where the image's right edge would cut it. No handles: nothing is selected in a file.
    mutating func draw(_ annotation: AnnotationDrawing, scale: Int) {
        let colour = annotation.style.colour, lineWidth = scale + 1
        let dash = annotation.isThrough ? 2 * scale : nil
        for shape in annotation.shapes {
            for path in Self.paths(of: shape, scale: scale) {
                stroke(path.points, closed: path.closed, colour: colour, lineWidth: lineWidth, dash: path.solid ? nil : dash)
            }
        }
        let lines = annotation.label.split(separator: "\n").map(String.init)
        guard !lines.isEmpty, let anchor = annotation.labelAnchors.max(by: { $0.x < $1.x }),
              let leftmost = annotation.labelAnchors.min(by: { $0.x < $1.x })
        else { return }
        let lineHeight = (FixedFont.height + 2) * scale, gap = 8 * scale
        let labelWidth = lines.map { FixedFont.size(of: $0, scale: scale).width }.max() ?? 0
        let fits = Int(anchor.x.rounded()) + gap + labelWidth <= width - 2
        let x = fits ? Int(anchor.x.rounded()) + gap : max(2, Int(leftmost.x.rounded()) - gap - labelWidth)
        let top = Int((fits ? anchor.y : leftmost.y).rounded()) - lines.count * lineHeight / 2
        for (index, line) in lines.enumerated() {
            drawText(line, x: x, y: top + index * lineHeight, colour: colour, scale: scale)
        }
    }

    /// The strokes of `shape` in image pixels: a marker's cross and an arrow's barbs keep their size in
    /// pixels (at `scale`) and are never dashed.
    private static func paths(of shape: AnnotationShape, scale: Int) -> [(points: [(x: Double, y: Double)], closed: Bool, solid: Bool)] {
        let size = Double(scale)
        switch shape {
        case .line(let start, let end):
            return [([(start.x, start.y), (end.x, end.y)], false, false)]
        case .marker(let point):
            return [([(point.x - 6 * size, point.y), (point.x + 6 * size, point.y)], false, true),
                    ([(point.x, point.y - 6 * size), (point.x, point.y + 6 * size)], false, true)]
        case .path(let points, let closed):
            return [(points.map { ($0.x, $0.y) }, closed, false)]
        case .ellipse(let center, let radii):
            let outline = (0..<72).map { step in
                let angle = Double(step) * 2 * Double.pi / 72
                return (center.x + radii.x * cos(angle), center.y + radii.y * sin(angle))
            }
            return [(outline, true, false)]
        case .arrow(let tail, let head):
            let length = tail.distance(to: head)
            guard length > 0 else { return [([(tail.x, tail.y)], false, true)] }
            let back = (tail - head) * (10 * size / length), side = Point2D(-back.y, back.x) * 0.5
            let left = head + back + side, right = head + back - side
            return [([(tail.x, tail.y), (head.x, head.y)], false, false),
                    ([(left.x, left.y), (head.x, head.y), (right.x, right.y)], false, true)]
        }
    }
}

extension AnnotationDrawing {
    /// The drawing on its image made `rowScale` times taller (a section resampled to square pixels): each point's
    /// row moved with the centres of the rows, as `VolumeSection.withSquarePixels()` moves them.
    func stretched(_ rowScale: Double) -> AnnotationDrawing {
        guard rowScale != 1 else { return self }
        func moved(_ point: Point2D) -> Point2D { Point2D(point.x, (point.y - 0.5) * rowScale + 0.5) }
        var drawing = self
        drawing.shapes = shapes.map { shape in
            switch shape {
            case .line(let start, let end): .line(moved(start), moved(end))
            case .marker(let point): .marker(moved(point))
            case .path(let points, let closed): .path(points.map(moved), closed: closed)
            case .ellipse(let center, let radii): .ellipse(center: moved(center), radii: Point2D(radii.x, radii.y * rowScale))
            case .arrow(let tail, let head): .arrow(tail: moved(tail), head: moved(head))
            }
        }
        drawing.handles = handles.map(moved)
        drawing.labelAnchors = labelAnchors.map(moved)
        return drawing
    }
}
