import CGtk

/// A window that belongs to an `Application`: the application runs while it is open.
@MainActor
public final class ApplicationWindow: Window {
    /// A new window of `application`, which must be running (make windows in `onActivate`).
    public init(application: Application) {
        super.init(retaining: UnsafeMutableRawPointer(gtk_application_window_new(application.application)))
    }
}
