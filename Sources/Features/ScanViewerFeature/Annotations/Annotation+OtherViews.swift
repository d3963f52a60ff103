import Foundation
import TomoAnnotations
import TomoVolume

/// An annotation seen from views other than the image it was made on: placed by its points in patient space,
/// it shows on any view of its frame of reference that lies in its plane or passes through it.
extension Annotation {
    /// What a view of `shown` (in a series placed by `geometry`, of the annotation's frame of reference) draws of
    /// it: its shapes where its points fall on that view, solid when every point lies within half a section of
    /// the view's plane, dotted (`isThrough`) when the plane passes between its points; no handles, as it is
    /// changed where it was made. Nil when the plane misses it by more than half a section, or it has no place
    /// in the patient (its series gives no geometry).
    func drawing(seenOn shown: SectionPlane, in geometry: VolumeGeometry, selected: Bool) -> AnnotationDrawing? {
        guard place.geometry != nil else { return nil }
        var depths: [Double] = []
        func seen(_ point: Point2D) -> Point2D? {
            guard let position = place.patientPosition(of: point) else { return nil }
            let projected = shown.projection(of: position, in: geometry)
            depths.append(projected.depth)
            return Point2D(projected.column + 0.5, projected.row + 0.5)
        }
        var mapped: [AnnotationShape] = []
        for shape in shapes {
            switch shape {
            case .line(let start, let end):
                guard let from = seen(start), let to = seen(end) else { return nil }
                mapped.append(.line(from, to))
            case .marker(let point):
                guard let at = seen(point) else { return nil }
                mapped.append(.marker(at))
            case .path(let points, let closed):
                let shownPoints = points.compactMap(seen)
                guard shownPoints.count == points.count else { return nil }
                mapped.append(.path(shownPoints, closed: closed))
            case .ellipse(let center, let radii):
                // Another plane may turn or stretch it: its outline, point by point.
                let outline = (0..<72).compactMap { step -> Point2D? in
                    let angle = Double(step) * 2 * Double.pi / 72
                    return seen(center + Point2D(radii.x * cos(angle), radii.y * sin(angle)))
                }
                guard outline.count == 72 else { return nil }
                mapped.append(.path(outline, closed: true))
            case .arrow(let tail, let head):
                guard let from = seen(tail), let to = seen(head) else { return nil }
                mapped.append(.arrow(tail: from, head: to))
            }
        }
        guard let nearest = depths.min(), let farthest = depths.max() else { return nil }
        let half = shown.sectionSpacing(in: geometry) / 2 + 1e-6
        guard nearest <= half, farthest >= -half else { return nil }
        let anchors = labelAnchors.compactMap { point -> Point2D? in
            place.patientPosition(of: point).map { shown.projection(of: $0, in: geometry) }.map { Point2D($0.column + 0.5, $0.row + 0.5) }
        }
        return AnnotationDrawing(
            shapes: mapped, handles: [], label: text, labelAnchors: anchors, style: style, isSelected: selected, isDraft: false,
            isThrough: nearest < -half || farthest > half)
    }
}
