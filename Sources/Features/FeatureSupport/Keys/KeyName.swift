/// The keys without a character that screens react to, spelled as GDK and X name them (`Page_Up`), so
/// that a GTK front end maps GDK's key names straight to them and tests type them with `xdotool key`.
public enum KeyName: String, CaseIterable, Sendable, Hashable {
    case left = "Left", right = "Right", up = "Up", down = "Down"
    case pageUp = "Page_Up", pageDown = "Page_Down", home = "Home", end = "End"
    case enter = "Return", escape = "Escape", space = "space", f5 = "F5", f6 = "F6", delete = "Delete"

    /// How help text names the key: "←", "Page Up", "Enter".
    public var title: String {
        switch self {
        case .left: "←"
        case .right: "→"
        case .up: "↑"
        case .down: "↓"
        case .pageUp: "Page Up"
        case .pageDown: "Page Down"
        case .home: "Home"
        case .end: "End"
        case .enter: "Enter"
        case .escape: "Escape"
        case .space: "Space"
        case .f5: "F5"
        case .f6: "F6"
        case .delete: "Delete"
        }
    }
}
