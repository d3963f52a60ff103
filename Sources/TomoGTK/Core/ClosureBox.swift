import CGtk

/// A Swift closure handed to GLib as a callback's user data.
///
/// `retainedPointer()` gives GLib one strong reference, which the matching destroy notify
/// (`releaseClosureBox` for signals, `releaseSourceBox` for main-loop sources) gives back when GLib
/// drops the handler: on disconnection, when the object is finalized, or when the source is removed.
@MainActor
final class ClosureBox<Body> {
    let body: Body

    init(_ body: Body) {
        self.body = body
    }

    /// A +1 reference for GLib's user data.
    func retainedPointer() -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(self).toOpaque()
    }

    /// The box behind a callback's user data (GLib still holds its reference).
    static func from(_ data: UnsafeMutableRawPointer?) -> ClosureBox {
        Unmanaged<ClosureBox>.fromOpaque(data!).takeUnretainedValue()
    }
}

/// The destroy notify of signal handlers whose user data is a `ClosureBox`.
let releaseClosureBox: GClosureNotify = { data, _ in
    Unmanaged<AnyObject>.fromOpaque(data!).release()
}

/// The destroy notify of main-loop sources whose user data is a `ClosureBox`.
let releaseSourceBox: GDestroyNotify = { data in
    Unmanaged<AnyObject>.fromOpaque(data!).release()
}
