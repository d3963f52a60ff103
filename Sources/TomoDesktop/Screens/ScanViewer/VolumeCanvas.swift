import ScanViewerFeature
import TomoGTK

/// The 3D view of a pane: the image the model's `VolumeView` shows, fitted in the view and centred (a draft scaled
/// up), with the patient's directions at its edges, the orientation cube in its corner and its caption; or why
/// there is none. It forwards the pointer
/// (drag to turn, right drag to shift, middle drag to pan, wheel to zoom) and its size; nothing is decided here.
@MainActor
package final class VolumeCanvas {
    /// The widget to place.
    package let area = DrawingArea()
    private let model: ScanViewerModel
    /// The pane whose 3D view it is.
    package let pane: ReadingPane
    /// What the last render asked to draw, and its image as Cairo draws it (made off the main thread) with the
    /// image it was made from.
    package private(set) var content = Content()
    private var surface: ImageSurface?
    private var surfaceSource: VolumeView.Shown?
    /// Whether `surfaceSource`'s surface is being made off the main thread.
    private var isMakingSurface = false
    /// What the last paint drew, for tests to see a change reach the screen.
    package private(set) var drawn: Content?

    /// What the view draws over the black.
    package struct Content: Equatable {
        package var image: VolumeView.Shown?
        package var caption: String?
        package var letters: [String] = []
        package var cube: OrientationCube?
        package var message: String?
    }

    /// The 3D view of `pane` of `model`.
    init(model: ScanViewerModel, pane: ReadingPane) {
        self.model = model
        self.pane = pane
        area.expandsHorizontally = true
        area.expandsVertically = true
        area.isFocusable = true
        area.onDraw { [weak self] context, width, height in
            self?.draw(in: context, width: width, height: height)
        }
        connectInput()
    }

    /// Takes what the model shows now in the pane's 3D view; repaints if anything changed.
    func render() {
        let new = model.acting(on: pane) {
            let letters = model.volumeOrientationLetters.map { [$0.left, $0.right, $0.top, $0.bottom] } ?? []
            return Content(
                image: model.volumeView.shown, caption: model.volumeCaption, letters: letters, cube: model.volumeOrientationCube,
                message: model.volumeViewMessage)
        }
        guard new != content else { return }
        if new.image != surfaceSource { makeSurface(for: new.image) }
        content = new
        // A new image waiting for its surface is painted with it (`finish`), not a frame earlier beside the old one.
        if !isMakingSurface { area.queueDraw() }
    }

    /// Whether the surface painted is made from the image the model shows.
    package var isCurrent: Bool { surfaceSource == content.image && (surface != nil) == (content.image != nil) }

    /// The most pixels an image may have for its surface to be made on the main thread, at once: a draft's
    /// (a sixth to half of the view a side), made in well under a millisecond, painted in the frame it is
    /// shown in rather than after a round trip to another thread.
    static let largestImageMadeAtOnce = 65_536

    /// Makes the surface of `shown`'s image: a draft's at once, a larger one off the main thread; a newer image
    /// supersedes it.
    private func makeSurface(for shown: VolumeView.Shown?) {
        surfaceSource = shown
        isMakingSurface = false
        guard let shown else {
            surface = nil
            return
        }
        if shown.image.width * shown.image.height <= Self.largestImageMadeAtOnce {
            surface = try? ImageSurface(shown.image)
            return
        }
        isMakingSurface = true
        Task.detached(priority: .userInitiated) { [weak self] in
            let surface = try? ImageSurface(shown.image)
            await self?.finish(surface, for: shown)
        }
    }

    private func finish(_ surface: ImageSurface?, for shown: VolumeView.Shown) {
        guard shown == surfaceSource else { return }
        self.surface = surface
        isMakingSurface = false
        area.queueDraw()
    }

    private func connectInput() {
        area.onResize { [weak self] width, height in
            guard let self else { return }
            model.acting(on: pane) { model.setVolumeViewSize(Size2D(Double(width), Double(height))) }
        }
        for (number, button) in [(1, PointerButton.primary), (2, .middle), (3, .secondary)] as [(UInt32, PointerButton)] {
            area.onPointerDrag(button: number) { [weak self] x, y in
                guard let self else { return }
                model.activate(pane)
                model.volumePressed(button, at: Point2D(x, y))
            } dragged: { [weak self] x, y in
                self?.model.volumeDragged(to: Point2D(x, y))
            } released: { [weak self] _, _ in
                self?.model.volumeReleased()
            }
        }
        area.onWheel { [weak self] notches, _ in
            guard let self, notches != 0 else { return false }
            let steps = Int(notches.rounded())
            model.activate(pane)
            model.volumeWheel(steps != 0 ? steps : (notches > 0 ? 1 : -1))
            return true
        }
    }

    /// Paints the view: black, the image fitted and centred, the letters at its edges, the cube in the bottom right
    /// corner, the caption below.
    private func draw(in context: CairoContext, width: Double, height: Double) {
        drawn = content
        context.setColor(red: 0, green: 0, blue: 0)
        context.paint()
        context.setColor(red: 0.91, green: 0.91, blue: 0.91)
        if let message = content.message {
            let size = context.size(of: message)
            context.drawText(message, x: max(8, (width - size.width) / 2), y: (height - size.height) / 2)
            return
        }
        if let surface {
            let scale = min(width / Double(surface.width), height / Double(surface.height))
            context.withSavedState {
                context.transform(
                    xx: scale, yx: 0, xy: 0, yy: scale, x0: (width - Double(surface.width) * scale) / 2, y0: (height - Double(surface.height) * scale) / 2)
                context.draw(surface, sampling: .linear)
            }
        }
        if content.letters.count == 4 {
            let sizes = content.letters.map { context.size(of: $0) }
            context.drawText(content.letters[0], x: 8, y: (height - sizes[0].height) / 2)
            context.drawText(content.letters[1], x: width - 8 - sizes[1].width, y: (height - sizes[1].height) / 2)
            context.drawText(content.letters[2], x: (width - sizes[2].width) / 2, y: 8)
            context.drawText(content.letters[3], x: (width - sizes[3].width) / 2, y: height - 8 - sizes[3].height - 18)
        }
        if let cube = content.cube { draw(cube, in: context, centre: (width - 44, height - 64)) }
        if let caption = content.caption {
            context.drawText(caption, x: 8, y: height - 8 - context.size(of: caption).height)
        }
    }

    /// Paints `cube` about `centre`: each face shaded by how squarely it faces the reader, outlined, its letter
    /// on it where it faces the reader enough to read.
    private func draw(_ cube: OrientationCube, in context: CairoContext, centre: (x: Double, y: Double)) {
        let scale = 16.0
        func place(_ point: Point2D) -> (x: Double, y: Double) { (centre.x + point.x * scale, centre.y + point.y * scale) }
        for face in cube.faces {
            let corners = face.corners.map(place)
            let shade = 0.22 + 0.4 * face.facing
            context.setColor(red: shade, green: shade, blue: shade * 1.15, alpha: 0.9)
            context.fill(corners)
            context.setColor(red: 0.85, green: 0.85, blue: 0.85)
            context.stroke(corners, width: 1, closed: true)
            guard face.facing > 0.35 else { continue }
            let size = context.size(of: face.letter), at = place(face.centre)
            context.drawText(face.letter, x: at.x - size.width / 2, y: at.y - size.height / 2)
        }
    }
}
