import TomoSeries
import TomoVolume

/// Annotations (lengths, pinned probes, …) on the images: they belong to the series (kept while scrolling,
/// across series switches), each on the section it was made on; `tools` keeps them.
extension ScanViewerModel {
    /// The open series' annotations.
    public var annotations: AnnotationList {
        tools.annotations(of: series?.entry.id)
    }

    /// The open series' annotations on the image `plane`'s view shows.
    public func annotations(shownIn plane: VolumePlane) -> [any Annotation] {
        annotations.on(sectionPlane(shownIn: plane))
    }

    /// The open series' annotations of kind `kind` on the image `plane`'s view shows.
    public func annotations<Kind: Annotation>(_ kind: Kind.Type, shownIn plane: VolumePlane) -> [Kind] {
        annotations.all(kind, on: sectionPlane(shownIn: plane))
    }

    /// What `plane`'s view draws over its image: the shown report's findings on it, the annotations on it,
    /// those made on other views of its series, or on the series of other panes in its frame of reference,
    /// that lie in it or that it passes through, and the one being drawn there.
    public func annotationDrawings(shownIn plane: VolumePlane) -> [AnnotationDrawing] {
        let shown = sectionPlane(shownIn: plane)
        let draft = tools.draft.flatMap { $0.place.isShown(on: shown) ? $0 : nil }
        return annotationDrawings(on: shown) + [draft?.drawing(selected: false, draft: true)].compactMap { $0 }
    }

    /// What a view showing `shown` draws over it, but the annotation being drawn: the shown report's
    /// findings on it, the annotations on it, those of its series and of other panes' series in its frame of
    /// reference that lie in it or that it passes through.
    func annotationDrawings(on shown: SectionPlane) -> [AnnotationDrawing] {
        var passing: [AnnotationDrawing] = []
        if let series, let geometry = series.geometry {
            passing = annotations.drawings(passing: shown, in: geometry)
            for other in seriesSharingFrame(with: series) {
                passing += tools.annotations(of: other).drawings(passing: shown, in: geometry).map { drawing in
                    var seen = drawing
                    seen.isSelected = false
                    return seen
                }
            }
        }
        return reportDrawings(on: shown) + annotations.drawings(on: shown) + passing
    }

    /// The ids of the other series open in panes that share `series`' frame of reference.
    private func seriesSharingFrame(with series: any OpenedSeries) -> [String] {
        guard let frame = series.info.frameOfReferenceUID else { return [] }
        var ids: [String] = []
        for pane in panes {
            guard let other = pane.loading.series, other.info.frameOfReferenceUID == frame, other.entry.id != series.entry.id,
                  other.geometry != nil, !ids.contains(other.entry.id)
            else { continue }
            ids.append(other.entry.id)
        }
        return ids
    }

    /// Where an annotation on `plane`'s view lies: the image it shows; nil before it has one.
    public func annotationPlace(in plane: VolumePlane) -> AnnotationPlace? {
        guard let size = imageSize(of: plane) else { return nil }
        let geometry = series?.geometry
        return AnnotationPlace(
            plane: plane, section: section(shownIn: plane), pixelSpacing: geometry == nil ? nil : size.1, geometry: geometry,
            oblique: obliquePlane(shownIn: plane))
    }

    /// Adds the annotation `make` makes on the image `plane`'s view shows (the slice the slider points at
    /// for axial), selected; nil before the view has an image.
    @discardableResult
    public func annotate<Kind: Annotation>(in plane: VolumePlane, _ make: (AnnotationPlace) -> Kind) -> Kind? {
        guard let id = series?.entry.id, let place = annotationPlace(in: plane) else { return nil }
        defer { measureRegions() }
        return tools.add(make(place), to: id)
    }

