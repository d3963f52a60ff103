import Foundation
import PhotoBrowserFeature
import TomoCore
import TomoDesktop
import TomoGTK
import TomoImaging

/// The photo browser's "slider move → on screen" benchmark: opens a 3:2 photo in the detail view, grows
/// the window until the photo's stage is 1200 × 800 pixels, chooses Blur, then moves the blur slider (its `GtkScale`, as a drag does) to random
/// amounts one at a time, timing each move until the frame that shows the photo blurred by the new amount
/// has been painted (the frame clock's after-paint), and counting the frames painted in between (the
/// slider's own, drawn at once). The baseline is the blur alone on the same photo and amounts, in the
/// same run. Writes the figures as JSON to `output` and closes the window.
@MainActor
final class PhotoBlurBenchmark {
    /// The photo's size on screen, in pixels.
    nonisolated static let viewSize = (width: 1200, height: 800)

    /// The figures written.
    struct Figures: Codable {
        var photoID: String
        var width: Int
        var height: Int
        var moves: Int
        /// Milliseconds from a slider move to the after-paint of the frame showing its blur.
        var onScreen: Percentiles
        /// Milliseconds of the blur alone.
        var blurAlone: Percentiles
        /// How many moves had 0, 1, 2, … frames painted between the move and the frame showing it.
        var framesBetween: [Int]
    }

    private let screen: ThumbnailListScreen<PhotoBrowserEnvironment>
    /// The bitmap the detail view's picture shows now (its texture set).
    private var onPicture: Bitmap?
    private let moves: Int
    private let output: URL
    private let close: () -> Void

    init(screen: ThumbnailListScreen<PhotoBrowserEnvironment>, moves: Int = 200, output: URL, close: @escaping () -> Void) {
        self.screen = screen
        self.moves = moves
        self.output = output
        self.close = close
    }

    /// Opens the photo, makes the moves, then writes the figures and closes the window; on a photo that
    /// does not load, says why on standard error and closes the window without figures.
    func start() {
        Task {
            do {
                BenchmarkOutput.write(try await run(), to: output)
            } catch {
                FileHandle.standardError.write(Data("Blur benchmark: \(error)\n".utf8))
            }
            close()
        }
    }

    private func run() async throws(PhotoBlurBenchmarkError) -> Figures {
        let model = screen.model
        screen.detail.picture.onShown = { [weak self] bitmap in self?.onPicture = bitmap }
        await model.waitUntil { !$0.items.isEmpty || $0.banner != nil }
        guard let index = model.items.firstIndex(where: {
            $0.photo.width * 2 == $0.photo.height * 3 && $0.photo.width >= Self.viewSize.width
        }) ?? model.items.indices.first else { throw .noPhoto(model.banner?.message ?? "the list is empty") }
        model.openDetail(at: index)
        guard let detail = model.detail else { throw .noPhoto("the detail view did not open") }
        try await sizeStage()
        detail.setMode(.blur)
        // The photo at the stage's new size (it fits the stage: as wide or as high), blurred.
        await detail.waitUntil { detail in
            detail.failure != nil || detail.shownFilter == detail.filter
                && detail.photoImage.map { $0.width == Self.viewSize.width || $0.height == Self.viewSize.height } == true
        }
        guard let photo = detail.photoImage else { throw .noPhoto("photo \(detail.photo.id): \(detail.failure?.detail ?? "not loaded")") }

        var generator = SplitMix64(seed: 7)
        var amounts: [Int] = []
        var previous = detail.blurAmount
        for _ in 0..<moves {
            var amount = previous
            while amount == previous { amount = Int(generator.next() % UInt64(PhotoFilter.blurRange.count)) + PhotoFilter.blurRange.lowerBound }
            amounts.append(amount)
            previous = amount
        }
        var onScreen: [Double] = [], framesBetween: [Int] = []
        for amount in amounts {
            guard let (milliseconds, frames) = await move(to: amount) else { throw .notOnScreen }
            onScreen.append(milliseconds)
            framesBetween.append(frames)
        }
        var blurAlone: [Double] = []
        for amount in amounts {
            let start = ContinuousClock.now
            let blurred = try? PhotoFilter.blur(amount).apply(to: photo)
            blurAlone.append((ContinuousClock.now - start).milliseconds)
            withExtendedLifetime(blurred) {}
        }
        return Figures(
            photoID: detail.photo.id, width: photo.width, height: photo.height, moves: amounts.count,
            onScreen: Percentiles(onScreen), blurAlone: Percentiles(blurAlone),
            framesBetween: (0...(framesBetween.max() ?? 0)).map { count in framesBetween.count { $0 == count } })
    }

    /// Slides the blur slider to `amount`; returns the milliseconds until the frame showing that blur was
    /// painted and how many frames were painted before it; nil if the screen is not on screen.
    private func move(to amount: Int) async -> (milliseconds: Double, framesBetween: Int)? {
        let target = PhotoFilter.blur(amount)
        guard let detail = screen.model.detail, let controls = screen.detail.controls?.owner as? PhotoDetailControls
        else { return nil }
        return await withCheckedContinuation { done in
            let start = ContinuousClock.now
            var frames = 0
            let isOnScreen = screen.root.onEveryPaint { [weak self] in
                guard detail.shownFilter == target, let shown = detail.shown, self?.onPicture == shown else {
                    frames += 1
                    return true
                }
                done.resume(returning: ((ContinuousClock.now - start).milliseconds, frames))
                return false
            }
            guard isOnScreen else { return done.resume(returning: nil) }
            controls.blurScale.slide(to: Double(amount))
        }
    }

    /// Makes the stage `viewSize` (the detail view then tells the model its new size, as on any resize):
    /// the stage's minimum size grows the window, which is smaller.
    private func sizeStage() async throws(PhotoBlurBenchmarkError) {
        let view = screen.detail
        let scale = max(1, screen.root.scaleFactor)
        view.setMinimumStageSize(width: Self.viewSize.width / scale, height: Self.viewSize.height / scale)
        for _ in 0..<5 {
            await screen.root.nextFrames(2)
            if view.stageSize == Self.viewSize { return }
        }
        throw .stageSize(view.stageSize)
    }

    /// Returns after `count` frames of the screen's frame clock.
}

/// Why the blur benchmark could not run.
enum PhotoBlurBenchmarkError: Error, CustomStringConvertible {
    case noPhoto(String)
    case notOnScreen
    case stageSize((width: Int, height: Int))

    var description: String {
        switch self {
        case .noPhoto(let reason): "no photo to blur: \(reason)"
        case .notOnScreen: "the photo browser is not on screen (use --screen photos)"
        case .stageSize(let size):
            "the photo's stage is \(size.width)×\(size.height) pixels, not "
                + "\(PhotoBlurBenchmark.viewSize.width)×\(PhotoBlurBenchmark.viewSize.height), with the window grown to fit it"
        }
    }
}

extension Duration {
    /// This duration in milliseconds.
    var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }
}
