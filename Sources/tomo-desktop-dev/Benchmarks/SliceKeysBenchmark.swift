import FeatureSupport
import Foundation
import ScanViewerFeature
import TomoCore
import TomoDesktop
import TomoGTK
import TomoSeries
import TomoVolume

/// The CT viewer's "key → painted" benchmark (issue 23, P7): a DICOM series open with every slice in its
/// volume, then ↓ / ↑ pressed one at a time (through the key table, as GTK's key handler calls it), each
/// timed until the frame clock's after-paint of the first frame in which every view shows the move: in the
/// axial layout; in the three-plane layout with the axial view active (its slice changes, the other two
/// views' crosshair lines move); and with the sagittal view active (its section changes, the axial and
/// coronal lines move); the sagittal view enlarged; a 20 mm MIP slab in every view, the axial one active;
/// the coronal and sagittal planes turned 30°, the oblique coronal view active; the 3D view beside the planes
/// (a drag of 4 points at a time until its draft is painted, the release until the full image is, X until the
/// next look's first image, its draft, is; the work alone there is the full image); two panes (the series opened
/// beside itself) of one view each, then of three planes each, the right one active, then linked (K: the left pane
/// follows each move, all six views painted); and, where a segmentation lies beside the series, the three planes
/// with it laid over them. Counts the frames painted in between (moves that missed the first frame). The
/// baseline, in the same run: the work alone for the same moves (the slice windowed from the volume; the
/// section cut and windowed). Writes the figures as JSON to `output` and closes the window.
@MainActor
final class SliceKeysBenchmark {
    /// One layout's or view's figures.
    struct Run: Codable {
        var name: String
        var moves: Int
        /// Each view's size in points.
        var viewSizes: [String]
        /// Milliseconds from the key to the after-paint of the frame showing it (the wait for the next frame
        /// included: the key is pressed just after a frame, the worst phase).
        var onScreen: Percentiles
        /// Milliseconds from the start of that frame (its tick) to its after-paint: what showing the move
        /// costs inside the frame, to fit in one frame at 60 Hz.
        var inFrame: Percentiles
        /// Milliseconds of the image work alone.
        var workAlone: Percentiles
        /// How many moves had 0, 1, 2, … frames painted between the key and the frame showing it.
        var framesBetween: [Int]
    }

    struct Figures: Codable {
        var slices: Int
        var columns: Int
        var rows: Int
        var runs: [Run]
    }

    private let window: MainWindow
    private let moves: Int
    private let output: URL

    init(window: MainWindow, moves: Int, output: URL) {
        self.window = window
        self.moves = moves
        self.output = output
    }

    /// Starts once the CT viewer is built; the window's handlers keep the benchmark until it closes.
    func start() {
        window.measureScanViewer("Slice keys benchmark", output: output) { try await self.run($0) }
    }

