import ArgumentParser
import Foundation
import TomoCore
import TomoImageCodecs
import TomoPipeline
import TomoSeries
import TomoTerminal
import TomoVolume

/// `tomo render --cine` and `--turntable`'s animations: which sections, how fast.
struct CineOptions: ParsableArguments {
    @Flag(help: "Write every section of --plane (or --range's), each as --slice would render it, as one looping GIF or APNG, or an MP4 (-o FILE.gif|FILE.apng|FILE.mp4).")
    var cine = false

    @Option(parsing: .unconditional, help: ArgumentHelp("With --cine: the sections from A to B (from 0, both kept; default: all).", valueName: "A,B"))
    var range: CoordinateList?

    @Option(help: ArgumentHelp("With --cine, or --turntable to a .gif or .apng: frames a second (0.1 to 100).", valueName: "N"))
    var fps = 15.0

    init() {}

    /// - Throws: `ValidationError` for a rate an animation cannot show.
    func validateRate() throws {
        guard (0.1...100).contains(fps) else { throw ValidationError("--fps is 0.1 to 100 frames a second, not \(fps)") }
    }

    /// The sections `--range` names of `count`, all without it.
    /// - Throws: `CommandFailure` (usage) for a range that is not two whole numbers within 0…count − 1, the first at most the second.
    func sections(of count: Int, plane: VolumePlane) throws(CommandFailure) -> ClosedRange<Int> {
        guard let numbers = range?.numbers else { return 0...(count - 1) }
        guard numbers.count == 2, numbers.allSatisfy({ $0 == $0.rounded() && $0 >= 0 && $0 < Double(count) }), numbers[0] <= numbers[1] else {
            throw CommandFailure(.usage, "--range for the \(plane) plane is A,B: two of its \(count) sections, 0…\(count - 1), the first at most the second")
        }
        return Int(numbers[0])...Int(numbers[1])
    }
}

extension RenderCommand {
    /// - Throws: `ValidationError` for options that do not go with `--cine`.
    func validateCine() throws {
        if let refusal = AnimatedImageFormat.refusal(of: output) {
            throw ValidationError("--cine writes an animation: -o FILE.gif, FILE.apng or FILE.mp4, not \(output): \(refusal)")
        }
        guard !montage, slice == nil, frame == nil, plane != .oblique, seg == nil, !view3D.isOn else {
            throw ValidationError("--cine shows every section of --plane axial, coronal or sagittal: leave out --montage, --slice, --frame, --seg and --3d")
        }
        try cineOptions.validateRate()
    }

    /// Writes every section of `--plane` (or `--range`'s), each the image `--slice` would write of it with
    /// `--no-overlays` (with `--slab`, its slab; with `--annotations`, the viewer's overlays), through the window,
    /// as one animation. Slices that fail leave
    /// their rows black, are reported on standard error and make the exit status 1.
    func renderCine(of opened: any OpenedSeries, display: Display) async throws {
        guard let window = display.window, opened.geometry != nil, let format = AnimatedImageFormat(fileName: output) else {
            throw SeriesVolumeLoad.noVolume(opened, opened.limitation ?? "the source gives no geometry")
        }
        let plane = plane.volumePlane ?? .axial
        let (volume, failures) = try await SeriesVolumeLoad.load(opened)
        let count = plane.sectionCount(in: volume.geometry)
        let sections = try cineOptions.sections(of: count, plane: plane)
        var animation = try AnimationFile(format: format, framesPerSecond: cineOptions.fps)
        let reporter = ProgressReporter(title: "cine", showsBytes: false)
        let started = ContinuousClock.now
        var size = (width: 0, height: 0)
        for index in sections {
            let cut = try SectionCut.cut(volume, plane: plane, index: index, slab: slabOptions.slab, failures: failures, of: opened).section
            let image = try annotated(
                try cut.image(window: window), section: index, of: plane, cut: cut, series: opened, geometry: volume.geometry, window: window)
            size = (image.width, image.height)
            try animation.append(image)
            reporter.update(PreloadProgress(completed: index - sections.lowerBound + 1, total: sections.count))
        }
        reporter.finish(PreloadProgress(completed: sections.count, total: sections.count))
        try animation.write(to: output)
        let made = String(format: "%.0f ms", (ContinuousClock.now - started) / .milliseconds(1))
        let slab = slabOptions.slab.map { ", \($0.title) slabs" } ?? ""
        print("""
            wrote \(output): \(animation.summary), \(plane) \(sections.lowerBound)…\(sections.upperBound) of \(count)\(slab), \
            \(size.width) × \(size.height), \(display.summary); made in \(made) (the volume's loading not counted)
            """)
        try Self.report(failures, of: opened)
    }
}
