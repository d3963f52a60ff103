/// What linked panes share, as the sync menu offers it: Weasis' "stack" and "tile" modes, and none.
public enum LinkPreset: Sendable, Hashable, CaseIterable {
    /// Slices only: each pane keeps its own window, zoom and pan.
    case stack
    /// Slices, the window, and the zoom, pan and turns.
    case tile
    /// Nothing: each pane on its own.
    case none

    /// How the menu names it.
    public var title: String {
        switch self {
        case .stack: "Stack: slices"
        case .tile: "Tile: slices, window, zoom and pan"
        case .none: "Not linked"
        }
    }

    /// Whether it links the slices, the windows and the views.
    var links: (slices: Bool, windows: Bool, views: Bool) {
        switch self {
        case .stack: (true, false, false)
        case .tile: (true, true, true)
        case .none: (false, false, false)
        }
    }
}