    private func run(_ screen: ScanViewerScreen) async throws -> Figures {
        let model = screen.model
        await model.waitUntil { $0.phase == .ready || $0.banner != nil }
        await model.waitUntilPreloaded()
        guard let series = model.series, let volume = series.volume, let window = model.window else {
            throw BenchmarkFailure("the series did not open into a volume: \(model.banner?.message ?? "no volume")")
        }
        let geometry = volume.geometry
        model.setIndex(geometry.sliceCount / 2)
        var runs: [Run] = []
        // The work alone is what the views do: the section cut from the volume and windowed.
        runs.append(try await measure("axial layout, ↓ ↑ on the axial view", screen) { index in
            _ = try? volume.section(.axial(index))?.image(window: window, inverted: series.isInverted)
        })
        model.setLayout(.threePlanes)
        // With a segmentation found beside the series (a SEG in its folder), the three planes with it laid over them, then
        // without (the toolbar has grown to hold the segmentation's title: the two rows at one size).
        await model.waitUntilSegmentationsSettled()
        if model.segmentationMenuItems.count > 1 {
            model.selectSegmentationMenuItem(at: 1)
            await model.waitUntilSegmentationsSettled()
            guard let layer = model.segmentations.layer else {
                throw BenchmarkFailure("the segmentation was not laid over: \(model.segmentationStatus ?? "no status")")
            }
            await model.waitUntilViewsDrawn()
            await screen.root.nextFrames(3)
            runs.append(try await measure("three planes, \(layer.segments.count) segments over them, ↓ ↑ on the axial view", screen) { index in
                _ = try? volume.section(.axial(index))?.image(window: window, inverted: series.isInverted)
            })
            model.selectSegmentationMenuItem(at: 0)
        }
        await model.waitUntilViewsDrawn()
        await screen.root.nextFrames(3)
        runs.append(try await measure("three planes, ↓ ↑ on the axial view", screen) { index in
            _ = try? volume.section(.axial(index))?.image(window: window, inverted: series.isInverted)
        })
        // Make the sagittal view the active one, as a click on it does.
        if let viewport = model.viewport(of: .sagittal) {
            let centre = viewport.viewPoint(ofImagePoint: Point2D(viewport.imageSize.width / 2, viewport.imageSize.height / 2))
            model.pointerPressed(.primary, at: centre, in: .sagittal)
            await model.pointerReleased(at: centre)
        }
        await model.waitUntilViewsDrawn()
        await screen.root.nextFrames(3)
        runs.append(try await measure("three planes, ↓ ↑ on the sagittal view", screen) { column in
            _ = try? volume.section(.sagittal(column))?.image(window: window)
        })
        model.setLayout(.enlarged(.sagittal))
        await model.waitUntilViewsDrawn()
        await screen.root.nextFrames(3)
        runs.append(try await measure("sagittal enlarged, ↓ ↑ on it", screen) { column in
            _ = try? volume.section(.sagittal(column))?.image(window: window)
        })
        // A 20 mm MIP slab in each of the three views, the axial one active.
        model.setLayout(.threePlanes)
        let mip = Slab(thickness: 20, projection: .mip)
        for plane in VolumePlane.allCases { model.setSlab(mip, of: plane) }
        await activate(.axial, of: model)
        await model.waitUntilViewsDrawn()
        await screen.root.nextFrames(3)
        runs.append(try await measure("three planes, MIP 20 mm in each, ↓ ↑ on the axial view", screen) { index in
            _ = try? volume.section(.axial(index), slab: mip)?.image(window: window, inverted: series.isInverted)
        })
        // No slabs; the coronal and sagittal planes turned 30° about the axial normal, the coronal one active:
        // each move cuts it again at its new depth.
        for plane in VolumePlane.allCases { model.setSlab(Slab(thickness: 0, projection: .mip), of: plane) }
        model.rotatePlanes(about: .axial, by: .pi / 6)
        await activate(.coronal, of: model)
        await model.waitUntilViewsDrawn()
        await screen.root.nextFrames(3)
        runs.append(try await measure("three planes turned 30°, ↓ ↑ on the oblique coronal view", screen) { _ in
            guard let plane = model.obliquePlane(shownIn: .coronal) else { return }
            _ = try? volume.section(.oblique(plane))?.image(window: window)
        })
        model.squarePlanes()
        runs += try await measure3D(screen, volume: volume)
        // Two panes (Open beside: the same series again, in a pane of its own), one view each, then three each;
        // ↓ ↑ on the new pane's axial view while the first pane shows its own.
        model.setLayout(.axial)
        await model.openBeside()
        await model.waitUntil { $0.phase == .ready || $0.banner != nil }
        await model.waitUntilPreloaded()
        guard model.panes.count == 2, let beside = model.series?.volume else { throw BenchmarkFailure("the second pane did not open") }
        model.setIndex(beside.geometry.sliceCount / 2)
        await model.waitUntilViewsDrawn()
        await screen.root.nextFrames(3)
        runs.append(try await measure("two panes of one view, ↓ ↑ on the right one", screen) { index in
            _ = try? beside.section(.axial(index))?.image(window: window, inverted: series.isInverted)
        })
        for pane in model.panes { model.acting(on: pane) { _ = model.setLayout(.threePlanes) } }
        await activate(.axial, of: model)
        await model.waitUntilViewsDrawn()
        await screen.root.nextFrames(3)
        runs.append(try await measure("two panes of three planes, ↓ ↑ on the right axial", screen) { index in
            _ = try? beside.section(.axial(index))?.image(window: window, inverted: series.isInverted)
        })
        // Linked (K): each move also moves the left pane to the same place, both panes' three views painted.
        guard model.toggleLinkedPanes() else { throw BenchmarkFailure("the panes could not be linked") }
        await model.waitUntilViewsDrawn()
        await screen.root.nextFrames(3)
        runs.append(try await measure("two linked panes of three planes, ↓ ↑ on the right axial", screen) { index in
            for volume in [volume, beside] { _ = try? volume.section(.axial(index))?.image(window: window, inverted: series.isInverted) }
        })
        return Figures(slices: geometry.sliceCount, columns: geometry.columns, rows: geometry.rows, runs: runs)
    }

