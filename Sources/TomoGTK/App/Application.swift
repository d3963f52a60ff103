import CGtk
import Foundation

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

    /// An application with the reverse-DNS `id`. A unique one runs once per user, GApplication's way:
    /// a second launch calls `register()`, finds itself `isRemote` and hands its files over with
    /// `run(opening:)` (the first instance's `onOpen` gets them; with none, it is activated). Otherwise
    /// (the default) several instances run at once.
    public init(id: String, isUnique: Bool = false) {
        let flags = isUnique ? G_APPLICATION_HANDLES_OPEN : G_APPLICATION_NON_UNIQUE
        super.init(adopting: UnsafeMutableRawPointer(gtk_application_new(id, flags)))
    }

    /// Registers the application on the session bus, which tells whether another instance of a unique
    /// one runs (`isRemote`). Without a session bus GLib goes on as if this were the only instance.
    /// Throws when registering failed otherwise.
    public func register() throws(GtkError) {
        var error: UnsafeMutablePointer<GError>?
        guard g_application_register(tomo_g_application(pointer), nil, &error) != 0 else {
            defer { g_error_free(error) }
            throw .registrationFailed(error.map { String(cString: $0.pointee.message) } ?? "unknown error")
        }
    }

    /// Whether another process is the application's primary instance (after `register()`): calls then
    /// go to that process.
    public var isRemote: Bool {
        g_application_get_is_remote(tomo_g_application(pointer)) != 0
    }

    /// Calls `body` with the local paths of the files a launch asked this unique application to open
    /// (`run(opening:)` in another instance); files without a local path are left out. The application
    /// should show its window as it would on activation.
    public func onOpen(_ body: @escaping @MainActor (Application, [String]) -> Void) {
        let handler: @MainActor ([String]) -> Void = { [weak self] paths in
            if let self { body(self, paths) }
        }
        track(tomo_connect_open(
            pointer,
            { _, files, count, _, data in
                let paths = (0..<Int(count)).compactMap { index -> String? in
                    guard let file = files?[index], let path = g_file_get_path(file) else { return nil }
                    defer { g_free(path) }
                    return String(cString: path)
                }
                MainActor.assumeIsolated {
                    ClosureBox<@MainActor ([String]) -> Void>.from(data).body(paths)
                }
            },
            ClosureBox(handler).retainedPointer(), releaseClosureBox))
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
        run(arguments: [])
    }

    /// Runs the application asked to open `paths` (files or folders): a remote one hands them to the
    /// primary instance (or, with none, activates it) and returns at once; GLib then leaves the session
    /// bus as it should. Paths are made absolute first, for a primary instance working elsewhere.
    public func run(opening paths: [String]) -> Int32 {
        run(arguments: paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
    }

    private func run(arguments: [String]) -> Int32 {
        let bridge = MainActorBridge()
        defer { bridge?.remove() }
        guard !arguments.isEmpty else { return g_application_run(tomo_g_application(pointer), 0, nil) }
        var argv = ([CommandLine.arguments.first ?? "tomo"] + arguments).map { strdup($0) }
        defer { argv.forEach { free($0) } }
        return argv.withUnsafeMutableBufferPointer { buffer in
            g_application_run(tomo_g_application(pointer), Int32(buffer.count), buffer.baseAddress)
        }
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
