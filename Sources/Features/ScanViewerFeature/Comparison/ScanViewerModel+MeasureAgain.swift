import TomoVolume

/// Measure again here: a finding of one pane's series (the prior's length, region, arrow) copied onto the series
/// of another pane at the same anatomy — its points through the alignment (none within one frame of reference),
/// on that series' section of the same plane nearest them — for the reader to adjust to what the current study
/// shows and read off the change.
extension ScanViewerModel {
    /// The title of what measures again (the findings panel's button, the help).
    public static let measureAgainTitle = "Measure Again Here"

    /// Whether the active pane's selected finding can be measured again in another pane: one of its series is
    /// selected, on a square section of a series placed in the patient, and another pane's series lies in its
    /// frame of reference or is aligned with it.
    public var canMeasureAgainHere: Bool { measureAgainSource() != nil }

    /// Copies the active pane's selected finding onto the first other pane whose series it can be placed in (Ctrl+M),
    /// which becomes the active pane, at the copy's place (in three planes if the finding's plane was not shown),
    /// the copy selected; false where there is nothing to copy or nowhere to.
    @discardableResult
    public func measureAgainHere() -> Bool {
        guard let (annotation, figure, target, positions) = measureAgainSource() else { return false }
        let plane = annotation.place.plane
        activate(target)
        if !layout.planes.contains(plane) { setLayout(.threePlanes) }
        let centre = positions.reduce(Vector3.zero, +) * (1 / Double(positions.count))
        move(toPatientPosition: centre)
        guard let id = series?.entry.id, let place = annotationPlace(in: plane), let geometry = place.geometry else { return false }
        var moved = figure
        moved.points = positions.map { position in
            let seen = place.sectionPlane.projection(of: position, in: geometry)
            return Point2D(seen.column + 0.5, seen.row + 0.5)
        }
        guard let copy = type(of: annotation).init(figure: moved, place: place) else { return false }
        tools.add(copy, to: id)
        measureRegions()
        return true
    }

    /// The active pane's selected finding, its figure, the pane it can be measured again in, and its points'
    /// places in that pane's patient coordinates; nil where there is none.
    private func measureAgainSource() -> (any Annotation, AnnotationFigure, ReadingPane, [Vector3])? {
        guard showsSeveralPanes, let selected = annotations.selectedID,
              let annotation = annotations.all.first(where: { $0.id == selected }), annotation.place.oblique == nil,
              let figure = annotation.figure, !figure.points.isEmpty
        else { return nil }
        let places = figure.points.compactMap(annotation.place.patientPosition(of:))
        guard places.count == figure.points.count else { return nil }
        for other in panes where other !== pane {
            guard other.loading.series?.geometry != nil, let shift = knownTranslation(from: pane, to: other) else { continue }
            return (annotation, figure, other, places.map { $0 + shift })
        }
        return nil
    }
}