    /// Makes `plane`'s view the active one, as a click at its crosshair does (which keeps the crosshair there).
    private func activate(_ plane: VolumePlane, of model: ScanViewerModel) async {
        guard let viewport = model.viewport(of: plane), let crosshair = model.crosshairPoint(in: plane) else { return }
        let point = viewport.viewPoint(ofImagePoint: crosshair)
        model.pointerPressed(.primary, at: point, in: plane)
        await model.pointerReleased(at: point)
    }

    /// Presses ↓ `moves / 2` times then ↑ as often, each timed until painted; `work` does the image work of
    /// showing section `index` alone, for the baseline.
    private func measure(
        _ name: String, _ screen: ScanViewerScreen, work: (Int) async -> Void
    ) async throws -> Run {
        let model = screen.model
        var onScreen: [Double] = [], inFrame: [Double] = [], framesBetween: [Int] = [], sections: [Int] = []
        for move in 0..<moves {
            let key = KeyChord.named(move < moves / 2 ? .down : .up)
            guard let (milliseconds, frameMilliseconds, frames) = await press(key, on: screen) else {
                throw BenchmarkFailure("\(name): not on screen")
            }
            onScreen.append(milliseconds)
            inFrame.append(frameMilliseconds)
            framesBetween.append(frames)
            sections.append(model.activePlane == .axial ? model.index : model.crosshair?.column ?? 0)
        }
        var workAlone: [Double] = []
        for section in sections {
            let start = ContinuousClock.now
            await work(section)
            workAlone.append((ContinuousClock.now - start).milliseconds)
        }
        let views = screen.canvases.filter(\.area.isVisible).map { "\($0.plane.rawValue) \($0.area.size.width)×\($0.area.size.height)" }
        return Run(
            name: name, moves: moves, viewSizes: views, onScreen: Percentiles(onScreen), inFrame: Percentiles(inFrame),
            workAlone: Percentiles(workAlone),
            framesBetween: (0...(framesBetween.max() ?? 0)).map { count in framesBetween.count { $0 == count } })
    }

    /// Presses `key`; returns the milliseconds until the after-paint of the first frame in which every view
    /// shows what the model now does, those from that frame's tick to its after-paint, and how many frames
    /// were painted before it; nil if not on screen.
    private func press(
        _ key: KeyChord, on screen: ScanViewerScreen
    ) async -> (milliseconds: Double, frameMilliseconds: Double, framesBetween: Int)? {
        await respond(to: { screen.model.handle(key) }, on: screen) { Self.showsTheModel(screen) }
    }

    /// Gives `input` (false: it was not taken); returns the milliseconds until the after-paint of the first frame
    /// painted once `isShown` says so, those from that frame's tick to its after-paint, and how many frames were
    /// painted before it; nil if not on screen or not taken.
    private func respond(
        to input: () -> Bool, on screen: ScanViewerScreen, isShown: @escaping () -> Bool
    ) async -> (milliseconds: Double, frameMilliseconds: Double, framesBetween: Int)? {
        await withCheckedContinuation { done in
            let start = ContinuousClock.now
            var frames = 0, frameStart = start, isDone = false
            screen.root.onEveryFrame { _ in
                frameStart = ContinuousClock.now
                return !isDone
            }
            let isOnScreen = screen.root.onEveryPaint {
                guard isShown() else {
                    frames += 1
                    return true
                }
                isDone = true
                let now = ContinuousClock.now
                done.resume(returning: ((now - start).milliseconds, (now - frameStart).milliseconds, frames))
                return false
            }
            guard isOnScreen, input() else { return done.resume(returning: nil) }
        }
    }

