import FeatureSupport
import Foundation
import Observation
import TomoCore
import TomoImaging
import TomoSeries
import TomoVolume

/// The 3D view of a pane's volume: where it is seen from (`camera`), how (`look`, with a preset's values shifted
/// by `shift`), and the image it shows, rendered off the main actor. A newer image supersedes the one under way,
/// which stops at its next tile; while the view is dragged each image is a draft (fewer pixels, sized to render
/// in about 7 ms, from the volume's coarse copy, `RayCastingOptions.isCoarse`), and the full one follows when the drag ends; any other change shows its
/// draft first, then the full image. It follows the volume as slices arrive. A child of `ReadingPane`, told what to draw by `ScanViewerModel`.
@MainActor
@Observable
public final class VolumeView {
    /// Where the volume is seen from.
    public private(set) var camera = VolumeCamera()
    /// How it is shown.
    public private(set) var look: VolumeLook = .preset(.ctBone)
    /// Values (HU for a CT) a preset's points are moved by: a right drag moves them, as it moves a window.
    public private(set) var shift = 0.0
    /// Whether the corner of the volume facing the camera is cut away at the crosshair, opening it along the
    /// three planes through it.
    public private(set) var cutsAway = false
    /// The box the view keeps (voxel coordinates; drawn with the crop tool in the planes); nil: the whole volume.
    public private(set) var cropBox: VolumeBox?
    /// What the view shows; nil before its first image.
    public private(set) var shown: Shown?
    /// Why the last image could not be made.
    public private(set) var failure: String?

    /// An image of the 3D view and what it was made of.
    public struct Shown: Sendable, Equatable {
        public var image: Bitmap
        public var camera: VolumeCamera
        public var look: VolumeLook
        public var shift: Double
        /// The box cut away, if any.
        public var cutAway: VolumeBox?
        /// The box kept, if the view is cropped.
        public var crop: VolumeBox?
        /// Whether it is a draft (made while dragging), to be followed by the full image.
        public var isDraft: Bool
        /// The slices the volume held when it was made.
        public var slicesFilled: Int
        /// How long rendering it took, in milliseconds.
        public var milliseconds: Double
    }

    /// The button held over the view, where it went down and where it was last.
    @ObservationIgnored var drag: (button: PointerButton, start: Point2D, last: Point2D)?
    /// The view's size in points, the image's bound.
    @ObservationIgnored var viewSize = Size2D(512, 512)
    /// The rendering under way: its number, whether it is stale, the task.
    @ObservationIgnored private var inFlight: (id: Int, stale: Locked<Bool>, task: Task<Void, Never>)?
    @ObservationIgnored private var lastID = 0
    /// What the last image asked for was made of (so that an unchanged request is not made again).
    @ObservationIgnored private var asked: Request?

    /// Everything an image is made of.
    private struct Request: Equatable {
        var camera: VolumeCamera
        var look: VolumeLook
        var shift: Double
        var window: WindowLevel?
        var cutAway: VolumeBox?
        var crop: VolumeBox?
        var width: Int, height: Int
        var isDraft: Bool
        var slicesFilled: Int

        /// Whether `other` shows what this does: the same camera, look, shift, window and cut (its size, draft
        /// or not, and slices aside).
        func showsTheSameView(as other: Request) -> Bool {
            camera == other.camera && look == other.look && shift == other.shift && window == other.window && cutAway == other.cutAway
                && crop == other.crop
        }
    }

    /// The longest side of a full image, in pixels (a larger view shows it scaled).
    static let largestSide = 768
    /// A draft's size against the full image's on each side: a quarter at first, then adapted after each draft
    /// so that the next takes about `draftBudget` (its pixels in proportion), within `draftScales`. With samples
    /// a voxel apart, a quarter of a 598 × 310 view was painted 38 ms after a drag's move at the median, a third
    /// 52 (`scripts/bench/ct-keys.sh`): too late for the next frame. From the coarse copy, adapted to 7 ms: 11 ms.
    @ObservationIgnored private(set) var draftScale = 0.25
    /// How long a draft should take to render, in milliseconds: with the hops to the main thread and its painting,
    /// within the frame after the move (a move comes just after a frame at worst, which leaves the frame's period
    /// less that frame's painting: with 12, two in three moves were painted a frame late).
    static let draftBudget = 7.0
    /// The least and greatest draft scale.
    static let draftScales = (1.0 / 6)...0.5

    init() {}