    /// Selects the annotation on the image `plane`'s view shows nearest to image point `point`, within
    /// `tolerance` pixels (else none); returns whether one was.
    @discardableResult
    public func selectAnnotation(near point: Point2D, tolerance: Double, in plane: VolumePlane) -> Bool {
        guard let id = series?.entry.id else { return false }
        return tools.select(near: point, on: sectionPlane(shownIn: plane), tolerance: tolerance, of: id)
    }

    /// The handle of an annotation on the image `plane`'s view shows within `HandleGrab.reach` points of
    /// view point `point`, the nearest; nil for none.
    func handle(near point: Point2D, in plane: VolumePlane) -> HandleGrab? {
        guard let viewport = viewport(of: plane) else { return nil }
        let nearest = annotations(shownIn: plane)
            .flatMap { annotation in
                annotation.handles.enumerated().map { index, handle in
                    (HandleGrab(annotationID: annotation.id, handle: index), viewport.viewPoint(ofImagePoint: handle).distance(to: point))
                }
            }
            .min { $0.1 < $1.1 }
        return nearest.flatMap { $0.1 <= HandleGrab.reach ? $0.0 : nil }
    }

    /// Moves the held handle to view point `point` of `plane`'s view; a region is measured again.
    func move(_ grab: HandleGrab, to point: Point2D, in plane: VolumePlane) {
        guard let id = series?.entry.id, let viewport = viewport(of: plane) else { return }
        tools.move(grab, to: viewport.imagePoint(ofViewPoint: point), of: id)
        measureRegions()
    }

    /// Deletes the selected annotation; returns whether there was one.
    @discardableResult
    public func deleteSelectedAnnotation() -> Bool {
        guard let id = series?.entry.id else { return false }
        return tools.deleteSelected(of: id)
    }

    /// Whether the open series has a change to its annotations to undo, or an undo to redo.
    public var canUndoAnnotationEdit: Bool { series.map { tools.canUndo(of: $0.entry.id) } ?? false }
    public var canRedoAnnotationEdit: Bool { series.map { tools.canRedo(of: $0.entry.id) } ?? false }

    /// Puts the open series' annotations back as they were before their last change (a region's figures
    /// measured again); returns whether there was one.
    @discardableResult
    public func undoAnnotationEdit() -> Bool {
        guard let id = series?.entry.id, tools.undo(of: id) else { return false }
        measureRegions()
        return true
    }

    /// Makes the last change undone again; returns whether there was one.
    @discardableResult
    public func redoAnnotationEdit() -> Bool {
        guard let id = series?.entry.id, tools.redo(of: id) else { return false }
        measureRegions()
        return true
    }

    /// What the field an arrow's text is typed in says while empty.
    public nonisolated static let notePlaceholder = "The arrow's text (Enter keeps it, Escape leaves it)"

    /// The annotation whose text the reader is typing, and the text so far; nil when none is.
    public var noteEditing: NoteEditing? { tools.noteEditing }

    /// Starts typing the selected annotation's text, if its kind carries one; returns whether it does.
    @discardableResult
    public func editSelectedNote() -> Bool {
        guard let id = series?.entry.id, let selected = annotations.selectedID else { return false }
        return tools.editNote(of: selected, in: id)
    }

    /// The reader has typed `text` so far (the front end's text field says so as it changes).
    public func typeNote(_ text: String) { tools.typeNote(text) }

    /// The text typed becomes the annotation's.
    public func commitNote() { tools.commitNote() }

    /// Typing stops, the text unchanged; an arrow drawn just now, still without text, is dropped.
    public func cancelNote() { tools.cancelNote() }

    /// Makes `tool` what the primary button does.
    public func selectTool(_ tool: ViewerTool) { tools.choose(tool) }

    /// Keeps series `seriesID`'s annotations and its key image stars not saved (`AnnotationKeeper`).
    func keepReading(of seriesID: String) {
        keeper.keep(tools.annotations(of: seriesID), keyImages: keyImages.marked[seriesID] ?? [], of: seriesID)
    }
}