    /// The 3D view beside the planes (Ctrl+4), CT-Bone: a drag of 4 points at a time, each move timed until the
    /// draft of its camera is painted; the button released, until the full image is; X (the next look) until the
    /// new look's first image (its draft) is. The work alone: the same image rendered on its own (for X, the full one).
    private func measure3D(_ screen: ScanViewerScreen, volume: CTVolume) async throws -> [Run] {
        let model = screen.model
        model.setLayout(.planesAnd3D)
        await model.volumeView.waitUntilDrawn()
        await screen.root.nextFrames(3)
        let canvas = screen.volumeCanvas
        func painted(_ test: @escaping (VolumeView.Shown) -> Bool) -> () -> Bool {
            { canvas.isCurrent && canvas.drawn == canvas.content && canvas.drawn?.image.map(test) == true }
        }
        let size = "3D \(canvas.area.size.width)×\(canvas.area.size.height)"
        var drag = Samples(), release = Samples(), look = Samples()
        let spacing = min(volume.geometry.pixelSpacing.row, volume.geometry.pixelSpacing.column, volume.geometry.sliceSpacing)
        let start = Point2D(Double(canvas.area.size.width) / 2, Double(canvas.area.size.height) / 2)
        for turn in 0..<max(1, moves / 20) {
            model.volumePressed(.primary, at: start)
            var point = start
            for _ in 0..<20 {
                point = point + Point2D(turn.isMultiple(of: 2) ? 4 : -4, 1)
                let target = point
                var camera = model.volumeView.camera
                guard let answer = await respond(to: { model.volumeDragged(to: target); camera = model.volumeView.camera; return true }, on: screen,
                    isShown: painted { $0.isDraft && $0.camera == camera })
                else { throw BenchmarkFailure("3D drag: not on screen") }
                drag.add(answer)
                let shown = model.volumeView.shown
                try drag.time { _ = try volume.rendering(.ctBone, camera: camera, width: shown?.image.width ?? 0, height: shown?.image.height ?? 0,
                    options: RayCastingOptions(sampleSpacing: spacing, isCoarse: true)) }
            }
            let camera = model.volumeView.camera
            guard let answer = await respond(to: { model.volumeReleased(); return true }, on: screen, isShown: painted { !$0.isDraft && $0.camera == camera })
            else { throw BenchmarkFailure("3D release: not on screen") }
            release.add(answer)
            let shown = model.volumeView.shown
            try release.time { _ = try volume.rendering(.ctBone, camera: camera, width: shown?.image.width ?? 0, height: shown?.image.height ?? 0) }
        }
        for _ in 0..<max(1, moves / 10) {
            guard let answer = await respond(to: { model.handle(.character("x")) }, on: screen, isShown: painted { $0.look == model.volumeView.look })
            else { throw BenchmarkFailure("3D look: not on screen") }
            look.add(answer)
            await model.volumeView.waitUntilDrawn()
            guard let shown = model.volumeView.shown else { continue }
            try look.time {
                switch shown.look {
                case .preset(let preset):
                    _ = try volume.rendering(preset, camera: shown.camera, width: shown.image.width, height: shown.image.height)
                case .projection(let projection):
                    let window = model.window ?? WindowLevel(width: 400, level: 40)
                    _ = try volume.projection(projection, camera: shown.camera, width: shown.image.width, height: shown.image.height,
                        within: window.distinguishedValues).image(window: window)
                }
            }
        }
        model.setLayout(.threePlanes)
        return [
            drag.run("3D view, drag 4 points: its draft painted", moves: drag.count, views: [size]),
            release.run("3D view, released: the full image painted", moves: release.count, views: [size]),
            look.run("3D view, X (next look): its first image painted", moves: look.count, views: [size]),
        ]
    }

    /// A run's timings gathered one input at a time.
    private struct Samples {
        var onScreen: [Double] = [], inFrame: [Double] = [], framesBetween: [Int] = [], workAlone: [Double] = []
        var count: Int { onScreen.count }

        mutating func add(_ answer: (milliseconds: Double, frameMilliseconds: Double, framesBetween: Int)) {
            onScreen.append(answer.milliseconds)
            inFrame.append(answer.frameMilliseconds)
            framesBetween.append(answer.framesBetween)
        }

        mutating func time(_ work: () throws -> Void) throws {
            let start = ContinuousClock.now
            try work()
            workAlone.append((ContinuousClock.now - start).milliseconds)
        }

        func run(_ name: String, moves: Int, views: [String]) -> Run {
            Run(
                name: name, moves: moves, viewSizes: views, onScreen: Percentiles(onScreen), inFrame: Percentiles(inFrame),
                workAlone: Percentiles(workAlone),
                framesBetween: (0...(framesBetween.max() ?? 0)).map { count in framesBetween.count { $0 == count } })
        }
    }

    /// Whether every view shown, in every pane, has drawn the model's image and crosshair.
    private static func showsTheModel(_ screen: ScanViewerScreen) -> Bool {
        let model = screen.model
        return screen.paneViews.allSatisfy { pane in
            pane.canvases.filter(\.area.isVisible).allSatisfy { view in
                view.isCurrent && view.drawn?.crosshairLines == model.acting(on: pane.pane) { model.crosshairLines(in: view.plane) }
            }
        }
    }
}

/// Why a benchmark could not run.
struct BenchmarkFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
