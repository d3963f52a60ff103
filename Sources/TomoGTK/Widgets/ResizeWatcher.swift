import CGtk

/// An empty widget that fills the space it is given and reports its size whenever that changes (a
/// `DrawingArea` that draws nothing): put it under an `Overlay` to learn the overlay's size.
@MainActor
public final class ResizeWatcher: DrawingArea {
    override public init() {
        super.init()
        expandsHorizontally = true
        expandsVertically = true
    }
}
