import Foundation
import TomoImaging
import TomoTestSupport

/// The app's window on a private `XvfbServer`, driven and photographed from outside the app.
struct Screen: Sendable {
    let display: XvfbServer
    /// The title of the window to find.
    let title: String

    /// Focuses the window (once it is shown) and types `keys` (X key names, e.g. `Right`, `Page_Down`) through XTEST.
    func press(_ keys: [String]) async throws {
        _ = try await xdotool(["search", "--sync", "--onlyvisible", "--name", "^\(title)$", "windowfocus", "--sync", "key"] + keys)
    }

    /// Focuses the window and types `text` through XTEST, character by character.
    func type(_ text: String) async throws {
        _ = try await xdotool(["search", "--sync", "--onlyvisible", "--name", "^\(title)$", "windowfocus", "--sync", "type", "--delay", "5", text])
    }

    /// Resizes the window to `width` × `height` pixels.
    func resize(width: Int, height: Int) async throws {
        _ = try await xdotool(["search", "--sync", "--name", "^\(title)$", "windowsize", "--sync", "\(width)", "\(height)"])
    }

    /// Clicks mouse button 1 at `x`, `y` in the window.
    func click(x: Int, y: Int) async throws {
        _ = try await xdotool(["search", "--sync", "--onlyvisible", "--name", "^\(title)$", "windowfocus", "--sync", "mousemove", "--window", "%1", "\(x)", "\(y)", "click", "1"])
    }

    /// A screenshot of the window only, as PNG bytes.
    func screenshot() async throws -> Data {
        let id = try await windowID()
        return try await Tools.run(
            try TestEnvironment.requireProgram("import", package: "imagemagick"), ["-window", id, "png:-"], environment: display.environment)
    }

    private func windowID() async throws -> String {
        let output = try await xdotool(["search", "--sync", "--name", "^\(title)$"])
        guard let id = String(decoding: output, as: UTF8.self).split(separator: "\n").first else {
            throw ToolError("no window titled \(title)")
        }
        return String(id)
    }

    private func xdotool(_ arguments: [String]) async throws -> Data {
        try await Tools.run(try TestEnvironment.requireProgram("xdotool", package: "xdotool"), arguments, environment: display.environment)
    }
}
