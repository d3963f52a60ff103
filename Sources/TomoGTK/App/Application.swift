import CGtk

/// The GTK application: owns the main loop and the application's windows.
///
/// ```swift
/// @main enum DesktopApp {
///     @MainActor static func main() {
///         guard Display.availability().isAvailable else { return runHeadless() }
///         let app = Application(id: "org.tomo.Desktop")
///         app.onActivate { app in MainWindow(app).present() }
///         exit(app.run())
///     }
/// }
/// ```
@MainActor
public final class Application: GObjectRef {
    var application: UnsafeMutablePointer<GtkApplication> { tomo_application(pointer) }

    /// An application with the reverse-DNS `id`; several instances may run at once.
    public init(id: String) {
        super.init(adopting: UnsafeMutableRawPointer(gtk_application_new(id, G_APPLICATION_NON_UNIQUE)))
    }

    /// Calls `body` when the application starts and should show its window.
    public func onActivate(_ body: @escaping @MainActor (Application) -> Void) {
        connect("activate") { [weak self] _ in
            if let self { body(self) }
        }
    }

    /// Initializes GTK, runs the main loop until the last window closes or `quit()`, and returns the
    /// exit status. Call it from a synchronous `main` on the main thread: there it also drains Swift's
    /// main-actor queue, so main-actor tasks run on the GTK thread. Never calls `exit`; command-line
    /// arguments are left to the caller.
    public func run() -> Int32 {
        let bridge = MainActorBridge()
        defer { bridge?.remove() }
        return g_application_run(tomo_g_application(pointer), 0, nil)
    }

    /// Binds keyboard shortcuts (`<Control>w`, GTK's accelerator syntax) to the action `name` (such as
    /// `window.close`, which every window has), replacing any shortcuts it had.
    public func setShortcuts(_ shortcuts: [String], forAction name: String) {
        var strings = shortcuts.map { strdup($0) }
        strings.append(nil)
        defer { strings.forEach { free($0) } }
        strings.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                gtk_application_set_accels_for_action(application, name, $0)
            }
        }
    }

    /// Ends `run()` after the current main-loop iteration.
    public func quit() {
        g_application_quit(tomo_g_application(pointer))
    }
}
