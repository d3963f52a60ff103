import AppFeature
import FeatureSupport
import ImageGridFeature
import PhotoBrowserFeature
import ScanViewerFeature
import SliderTestFeature

/// How the desktop app shows one of the app's screens (`AppScreen`): the view it makes of the screen's
/// model, and its style sheet. `all` is the registry: a new screen is an entry here and one in `AppScreen.all`.
@MainActor
struct DesktopScreen {
    /// The `AppScreen` it shows.
    let id: String
    /// The screen's CSS, installed once for the app.
    let css: String
    /// The view of the screen's model; nil for a model of another type.
    let make: @MainActor (any ScreenModel) -> (any DesktopScreenView)?

    static let all: [DesktopScreen] = [
        DesktopScreen(id: AppScreen.ct.id, css: ScanViewerStyle.css) { model in
            (model as? ScanViewerModel).map { ScanViewerScreen(model: $0) }
        },
        DesktopScreen(id: AppScreen.grid.id, css: ThumbnailListStyle.css) { model in
            (model as? ImageGridModel).map { ThumbnailListScreen(model: $0) }
        },
        DesktopScreen(id: AppScreen.photos.id, css: ThumbnailListStyle.css) { model in
            (model as? PhotoBrowserModel).map { ThumbnailListScreen(model: $0, controls: PhotoDetailControls().hosted) }
        },
        DesktopScreen(id: AppScreen.slider.id, css: SliderTestStyle.css) { model in
            (model as? SliderTestModel).map { SliderTestScreen(model: $0) }
        },
    ]

    /// The entry of screen `id`.
    static func named(_ id: String) -> DesktopScreen? {
        all.first { $0.id == id }
    }

    /// Every screen's CSS and the window's, once each.
    static var css: String {
        var seen = Set<String>()
        return ([MainWindow.css] + all.map(\.css)).filter { seen.insert($0).inserted }.joined(separator: "\n")
    }
}