    isolated deinit {
        inFlight?.stale.withLock { $0 = true }
        inFlight?.task.cancel()
    }

    // MARK: What is seen

    /// Turns the camera by a drag of `delta` points, as a trackball: right turns the volume to the right about the
    /// image's vertical, down tilts its top towards the viewer about the image's horizontal, half a degree a point,
    /// whatever way it is turned already (mixed drags roll it, and reach every orientation).
    func rotate(by delta: Point2D) {
        camera = camera.turned(right: -delta.x / 2, up: delta.y / 2)
    }

    /// Moves the volume across the view by a drag of `delta` points, the view showing a volume on `geometry`.
    func pan(by delta: Point2D, geometry: VolumeGeometry) {
        let width = max(Int(viewSize.width), 1), height = max(Int(viewSize.height), 1)
        guard let pointSize = try? camera.imagePlane(of: geometry, width: width, height: height).spacing else { return }
        camera.panRight += delta.x * pointSize
        camera.panUp -= delta.y * pointSize
    }

    /// Cuts the corner facing the camera away at the crosshair, or no longer.
    func toggleCutAway() {
        cutsAway.toggle()
    }

    /// Zooms by `steps` notches (a quarter each), between a quarter and 16 times the fitted size.
    func zoom(by steps: Int) {
        camera.zoom = min(max(camera.zoom * pow(1.25, Double(steps)), 0.25), 16)
    }

    /// Moves a preset's points by `values` (a right drag: up raises them).
    func moveShift(by values: Double) {
        shift += values
    }

    /// Looks from `view`, unrolled, the zoom kept.
    func show(_ view: StandardView) {
        (camera.azimuth, camera.elevation) = view.angles
        camera.roll = 0
    }

    /// The next of the six standard views after the one shown, round; anterior after any other angle.
    func stepStandardView() {
        let views = StandardView.allCases
        let current = StandardView.seen(by: camera).flatMap(views.firstIndex(of:))
        show(views[current.map { ($0 + 1) % views.count } ?? 0])
    }

    /// Shows the volume `look`'s way, the shift back to 0.
    func setLook(_ look: VolumeLook) {
        self.look = look
        shift = 0
    }

    /// Anterior, fitted and centred, the preset unshifted, nothing cut away or cropped.
    func reset() {
        camera = VolumeCamera()
        shift = 0
        cutsAway = false
        cropBox = nil
    }

    /// Keeps `box` of the volume (nil: the whole of it).
    func crop(to box: VolumeBox?) {
        cropBox = box
    }

    /// `transfer` with its points moved by `shift`.
    nonisolated static func shifted(_ transfer: VolumeTransferFunction, by shift: Double) -> VolumeTransferFunction {
        guard shift != 0 else { return transfer }
        var moved = transfer
        moved.colours = transfer.colours.map { VolumeTransferFunction.ColourPoint($0.value + shift, $0.red, $0.green, $0.blue) }
        moved.opacities = transfer.opacities.map { VolumeTransferFunction.OpacityPoint($0.value + shift, $0.opacity) }
        return moved
    }

    // MARK: Drawing

    /// Draws `volume` as the view is set, a projection through `window`, cut away at `crosshair` (voxel
    /// coordinates; the volume's centre without one) when it cuts away: a draft, or the full image; unless
    /// `force`, not when that image is shown already or being made. An image under way gives way. A full image of
    /// something not shown yet (another side, look, zoom, window, cut; not merely more slices) is preceded by its
    /// draft, so that the change shows within a frame or two.
    func draw(_ volume: CTVolume, window: WindowLevel?, crosshair: Vector3?, draft: Bool, force: Bool = false) {
        let fitted = min(1, Double(Self.largestSide) / max(viewSize.width, viewSize.height, 1))
        // A preset colours the volume itself: the window changes nothing in its image.
        let window = if case .projection = look { window } else { WindowLevel?.none }
        let geometry = volume.geometry
        let centre = Vector3(Double(geometry.columns - 1) / 2, Double(geometry.rows - 1) / 2, Double(geometry.sliceCount - 1) / 2)
        let cutAway = cutsAway ? VolumeBox.corner(of: geometry, at: crosshair ?? centre, facing: camera.axes.forward) : nil
        func request(draft: Bool) -> Request {
            let scale = fitted * (draft ? draftScale : 1)
            return Request(
                camera: camera, look: look, shift: shift, window: window, cutAway: cutAway, crop: cropBox, width: max(16, Int(viewSize.width * scale)),
                height: max(16, Int(viewSize.height * scale)), isDraft: draft, slicesFilled: volume.filledCount)
        }
        let wanted = request(draft: draft)
        guard force || wanted != asked else { return }
        let isNew = asked.map { !$0.showsTheSameView(as: wanted) } ?? true
        asked = wanted
        if !draft, isNew {
            start(request(draft: true), of: volume, then: wanted)
        } else {
            start(wanted, of: volume, then: nil)
        }
    }

