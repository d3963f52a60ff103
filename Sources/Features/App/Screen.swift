/// The screens of the app: one per API of the original assignments.
public enum Screen: String, CaseIterable, Sendable, Hashable {
    /// The CT scan viewer.
    case ct
    /// The image grid of media coverages.
    case grid
    /// The Lorem Picsum photo browser.
    case photos
    /// The slider test.
    case slider

    /// The screens built so far, in the order the app lists them.
    public static let available: [Screen] = [.ct, .grid, .photos, .slider]

    /// The screen's name in the app's switcher.
    public var title: String {
        switch self {
        case .ct: "CT scan"
        case .grid: "Image grid"
        case .photos: "Photos"
        case .slider: "Slider test"
        }
    }

    /// Why `name` names no available screen, listing the ones that do; nil when it names one.
    public static func unknownNameMessage(_ name: String) -> String? {
        guard Screen(rawValue: name).map(available.contains) != true else { return nil }
        return "no screen \(name): choose one of \(available.map(\.rawValue).joined(separator: ", "))"
    }
}
