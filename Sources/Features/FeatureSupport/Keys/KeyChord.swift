/// A key as the user presses it, in terms any front end maps its events to: a named key or a typed
/// character (letters in lower case: `I` is `i`), with or without Control; with Control, Shift too (a capital
/// letter typed with Control: Ctrl+Shift+Z).
public struct KeyChord: Sendable, Hashable, CustomStringConvertible {
    /// The key itself.
    public enum Key: Sendable, Hashable {
        case named(KeyName)
        case character(Character)
    }

    public let key: Key
    /// Whether Control is held.
    public let control: Bool
    /// Whether Shift is held with Control (a letter typed with both comes as a capital).
    public let shift: Bool

    /// The chord of `key`, letters folded to lower case; a capital letter with `control` is one with Shift.
    public init(_ key: Key, control: Bool = false) {
        switch key {
        case .named:
            self.key = key
            shift = false
        case .character(let character):
            self.key = .character(Character(character.lowercased()))
            shift = control && character.isUppercase
        }
        self.control = control
    }

    /// A named key alone.
    public static func named(_ name: KeyName) -> KeyChord { KeyChord(.named(name)) }

    /// A character typed alone.
    public static func character(_ character: Character) -> KeyChord { KeyChord(.character(character)) }

    /// A character typed with Control held: `control("r")` for Ctrl+R.
    public static func control(_ character: Character) -> KeyChord {
        KeyChord(.character(Character(character.lowercased())), control: true)
    }

    /// A letter typed with Control and Shift held: `controlShift("z")` for Ctrl+Shift+Z.
    public static func controlShift(_ letter: Character) -> KeyChord { KeyChord(.character(Character(letter.uppercased())), control: true) }

    /// A named key with Control held.
    public static func control(_ name: KeyName) -> KeyChord { KeyChord(.named(name), control: true) }

    /// How help text writes it: "←", "I", "Ctrl+R", "Ctrl++".
    public var description: String {
        let base = switch key {
        case .named(let name): name.title
        case .character(let character): character == "-" ? "−" : character.uppercased()
        }
        return (control ? "Ctrl+" : "") + (shift ? "Shift+" : "") + base
    }
}
