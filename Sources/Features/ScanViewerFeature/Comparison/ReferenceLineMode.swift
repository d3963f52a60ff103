/// What reference lines show in each view: where the other panes' sections cut it.
public enum ReferenceLineMode: Sendable, Hashable, CaseIterable {
    /// The section each other pane's active view shows.
    case shown
    /// That, and its series' first and last sections along the same plane.
    case shownAndEnds
    /// None.
    case off

    /// What the toolbar and the status say of it.
    public var title: String {
        switch self {
        case .shown: "Reference lines: the other pane's slice"
        case .shownAndEnds: "Reference lines: the other pane's slice, first and last"
        case .off: "Reference lines: off"
        }
    }
}
