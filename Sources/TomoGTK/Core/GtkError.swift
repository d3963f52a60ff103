import TomoImaging

/// What can go wrong in TomoGTK.
public enum GtkError: Error, Equatable, CustomStringConvertible {
    /// GTK could not open a display.
    case noDisplay(String)
    /// A bitmap's pixel format has no GTK texture format (16-bit gray must be windowed to 8-bit first).
    case unsupportedPixelFormat(PixelFormat)
    /// A style sheet did not parse; one message per error.
    case invalidStyleSheet([String])
    /// A widget could not be rendered (not yet shown, or nothing drawn).
    case renderFailed(String)
    /// The application could not register on the session bus.
    case registrationFailed(String)

    public var description: String {
        switch self {
        case .noDisplay(let reason): "GTK cannot open a display: \(reason)"
        case .unsupportedPixelFormat(let format): "GTK cannot show \(format.rawValue) pixels; convert to 8-bit first"
        case .invalidStyleSheet(let messages): "invalid CSS: \(messages.joined(separator: "; "))"
        case .renderFailed(let reason): "cannot render the widget: \(reason)"
        case .registrationFailed(let reason): "cannot register the application: \(reason)"
        }
    }
}
