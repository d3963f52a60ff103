import CGtk

/// A key the viewer reacts to, from GDK's key value (keypad keys count as their main-block twins).
public enum Key: Sendable, Hashable {
    /// The arrow keys.
    case left, right, up, down
    /// The paging keys.
    case pageUp, pageDown, home, end
    /// The space bar.
    case space
    /// F5, the usual "reload".
    case f5
    /// Escape, the usual "back".
    case escape
    /// Return or the keypad's Enter.
    case enter
    /// A character typed with Control held, lowercased: `control("r")` for Ctrl+R, `control("+")`.
    case control(Character)
    /// Any other key, by its GDK key value (`GDK_KEY_…`).
    case other(UInt32)

    /// The key with GDK key value `keyval`, pressed with the modifiers in `state` (`GdkModifierType`).
    public init(keyval: UInt32, state: UInt32 = 0) {
        if state & GDK_CONTROL_MASK.rawValue != 0, let scalar = Unicode.Scalar(gdk_keyval_to_unicode(keyval)),
           scalar.properties.isGraphemeBase {
            self = .control(Character(scalar).lowercased().first!)
            return
        }
        switch Int32(bitPattern: keyval) {
        case GDK_KEY_Left, GDK_KEY_KP_Left: self = .left
        case GDK_KEY_Right, GDK_KEY_KP_Right: self = .right
        case GDK_KEY_Up, GDK_KEY_KP_Up: self = .up
        case GDK_KEY_Down, GDK_KEY_KP_Down: self = .down
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: self = .pageUp
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: self = .pageDown
        case GDK_KEY_Home, GDK_KEY_KP_Home: self = .home
        case GDK_KEY_End, GDK_KEY_KP_End: self = .end
        case GDK_KEY_space, GDK_KEY_KP_Space: self = .space
        case GDK_KEY_F5: self = .f5
        case GDK_KEY_Escape: self = .escape
        case GDK_KEY_Return, GDK_KEY_KP_Enter: self = .enter
        default: self = .other(keyval)
        }
    }
}
