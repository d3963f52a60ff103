import FeatureSupport

/// The slider test's look: calm and readable, every size in `em` so that text follows the desktop's text
/// scaling and the screen's own zoom (a `font-size` percentage on the screen's root).
enum SliderTestStyle {
    static let screenClass = "slider-test"
    static let pageClass = "slider-page"
    static let stepClass = "slider-step"
    static let hintClass = "slider-hint"
    static let headerClass = "slider-summary-header"

    static let css = """
        .\(screenClass) .\(pageClass) { padding: 1.5em 2em; }
        .\(screenClass) .\(stepClass) { font-size: 1.6em; font-weight: bold; }
        .\(screenClass) .\(hintClass) { opacity: 0.75; }
        .\(screenClass) scale { min-height: 4em; }
        .\(screenClass) scale value { font-size: 1.4em; font-weight: bold; }
        .\(screenClass) button { padding: 0.35em 1.2em; }
        .\(screenClass) .\(headerClass) { font-weight: bold; }
        """

    /// The zoom's CSS: the screen's root text at `zoom`.
    static func zoomCSS(_ zoom: TextZoom) -> String {
        ".\(screenClass) { font-size: \(zoom.percent)%; }"
    }
}
