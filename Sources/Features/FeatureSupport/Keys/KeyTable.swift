/// A screen's keys: rows as the help and the desktop guide list them ("← → | previous / next slice"), each
/// with the chords it binds to the actions its model performs. Rows without chords describe input the
/// front end handles itself (the mouse wheel, a grid's own arrow keys).
public struct KeyTable<Action: Sendable & Hashable>: Sendable {
    /// One row of the table.
    public struct Row: Sendable {
        /// The keys, as the help writes them: "← → (or ↑ ↓)".
        public let keys: String
        /// What they do: "previous / next slice".
        public let does: String
        /// Each chord of the row and the action it performs.
        public let bindings: [(chord: KeyChord, action: Action)]

        /// A row binding `bindings`, described as `keys` and `does`.
        public init(_ keys: String, _ does: String, _ bindings: [(KeyChord, Action)] = []) {
            self.keys = keys
            self.does = does
            self.bindings = bindings.map { (chord: $0.0, action: $0.1) }
        }

        /// A row binding each of `chords` to `action`.
        public init(_ keys: String, _ does: String, _ chords: [KeyChord], to action: Action) {
            self.init(keys, does, chords.map { ($0, action) })
        }
    }

    public let rows: [Row]

    public init(_ rows: [Row]) {
        self.rows = rows
    }

    /// The action `chord` performs; nil if it is not in the table (the front end passes it on).
    public func action(for chord: KeyChord) -> Action? {
        for row in rows {
            if let binding = row.bindings.first(where: { $0.chord == chord }) { return binding.action }
        }
        return nil
    }

    /// The rows as help text shows them, without the actions.
    public var help: [KeyHelp] {
        rows.map { KeyHelp(keys: $0.keys, does: $0.does) }
    }
}

/// One line of a screen's key help: "Page Up / Page Down" and "10 slices back / on".
public struct KeyHelp: Sendable, Hashable {
    public let keys: String
    public let does: String

    public init(keys: String, does: String) {
        self.keys = keys
        self.does = does
    }
}
