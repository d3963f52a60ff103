import FeatureSupport
import Foundation
import Observation
import TomoCore
import TomoImageCodecs
import TomoImaging
import TomoSeries
import TomoVolume

/// Export Cine…: the request waiting for the front end to ask for a file, and how the last export went. Every
/// section of the active view's plane is written as one looping animation (GIF or APNG) or a video (MP4), by the file's name, each
/// frame the section as the view draws it (its window, slab, inversion and segmentation; square pixels; no zoom): the image `tomo
/// render --slice` writes of it, and with its overlays and annotations, the image `tomo render --slice --annotations`
/// writes with the annotations added. A child of `ScanViewerModel`, which says when one may start.
@MainActor
@Observable
public final class CineExport {
    /// Where an export stands: what the toolbar says about it.
    public enum State: Sendable, Hashable {
        case idle
        case exporting(done: Int, total: Int)
        case exported(URL, frames: Int)
        /// What failed, in words (one line).
        case failed(String)

        /// Whether an export is under way.
        public var isExporting: Bool {
            if case .exporting = self { true } else { false }
        }

        /// "Writing frame 12 of 120…", "Saved head-axial.gif (120 frames)"; nil before any.
        public var message: String? {
            switch self {
            case .idle: nil
            case let .exporting(done, total): "Writing frame \(done) of \(total)…"
            case let .exported(url, frames): "Saved \(url.lastPathComponent) (\(frames) frame\(frames == 1 ? "" : "s"))"
            case .failed(let reason): reason
            }
        }
    }

    /// What one export writes: the sections of a plane, cut from a volume through a window.
    struct Frames: Sendable {
        var volume: CTVolume
        var plane: VolumePlane
        var sections: ClosedRange<Int>
        var slab: Slab?
        var window: WindowLevel
        var isInverted: Bool
        var segmentation: PlaneImages.SegmentationDrawing?
        var framesPerSecond: Double
        /// What each frame says over its image; nil for the image alone.
        var annotations: Annotations?
    }

    /// What an annotated export draws over each section: the overlay (`ViewOverlay(section:…)`) and the annotations on
    /// it, by section.
    struct Annotations: Sendable {
        var series: any OpenedSeries
        var drawings: [Int: [AnnotationDrawing]]

        /// `image`, section `index` of `frames` made `rowScale` times taller than the section the annotations lie
        /// on, with them and its overlay.
        func drawn(on image: Bitmap, section: VolumeSection, index: Int, rowScale: Double, of frames: Frames) throws -> Bitmap {
            var canvas = RasterCanvas(image)
            let scale = ViewOverlay.textScale(width: canvas.width, height: canvas.height)
            for drawing in drawings[index] ?? [] { canvas.draw(drawing.stretched(rowScale), scale: scale) }
            let overlay = ViewOverlay(
                section: index, of: frames.plane, series: series, geometry: frames.volume.geometry, slab: frames.slab,
                window: frames.window, imageWidth: image.width, columnSpacing: section.pixelSpacing.column)
            canvas.draw(overlay)
            return try canvas.bitmap()
        }
    }

    /// An Export Cine… waiting for the front end to ask where (the file's suggested name).
    public private(set) var request: SaveRequest?
    public private(set) var state = State.idle

    /// Asks the front end for a file, suggested as `name`.
    func ask(suggesting name: String) {
        request = SaveRequest(suggestedName: name)
    }

    /// The user has answered the request (chosen a file, or none).
    func dismiss() {
        request = nil
    }

    /// Writes `frames` to `url` as the animation its name asks for (`.gif`, `.apng`, or `.mp4` where `ffmpeg` is
    /// installed); `state` follows it. Any other name, or an MP4 without `ffmpeg`, is refused saying why, and nothing
    /// is written.
    func export(_ frames: Frames, to url: URL) async {
        guard !state.isExporting else { return }
        let name = url.lastPathComponent
        guard let format = AnimatedImageFormat(fileName: name), AnimatedImageFormat.refusal(of: name) == nil else {
            state = .failed("Could not save \(name): \(AnimatedImageFormat.refusal(of: name) ?? "")")
            return
        }
        let total = frames.sections.count
        state = .exporting(done: 0, total: total)
        let progress = ProgressRelay { [weak self] done, total in
            guard let self, state.isExporting else { return }
            state = .exporting(done: done, total: total)
        }
        do {
            try await Self.write(frames, as: format, to: url, progress: progress.report)
            state = .exported(url, frames: total)
        } catch {
            state = .failed("Could not save \(url.lastPathComponent): \(ErrorMessage.text(for: error))")
        }
    }

    /// Cuts each section of `frames`, draws it as the view would and appends it, then writes the file (whole or not
    /// at all). Never on the main actor.
    @concurrent
    private nonisolated static func write(
        _ frames: Frames, as format: AnimatedImageFormat, to url: URL, progress: @escaping @Sendable (Int, Int) -> Void
    ) async throws {
        var writer = try AnimatedImageWriter(format: format, framesPerSecond: frames.framesPerSecond)
        for (done, index) in frames.sections.enumerated() {
            try Task.checkCancellation()
            let plane = SectionPlane.named(frames.plane, index: index)
            guard let cut = frames.volume.section(plane, slab: frames.slab) else {
                throw ImagingError.invalidParameter("the \(frames.plane.rawValue) plane has no section \(index + 1)")
            }
            // Coronal and sagittal sections at square pixels, as the view shows them and `tomo render` writes them.
            let squared = frames.plane != .axial
            let section = squared ? cut.withSquarePixels() : cut
            var image = try section.image(window: frames.window, inverted: frames.isInverted)
            if let segmentation = frames.segmentation {
                image = segmentation.drawn(on: image, plane: plane, slab: frames.slab, squared: squared)
            }
            if let annotations = frames.annotations {
                let rowScale = squared ? VolumeSection.squareRowScale(cut.pixelSpacing) : 1
                image = try annotations.drawn(on: image, section: section, index: index, rowScale: rowScale, of: frames)
            }
            try writer.append(image)
            progress(done + 1, frames.sections.count)
        }
        let data = try writer.data()
        try data.write(to: url, options: .atomic)
    }
}
