import TomoCore

/// The window selector as a viewer shows it: every preset by name and, while the window matches none,
/// one more item describing it, selected: "Default (W 406, L -18)" for the series' own default window,
/// "Custom (W 100, L 40)" for a window the user made.
public struct WindowLevelMenu: Equatable, Sendable {
    /// The items' titles, presets first.
    public var items: [String]
    /// The item of the current window; nil when there is no window to choose (the server windows).
    public var selectedIndex: Int?
    /// The presets behind the first items, in order.
    public var presetNames: [String]

    /// The menu for `presets` with `window` current, `presetName` naming it when it is a preset, and
    /// `defaultWindow` the series' default; its figures written as values of `unit` are (a dose's to the mGy).
    public init(
        presets: [WindowPreset], window: WindowLevel?, presetName: String?, defaultWindow: WindowLevel? = nil,
        unit: ValueUnit = .hounsfield
    ) {
        presetNames = presets.map(\.name)
        items = presetNames
        guard let window else {
            selectedIndex = nil
            return
        }
        if let presetName, let index = presetNames.firstIndex(of: presetName) {
            selectedIndex = index
        } else {
            items.append(Self.title(window, isDefault: window == defaultWindow, unit: unit))
            selectedIndex = items.count - 1
        }
    }

    /// The preset item `index` stands for; nil for the custom item or out of range.
    public func presetName(at index: Int) -> String? {
        presetNames.indices.contains(index) ? presetNames[index] : nil
    }

    /// `Custom (W 400, L 40)`, or `Default (…)`; `(W 400, L 40, sigmoid)` for a sigmoid curve, `(lookup
    /// table)` for a file's table.
    static func title(_ window: WindowLevel, isDefault: Bool, unit: ValueUnit) -> String {
        let name = isDefault ? "Default" : "Custom"
        let (width, level) = (unit.number(window.width), unit.number(window.level))
        switch window.function {
        case .table: return "\(name) (lookup table)"
        case .sigmoid: return "\(name) (W \(width), L \(level), sigmoid)"
        case nil: return "\(name) (W \(width), L \(level))"
        }
    }
}
