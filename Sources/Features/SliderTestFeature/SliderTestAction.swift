/// What the slider test's keys do.
public enum SliderTestAction: Sendable, Hashable {
    case previousTick, nextTick
    case firstTick, lastTick
    /// Next; Start Over on the summary; the banner's action while it shows.
    case confirm
    case zoomIn, zoomOut, resetZoom
}
