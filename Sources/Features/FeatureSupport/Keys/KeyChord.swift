/// A key as the user presses it, in terms any front end maps its events to: a named key or a typed
/// character (letters in lower case: `I` is `i`), with or without Control.
public struct KeyChord: Sendable, Hashable, CustomStringConvertible {
    /// The key itself.
    public enum Key: Sendable, Hashable {
        case named(KeyName)
        case character(Character)
    }

    public let key: Key
    /// Whether Control is held.
    public let control: Bool

    /// The chord of `key`, letters folded to lower case.
    public init(_ key: Key, control: Bool = false) {
        switch key {
        case .named: self.key = key
        case .character(let character): self.key = .character(Character(character.lowercased()))
        }
        self.control = control
    }

    /// A named key alone.
    public static func named(_ name: KeyName) -> KeyChord { KeyChord(.named(name)) }

    /// A character typed alone.
    public static func character(_ character: Character) -> KeyChord { KeyChord(.character(character)) }

    /// A character typed with Control held: `control("r")` for Ctrl+R.
    public static func control(_ character: Character) -> KeyChord { KeyChord(.character(character), control: true) }

    /// A named key with Control held.
    public static func control(_ name: KeyName) -> KeyChord { KeyChord(.named(name), control: true) }

    /// How help text writes it: "←", "I", "Ctrl+R", "Ctrl++".
    public var description: String {
        let base = switch key {
        case .named(let name): name.title
        case .character(let character): character == "-" ? "−" : character.uppercased()
        }
        return control ? "Ctrl+" + base : base
    }
}
