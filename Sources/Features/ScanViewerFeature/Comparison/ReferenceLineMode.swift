/// What reference lines show in each view: where the other panes' sections cut it.
public enum ReferenceLineMode: Sendable, Hashable, CaseIterable {
    /// The section each other pane's active view shows.
    case shown
    /// That, and its series' first and last sections along the same plane.
    case shownAndEnds
    /// None.
    case off
}
