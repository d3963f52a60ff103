import CGtk

/// A key pressed, as GDK reports it: its name (`Left`, `Page_Up`, `Return`, `i`, `plus`), the character
/// it types if any, and whether Control was held. Keypad keys are named as their main-block twins
/// (`KP_Left` is `Left`, `KP_Enter` is `Return`), so a screen binds each key once.
public struct KeyPress: Sendable, Hashable {
    /// GDK's name of the key (`gdk_keyval_name`), keypad keys folded into their twins; nil if it has none.
    public let name: String?
    /// The character the key types, if it types one (`i`, `I`, `+`); nil for keys such as the arrows.
    public let character: Character?
    /// Whether Control was held.
    public let control: Bool

    /// The key with GDK key value `keyval`, pressed with the modifiers in `state` (`GdkModifierType`).
    public init(keyval: UInt32, state: UInt32 = 0) {
        let name = gdk_keyval_name(keyval).map { String(cString: $0) }
        self.name = name.map(Self.foldingKeypad)
        let scalar = Unicode.Scalar(gdk_keyval_to_unicode(keyval))
        character = scalar.flatMap { $0.properties.isGraphemeBase && !$0.properties.isWhitespace ? Character($0) : nil }
        control = state & GDK_CONTROL_MASK.rawValue != 0
    }

    /// `KP_Left` → `Left`, `KP_Enter` → `Return`, `KP_Space` → `space`; other names as they are.
    private static func foldingKeypad(_ name: String) -> String {
        guard name.hasPrefix("KP_") else { return name }
        let twin = String(name.dropFirst(3))
        switch twin {
        case "Enter": return "Return"
        case "Space": return "space"
        case "Left", "Right", "Up", "Down", "Page_Up", "Page_Down", "Home", "End": return twin
        default: return name
        }
    }
}
