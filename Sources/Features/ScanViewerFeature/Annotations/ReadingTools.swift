import Foundation
import Observation
import TomoSeries
import TomoVolume

/// The reading tools' state: the tool the primary button uses, the annotations made on each series and
/// the one being drawn, and the probe's reading under the pointer. It knows nothing of views or series:
/// the viewer tells it which series is open, where the pointer is and what the image reads there.
@MainActor
@Observable
public final class ReadingTools {
    /// What dragging with the primary button does.
    public private(set) var tool = ViewerTool.windowLevel
    /// The annotations made on each series opened, by series ID (see `annotations`).
    public private(set) var annotationsBySeries: [String: AnnotationList] = [:]
    /// The annotation being drawn, until its tool finishes it.
    public private(set) var draft: (any Annotation)?
    /// The annotation whose text the reader is typing, if any.
    public private(set) var noteEditing: NoteEditing?
    /// The probe's reading under the pointer, while it is over an image with HU, and the view it is over.
    public private(set) var pointerProbe: ProbeReading?
    public private(set) var pointerProbeView: ViewID?
    /// The probe's read under way.
    @ObservationIgnored private var probeTask: Task<Void, Never>?
    /// The regions being measured, by annotation id (0: the draft).
    private var measuringTasks: [Int: Task<Void, Never>] = [:]
    /// Where the pointer is, while it is over a view: the probe reads there again when the view moves on.
    @ObservationIgnored private(set) var pointerPosition: (point: Point2D, view: ViewID)?
    /// Each series' undo and redo steps.
    private var histories: [String: AnnotationHistory] = [:]
    /// Told the series' id after each change to its annotations (an edit, an undo, figures measured), for
    /// the viewer to keep them.
    @ObservationIgnored var onChange: ((String) -> Void)?

    public init() {}

    /// The annotations made on series `seriesID` (none for nil).
    public func annotations(of seriesID: String?) -> AnnotationList {
        seriesID.flatMap { annotationsBySeries[$0] } ?? AnnotationList()
    }

    /// Makes `tool` what the primary button does; a draft is dropped, a text being typed kept.
    public func choose(_ tool: ViewerTool) {
        self.tool = tool
        draft = nil
        commitNote()
    }

    /// Another series is open: no draft or reading carries over (each series keeps its annotations).
    func seriesChanged() {
        draft = nil
        pointerProbe = nil
        noteEditing = nil
    }

    // MARK: Annotations

    /// Adds `annotation` to series `seriesID`'s list, selected; returns it as added.
    @discardableResult
    func add<Kind: Annotation>(_ annotation: Kind, to seriesID: String) -> Kind {
        recordUndo(of: seriesID)
        defer { onChange?(seriesID) }
        return annotationsBySeries[seriesID, default: AnnotationList()].add(annotation)
    }

    /// Adds `annotations`, kept from an earlier session, to series `seriesID`'s list, before those made
    /// since (not an edit to undo); returns their ids.
    func restore(_ annotations: [any Annotation], to seriesID: String) -> [Int] {
        annotationsBySeries[seriesID, default: AnnotationList()].restore(annotations)
    }

    // MARK: Undo and redo

    /// Whether series `seriesID` has an edit to undo, or an undo to redo.
    func canUndo(of seriesID: String) -> Bool { !(histories[seriesID]?.undoSteps.isEmpty ?? true) }
    func canRedo(of seriesID: String) -> Bool { !(histories[seriesID]?.redoSteps.isEmpty ?? true) }

    /// Series `seriesID`'s annotations go back to before its last edit; false when there is none.
    func undo(of seriesID: String) -> Bool {
        step(seriesID) { $0.undo(from: $1) }
    }

    /// Series `seriesID`'s annotations go forward to before its last undo; false when there is none.
    func redo(of seriesID: String) -> Bool {
        step(seriesID) { $0.redo(from: $1) }
    }

    private func step(_ seriesID: String, _ move: (inout AnnotationHistory, AnnotationList) -> AnnotationList?) -> Bool {
        commitNote()
        draft = nil
        let current = annotations(of: seriesID)
        guard let target = move(&histories[seriesID, default: AnnotationHistory()], current) else { return false }
        annotationsBySeries[seriesID, default: AnnotationList()].revert(to: target)
        onChange?(seriesID)
        return true
    }

    /// Series `seriesID`'s annotations are about to be edited: the list as it is can be gone back to.
    func recordUndo(of seriesID: String) {
        histories[seriesID, default: AnnotationHistory()].record(annotations(of: seriesID))
    }

    /// A handle of series `seriesID`'s annotations starts moving: the move is one edit, undone at once.
    func beginMoving(of seriesID: String) {
        recordUndo(of: seriesID)
    }

    /// The handle moved has been let go: the annotations are kept as they now are.
    func endMoving(of seriesID: String) {
        onChange?(seriesID)
    }

    /// Selects the annotation of series `seriesID` on `shown` nearest to image point `point`, within
    /// `tolerance` pixels (else none); returns whether one was.
    func select(near point: Point2D, on shown: SectionPlane, tolerance: Double, of seriesID: String) -> Bool {
        annotationsBySeries[seriesID, default: AnnotationList()].select(near: point, on: shown, tolerance: tolerance)
    }

    /// Moves handle `handle` of series `seriesID`'s annotation `id` to image point `point`.
    func move(_ grab: HandleGrab, to point: Point2D, of seriesID: String) {
        guard let annotation = annotations(of: seriesID).all.first(where: { $0.id == grab.annotationID }) else { return }
        annotationsBySeries[seriesID]?.update(annotation.moving(handle: grab.handle, to: point))
    }

