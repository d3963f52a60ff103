/// A named window, as radiologists use them (width / level in Hounsfield units).
public struct WindowPreset: Codable, Sendable, Hashable, Identifiable {
    /// A short, URL-safe name such as `brain` or `soft-tissue`.
    public var name: String
    public var window: WindowLevel

    public var id: String { name }

    public init(name: String, window: WindowLevel) {
        self.name = name
        self.window = window
    }

    public static let brain = WindowPreset(name: "brain", window: .init(width: 80, level: 40))
    public static let subdural = WindowPreset(name: "subdural", window: .init(width: 200, level: 75))
    public static let stroke = WindowPreset(name: "stroke", window: .init(width: 40, level: 40))
    public static let bone = WindowPreset(name: "bone", window: .init(width: 2000, level: 500))
    public static let softTissue = WindowPreset(name: "soft-tissue", window: .init(width: 400, level: 40))
    public static let lung = WindowPreset(name: "lung", window: .init(width: 1500, level: -600))

    /// The standard CT presets, in the order a viewer offers them.
    public static let ctPresets: [WindowPreset] = [brain, subdural, stroke, bone, softTissue, lung]
}
