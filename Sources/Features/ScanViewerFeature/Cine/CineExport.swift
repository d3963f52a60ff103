import FeatureSupport
import Foundation
import Observation
import TomoCore
import TomoImageCodecs
import TomoImaging
import TomoVolume

/// Export Cine…: the request waiting for the front end to ask for a file, and how the last export went. Every
/// section of the active view's plane is written as one looping animation (GIF or APNG, by the file's name), each
/// frame the section as the view draws it (its window, slab, inversion and segmentation; no zoom, no text): the
/// image `tomo render --slice` writes of it. A child of `ScanViewerModel`, which says when one may start.
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

    /// Writes `frames` to `url` as the animation its name asks for (`.gif` or `.apng`); `state` follows it.
    /// Any other name (an `.mp4`) is refused, saying why, and nothing is written.
    func export(_ frames: Frames, to url: URL) async {
        guard !state.isExporting else { return }
        guard let format = AnimatedImageFormat(fileName: url.lastPathComponent) else {
            let why = AnimatedImageFormat.refusal(of: url.lastPathComponent) ?? ""
            state = .failed("Could not save \(url.lastPathComponent): \(why)")
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
            guard let section = frames.volume.section(plane, slab: frames.slab) else {
                throw ImagingError.invalidParameter("the \(frames.plane.rawValue) plane has no section \(index + 1)")
            }
            var image = try section.image(window: frames.window, inverted: frames.isInverted)
            if let segmentation = frames.segmentation { image = segmentation.drawn(on: image, plane: plane, slab: frames.slab) }
            try writer.append(image)
            progress(done + 1, frames.sections.count)
        }
        let data = try writer.data()
        try data.write(to: url, options: .atomic)
    }
}