    /// Selects series `seriesID`'s annotation `id`.
    func select(_ id: Int, of seriesID: String) {
        annotationsBySeries[seriesID]?.select(id)
    }

    /// Deletes series `seriesID`'s selected annotation; returns whether there was one.
    func deleteSelected(of seriesID: String) -> Bool {
        let list = annotations(of: seriesID)
        guard annotationsBySeries[seriesID, default: AnnotationList()].deleteSelected() else { return false }
        histories[seriesID, default: AnnotationHistory()].record(list)
        onChange?(seriesID)
        return true
    }

    /// Takes what the tool's input came to on series `seriesID`: a draft shows, a finished one is kept.
    func take(_ step: AnnotationToolStep, on seriesID: String) {
        switch step {
        case .nothing: draft = nil
        case .draft(let annotation): draft = annotation
        case .done(let annotation):
            draft = nil
            let kept = keep(annotation, on: seriesID)
            if kept.note == "" { noteEditing = NoteEditing(annotationID: kept.id, seriesID: seriesID, text: "", isNew: true) }
        }
    }

    /// Adds an annotation of any kind (opened from its existential).
    private func keep<Kind: Annotation>(_ annotation: Kind, on seriesID: String) -> Kind {
        add(annotation, to: seriesID)
    }

    // MARK: Notes

    /// Starts typing the text of series `seriesID`'s annotation `id`, if its kind carries one; returns
    /// whether it does.
    func editNote(of id: Int, in seriesID: String) -> Bool {
        guard let note = annotations(of: seriesID).all.first(where: { $0.id == id })?.note else { return false }
        noteEditing = NoteEditing(annotationID: id, seriesID: seriesID, text: note, isNew: false)
        return true
    }

    /// The reader has typed `text` so far.
    func typeNote(_ text: String) {
        noteEditing?.text = text
    }

    /// The text typed becomes the annotation's (surrounding spaces trimmed).
    func commitNote() {
        guard let editing = noteEditing else { return }
        noteEditing = nil
        guard var annotation = annotations(of: editing.seriesID).all.first(where: { $0.id == editing.annotationID }) else { return }
        let text = editing.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard annotation.note != text else { return }
        // A new arrow's text is part of drawing it (one edit); an arrow's text changed later is an edit.
        if !editing.isNew { recordUndo(of: editing.seriesID) }
        annotation.note = text
        annotationsBySeries[editing.seriesID]?.update(annotation)
        onChange?(editing.seriesID)
    }

    /// Typing stops, the text unchanged; an annotation drawn just now that has no text yet is dropped with it.
    func cancelNote() {
        guard let editing = noteEditing else { return }
        noteEditing = nil
        guard editing.isNew else { return }
        annotationsBySeries[editing.seriesID]?.select(editing.annotationID)
        _ = annotationsBySeries[editing.seriesID]?.deleteSelected()
        // Drawing it came to nothing: no step to undo.
        histories[editing.seriesID]?.dropLast()
        onChange?(editing.seriesID)
    }

    /// Drops the draft.
    func dropDraft() {
        draft = nil
    }

    // MARK: Measuring regions

    /// Measures, with `measure` (off the main actor), the region annotations of series `seriesID` and the
    /// region being drawn for which `isStale` holds; a region measured again meanwhile drops the older
    /// measuring. The figures are kept unless the region's outline has changed since.
    func measureRegions(
        of seriesID: String, where isStale: (any RegionAnnotation) -> Bool,
        with measure: @escaping @Sendable (any RegionAnnotation) async -> RegionMeasurement
    ) {
        let kept = annotations(of: seriesID).all.compactMap { $0 as? any RegionAnnotation }
        let drawn = (draft as? any RegionAnnotation).map { [$0] } ?? []
        for region in drawn + kept where isStale(region) {
            let key = region.id
            measuringTasks[key]?.cancel()
            measuringTasks[key] = Task {
                let measurement = await measure(region)
                guard !Task.isCancelled else { return }
                measuringTasks[key] = nil
                settle(region, measurement, of: seriesID)
            }
        }
    }

    /// Stores `measurement` in the annotation (kept, or the draft) with `region`'s id, if its outline is
    /// still the one measured.
    private func settle(_ region: any RegionAnnotation, _ measurement: RegionMeasurement, of seriesID: String) {
        if region.id == 0 {
            guard var current = draft as? any RegionAnnotation, current.outline == measurement.outline else { return }
            current.measurement = measurement
            draft = current
        } else if var current = annotations(of: seriesID).all.first(where: { $0.id == region.id }) as? any RegionAnnotation,
                  current.outline == measurement.outline
        {
            current.measurement = measurement
            annotationsBySeries[seriesID]?.update(current)
            onChange?(seriesID)
        }
    }

    /// Whether a region is being measured.
    var isMeasuring: Bool { !measuringTasks.isEmpty }

    // MARK: The probe under the pointer

    /// The pointer is at `point` in view `view`: the probe reads there with `read` (a newer move supersedes a
    /// read under way), kept if `isCurrent` still holds; with no `read` (beside the image) it reads nothing.
    func pointerMoved(
        to point: Point2D, in view: ViewID, read: (@MainActor () async -> ProbeReading?)?,
        isCurrent: @escaping @MainActor () -> Bool
    ) {
        probeTask?.cancel()
        pointerPosition = (point, view)
        guard let read else {
            pointerProbe = nil
            return
        }
        probeTask = Task {
            let reading = await read()
            guard !Task.isCancelled, isCurrent() else { return }
            pointerProbe = reading
            pointerProbeView = view
        }
    }

    /// The pointer left the views: no reading.
    func pointerLeft() {
        probeTask?.cancel()
        pointerPosition = nil
        pointerProbe = nil
    }
}
