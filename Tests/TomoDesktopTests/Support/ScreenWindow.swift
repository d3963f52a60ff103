import FeatureSupport
import Foundation
import TomoGTK
import TomoGTKTestSupport
import TomoImaging
@testable import TomoDesktop

/// A screen of the desktop app in a window of its own on the tests' display, its keys routed to its
/// model as the app's window routes them, with the app's style sheets.
@MainActor
struct ScreenWindow {
    let window: Window
    let display: TestDisplay
    let title: String

    private static var isStyled = false

    /// Shows `root` in a window `width` × `height` titled `title`, sending keys to `keys`.
    static func show(
        _ root: Widget, title: String, width: Int = 900, height: Int = 720,
        keys: @escaping @MainActor (KeyChord) -> Bool = { _ in false }
    ) async throws -> ScreenWindow {
        let display = try await startStyled()
        let window = Window()
        window.title = title
        window.setDefaultSize(width: width, height: height)
        window.setChild(root)
        window.routeKeys(to: keys)
        window.present()
        try await MainContext.waitUntil { root.isMapped && root.size.width > 0 }
        return ScreenWindow(window: window, display: display, title: title)
    }

    /// Starts GTK on the tests' display with the app's style sheets (once); returns the display.
    @discardableResult
    static func startStyled() async throws -> TestDisplay {
        let display = try await GtkTestEnvironment.start()
        if !isStyled {
            try StyleSheet.install(DesktopScreen.css)
            isStyled = true
        }
        return display
    }

    /// Types `keys` (X key names: `Right`, `Page_Down`, `ctrl+s`) into the window.
    func press(_ keys: String...) async throws {
        try await XInput.press(keys, inWindowTitled: title, on: display)
    }

    /// Resizes the window to `width` × `height` pixels.
    func resize(width: Int, height: Int) async throws {
        try await XInput.resize(width: width, height: height, windowTitled: title, on: display)
    }

    /// Closes the window.
    func close() {
        window.destroy()
    }
}

extension Picture {
    /// The pixels of the texture the picture shows, rgba8; nil when it shows none.
    var shownPixels: Bitmap? {
        texture?.download()
    }

    /// Whether the picture shows exactly `bitmap`'s pixels (gray8, rgb8 or rgba8 without transparency).
    func shows(_ bitmap: Bitmap) -> Bool {
        shownPixels == bitmap.converted(to: .rgba8)
    }
}

extension SliceCanvas {
    /// Whether the view's image is exactly `bitmap`'s pixels (gray8, rgb8 or rgba8 without transparency), as
    /// Cairo draws them, for the slice the model shows.
    func shows(_ bitmap: Bitmap) -> Bool {
        isCurrent && surface?.download() == bitmap.converted(to: .rgba8)
    }
}
