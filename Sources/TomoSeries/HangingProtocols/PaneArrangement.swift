/// How the viewer places its panes' views on the screen when several panes show: each pane's views together,
/// the panes side by side or above each other, or each view of one pane beside the same view of the others.
public enum PaneArrangement: String, Sendable, Hashable, Codable, CaseIterable {
    /// The panes left to right, each its views as its layout places them.
    case sideBySide = "side-by-side"
    /// The panes top to bottom, each its views as its layout places them.
    case stacked
    /// Each view beside the same view of every other pane (the current axial, the prior's axial, the current
    /// coronal, …), where the panes show one layout of single cells; else side by side.
    case viewByView = "view-by-view"

    /// Its name in the arrangement menu.
    public var title: String {
        switch self {
        case .sideBySide: "Panes side by side"
        case .stacked: "Panes above each other"
        case .viewByView: "Panes view by view"
        }
    }
}
