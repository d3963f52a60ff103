import TomoCore

/// How an annotation is coloured: measurements (lengths, angles, regions) alike, pinned probes apart, and a
/// report's findings (shown read-only) apart from the reader's own.
public enum AnnotationStyle: Sendable, Hashable {
    case measurement
    case probe
    case report

    /// Its colour on screen and in exported frames: a measurement's amber, a probe's green, a report's pink.
    public var colour: RGBColour {
        switch self {
        case .measurement: RGBColour(red: 255, green: 209, blue: 74)
        case .probe: RGBColour(red: 128, green: 224, blue: 128)
        case .report: RGBColour(red: 245, green: 133, blue: 217)
        }
    }

    /// A selected annotation's colour, whatever its style.
    public static let selectedColour = RGBColour(red: 79, green: 194, blue: 255)
}
