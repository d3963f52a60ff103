/// The undo and redo steps of one series' annotations: the list as it was before each edit, and as it was
/// before each undo.
struct AnnotationHistory: Sendable {
    /// How many edits can be undone.
    static let depth = 100

    private(set) var undoSteps: [AnnotationList] = []
    private(set) var redoSteps: [AnnotationList] = []

    /// `list` is about to change: it can be gone back to; what was undone can no longer be redone.
    mutating func record(_ list: AnnotationList) {
        undoSteps.append(list)
        if undoSteps.count > Self.depth { undoSteps.removeFirst() }
        redoSteps.removeAll()
    }

    /// Forgets the last step recorded (an edit that came to nothing).
    mutating func dropLast() {
        _ = undoSteps.popLast()
    }

    /// The list before the last edit of `current`, which can be redone; nil when there is nothing to undo.
    mutating func undo(from current: AnnotationList) -> AnnotationList? {
        guard let earlier = undoSteps.popLast() else { return nil }
        redoSteps.append(current)
        return earlier
    }

    /// The list before the last undo of `current`, which can be undone again; nil when there is nothing to redo.
    mutating func redo(from current: AnnotationList) -> AnnotationList? {
        guard let later = redoSteps.popLast() else { return nil }
        undoSteps.append(current)
        return later
    }
}