    /// Renders `request` off the main actor, the image under way given up; once it is shown, `follow` (the full
    /// image after its draft).
    private func start(_ request: Request, of volume: CTVolume, then follow: Request?) {
        inFlight?.stale.withLock { $0 = true }
        lastID += 1
        let id = lastID, stale = Locked(false)
        let spacing = min(volume.geometry.pixelSpacing.row, volume.geometry.pixelSpacing.column, volume.geometry.sliceSpacing)
        let options = RayCastingOptions(
            sampleSpacing: request.isDraft ? spacing : nil, crop: request.crop, cutAway: request.cutAway, isCoarse: request.isDraft
        ) { stale.withLock { $0 } }
        let task = Task.detached(priority: .userInitiated) {
            let started = ContinuousClock.now
            let made = Result { try Self.render(volume, request: request, options: options) }
            let milliseconds = (ContinuousClock.now - started) / .milliseconds(1)
            await self.finish(made, of: request, id: id, milliseconds: milliseconds, then: follow, of: volume)
        }
        inFlight = (id, stale, task)
        isDrawingDraft = request.isDraft
    }

    /// Forgets the image and what was asked, the image under way given up (it never shows), the camera back to
    /// anterior: a new series.
    func clear() {
        inFlight?.stale.withLock { $0 = true }
        inFlight = nil
        isDrawingDraft = false
        lastID += 1
        asked = nil
        shown = nil
        failure = nil
        reset()
    }

    /// Scales drafts so that the next takes about `draftBudget`, one that took `milliseconds` having been made:
    /// its pixels in proportion, at most twice or half as many at a step.
    func adaptDraftScale(toDraftOf milliseconds: Double) {
        let ratio = min(max(Self.draftBudget / max(milliseconds, 0.1), 0.5), 2)
        draftScale = min(max(draftScale * ratio.squareRoot(), Self.draftScales.lowerBound), Self.draftScales.upperBound)
    }

    /// Whether an image is being made.
    public var isDrawing: Bool { inFlight != nil }

    /// Whether the image being made is a draft.
    public private(set) var isDrawingDraft = false

    /// Waits until the image asked for last is shown (or has failed).
    public func waitUntilDrawn() async {
        while let (_, _, task) = inFlight { await task.value }
    }

    /// Shows what rendering image `id` made, unless a newer one was asked for; then starts `follow` of `volume`
    /// (the full image after its draft), unless it failed.
    private func finish(
        _ made: Result<Bitmap, any Error>, of request: Request, id: Int, milliseconds: Double, then follow: Request?, of volume: CTVolume
    ) {
        guard id == lastID else { return }
        inFlight = nil
        isDrawingDraft = false
        switch made {
        case .success(let image):
            shown = Shown(
                image: image, camera: request.camera, look: request.look, shift: request.shift, cutAway: request.cutAway, crop: request.crop, isDraft: request.isDraft,
                slicesFilled: request.slicesFilled, milliseconds: milliseconds)
            failure = nil
            if request.isDraft { adaptDraftScale(toDraftOf: milliseconds) }
        case .failure(let error):
            failure = ErrorMessage.text(for: error)
        }
        if let follow, failure == nil { start(follow, of: volume, then: nil) }
    }

    /// The image `request` asks for of `volume`: composited through its preset, shifted, or projected through its
    /// window (a CT's soft tissue window without one).
    private nonisolated static func render(_ volume: CTVolume, request: Request, options: RayCastingOptions) throws -> Bitmap {
        let (camera, width, height) = (request.camera, request.width, request.height)
        switch request.look {
        case .preset(let preset):
            return try volume.rendering(shifted(preset, by: request.shift), camera: camera, width: width, height: height, options: options).image()
        case .projection(let projection):
            let window = request.window ?? WindowLevel(width: 400, level: 40)
            let section = try volume.projection(projection, camera: camera, width: width, height: height, within: window.distinguishedValues, options: options)
            return try section.image(window: window)
        }
    }
}
