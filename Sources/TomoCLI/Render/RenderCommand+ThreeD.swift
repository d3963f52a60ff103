import ArgumentParser
import Foundation
import TomoCore
import TomoImageCodecs
import TomoImaging
import TomoPipeline
import TomoSeries
import TomoTerminal
import TomoVolume

/// `tomo render --3d`: the camera and how the volume is seen.
struct Render3DOptions: ParsableArguments {
    @Flag(name: .customLong("3d"), help: "Render the whole volume seen from outside (with --projection), instead of a slice.")
    var isOn = false

    @Option(help: ArgumentHelp(
        "With --3d: composite with this transfer function and shading instead of projecting (\(VolumeTransferFunction.presets.keys.sorted().joined(separator: ", ")); case ignored).",
        valueName: "name"))
    var preset: String?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "With --3d: degrees about the patient's superior axis, from anterior towards the patient's left.", valueName: "deg"))
    var azimuth = 0.0

    @Option(parsing: .unconditional, help: ArgumentHelp("With --3d: degrees towards superior (negative: towards inferior).", valueName: "deg"))
    var elevation = 0.0

    @Option(help: ArgumentHelp("With --3d: how much larger than fitting the volume the image shows it.", valueName: "F"))
    var zoom = 1.0

    @Option(help: ArgumentHelp("With --3d: threads casting the rays (default: one per core).", valueName: "N"))
    var threads: Int?

    @Option(help: ArgumentHelp(
        "With --3d: millimetres between samples along a ray (default: half the smallest voxel spacing; the viewer's drafts take one voxel's).",
        valueName: "mm"))
    var sampleSpacing: Double?

    @Flag(help: ArgumentHelp(
        "With --3d: render as the viewer's drafts are, while it is dragged: from the volume's coarse copy (each axis as coarse as 4 of the finest spacing, up to 4 voxels in one: a quarter as fine on each axis of cubic voxels, thick slices kept; each voxel the mean of those it covers; for a volume over 16 MiB), samples a voxel of the volume apart or half a coarse one, whichever is further."))
    var draft = false

    @Option(help: ArgumentHelp(
        "With --3d: N frames turning the azimuth by 360/N each from --azimuth: one animation looping for ever when FILE ends in .gif or .apng, else FILE-000.png, FILE-001.png, …",
        valueName: "N"))
    var turntable: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "With --3d: show only the voxels from column C0, row R0, slice S0 to C1, R1, S1 (counted from 0, both ends kept; a crop box).",
        valueName: "C0,R0,S0,C1,R1,S1"))
    var crop: CoordinateList?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "With --3d: cut away the corner facing the camera at voxel C,R,S (fractions allowed), opening the volume along the three planes through it.",
        valueName: "C,R,S"))
    var cutAt: CoordinateList?

    init() {}

    /// The preset `--preset` names; nil without one.
    /// - Throws: `ValidationError` naming the presets for a name that is none of them.
    func transfer() throws -> VolumeTransferFunction? {
        guard let preset else { return nil }
        guard let found = VolumeTransferFunction.presets.first(where: { $0.key.lowercased() == preset.lowercased() })?.value else {
            throw ValidationError("--preset \(preset) is not one of \(VolumeTransferFunction.presets.keys.sorted().joined(separator: ", "))")
        }
        return found
    }

    /// The camera asked for.
    var camera: VolumeCamera { VolumeCamera(azimuth: azimuth, elevation: elevation, zoom: zoom) }

    /// The crop box `--crop` gives, its voxels' outer faces; nil without one.
    /// - Throws: `ValidationError` unless it is six numbers, each first corner's at most the second's.
    func cropBox() throws -> VolumeBox? {
        guard let numbers = crop?.numbers else { return nil }
        guard numbers.count == 6, (0..<3).allSatisfy({ numbers[$0] <= numbers[$0 + 3] }) else {
            throw ValidationError("--crop is C0,R0,S0,C1,R1,S1: the first voxel's column, row and slice, then the last's, each at least the first's")
        }
        return VolumeBox(lower: Vector3(numbers[0] - 0.5, numbers[1] - 0.5, numbers[2] - 0.5), upper: Vector3(numbers[3] + 0.5, numbers[4] + 0.5, numbers[5] + 0.5))
    }

    /// The point `--cut-at` gives; nil without one.
    /// - Throws: `ValidationError` unless it is three numbers.
    func cutPoint() throws -> Vector3? {
        guard let numbers = cutAt?.numbers else { return nil }
        guard numbers.count == 3 else { throw ValidationError("--cut-at is C,R,S: a voxel's column, row and slice") }
        return Vector3(numbers[0], numbers[1], numbers[2])
    }
}

extension RenderCommand {
    /// - Throws: `ValidationError` for options that do not go with `--3d`, or values it cannot use.
    func validate3D() throws {
        guard !montage, slice == nil, plane == .axial, center == nil, orientation == nil, spacing == nil, slabOptions.thickness == nil, seg == nil
        else {
            throw ValidationError("--3d renders the whole volume: leave out --montage, --slice, --plane, --center, --orientation, --spacing, --slab and --seg")
        }
        for (name, value) in [("--azimuth", view3D.azimuth), ("--elevation", view3D.elevation)] where !value.isFinite {
            throw ValidationError("\(name) is a number of degrees, not \(value)")
        }
        guard view3D.zoom > 0, view3D.zoom.isFinite else { throw ValidationError("--zoom is a number above 0, not \(view3D.zoom)") }
        if let threads = view3D.threads, threads < 1 { throw ValidationError("--threads is at least 1") }
        if let spacing = view3D.sampleSpacing, !(spacing > 0 && spacing.isFinite) {
            throw ValidationError("--sample-spacing is a number of millimetres above 0, not \(spacing)")
        }
        if try view3D.transfer() != nil, window != nil {
            throw ValidationError("--window sets a projection's grey levels; --preset colours the volume itself: leave out one of them")
        }
        _ = try view3D.cropBox()
        _ = try view3D.cutPoint()
        if let frames = view3D.turntable, !(1...3600).contains(frames) { throw ValidationError("--turntable is 1 to 3600 frames, not \(frames)") }
        let animation = AnimatedImageFormat(fileName: output)
        if animation != nil, view3D.turntable == nil {
            throw ValidationError("\(output): one image is written as PNG; --turntable N writes an animated GIF, APNG or MP4")
        }
        if animation != nil {
            if let refusal = AnimatedImageFormat.refusal(of: output) { throw ValidationError("--turntable cannot write \(output): \(refusal)") }
            try cineOptions.validateRate()
        }
        _ = try size3D()
    }

    /// The 3D image's width and height: `--size`, else 512 × 512.
    func size3D() throws -> (width: Int, height: Int) {
        guard let numbers = size?.numbers else { return (512, 512) }
        guard numbers.count == 2, numbers.allSatisfy({ $0 == $0.rounded() && $0 >= 1 && $0 <= 16384 }) else {
            throw ValidationError("--size is W,H: two whole numbers of pixels, 1 to 16384")
        }
        return (Int(numbers[0]), Int(numbers[1]))
    }

    /// Writes the volume of every slice seen through the camera the options give, projected as `--projection` says.
    /// Slices that fail are left out of the rays, reported on standard error and make the exit status 1.
    func render3D(of opened: any OpenedSeries, display: Display) async throws {
        guard let window = display.window else {
            throw SeriesVolumeLoad.noVolume(opened, opened.limitation ?? "the source gives no geometry")
        }
        let (width, height) = try size3D()
        let (volume, failures) = try await SeriesVolumeLoad.load(opened)
        let transfer = try view3D.transfer()
        guard let frames = view3D.turntable else {
            let (image, summary) = try render(volume, transfer: transfer, camera: view3D.camera, size: (width, height), window: window, display: display)
            try PNGFile.write(image, to: output)
            print("wrote \(output): \(summary)")
            try Self.report(failures, of: opened)
            return
        }
        let reporter = ProgressReporter(title: "turntable", showsBytes: false)
        var renders: [Duration] = []
        var animation = try AnimatedImageFormat(fileName: output).map { format in
            try AnimationFile(format: format, framesPerSecond: cineOptions.fps)
        }
        for frame in 0..<frames {
            var camera = view3D.camera
            camera.azimuth += 360 * Double(frame) / Double(frames)
            let started = ContinuousClock.now
            let (image, _) = try render(volume, transfer: transfer, camera: camera, size: (width, height), window: window, display: display)
            renders.append(ContinuousClock.now - started)
            if animation != nil {
                try animation!.append(image)
            } else {
                try PNGFile.write(image, to: Self.turntableFile(output, frame: frame, of: frames))
            }
            reporter.update(PreloadProgress(completed: frame + 1, total: frames))
        }
        reporter.finish(PreloadProgress(completed: frames, total: frames))
        let degrees = JSONValue.decimal(360 / Double(frames)).text
        if let animation {
            try animation.write(to: output)
            print("wrote \(output): \(animation.summary), turning by \(degrees)°; \(Self.timing(renders))")
        } else {
            let files = "\(Self.turntableFile(output, frame: 0, of: frames)) … \(Self.turntableFile(output, frame: frames - 1, of: frames))"
            print("wrote \(files): \(frames) frames turning by \(degrees)°, \(Self.timing(renders))")
        }
        try Self.report(failures, of: opened)
    }

    /// One image of `volume` through `camera`: composited with `transfer`, else projected as `--projection` says
    /// through `window`; with what the command prints of it.
    private func render(
        _ volume: CTVolume, transfer: VolumeTransferFunction?, camera: VolumeCamera, size: (width: Int, height: Int), window: WindowLevel,
        display: Display
    ) throws -> (image: Bitmap, summary: String) {
        let threads = view3D.threads ?? ProcessInfo.processInfo.activeProcessorCount
        let cut = try view3D.cutPoint().map { VolumeBox.corner(of: volume.geometry, at: $0, facing: camera.axes.forward) }
        let voxel = min(volume.geometry.pixelSpacing.row, volume.geometry.pixelSpacing.column, volume.geometry.sliceSpacing)
        let options = RayCastingOptions(
            sampleSpacing: view3D.sampleSpacing ?? (view3D.draft ? voxel : nil), crop: try view3D.cropBox(), cutAway: cut, isCoarse: view3D.draft)
        let image: Bitmap, pixel: Double, how: String
        do {
            if let transfer {
                let rendering = try volume.rendering(
                    transfer, camera: camera, width: size.width, height: size.height, options: options, threads: threads)
                (image, pixel, how) = (try rendering.image(), rendering.pixelSpacing, transfer.name)
            } else {
                let projection = slabOptions.projection
                let section = try volume.projection(
                    projection, camera: camera, width: size.width, height: size.height, within: window.distinguishedValues, options: options,
                    threads: threads)
                (image, pixel, how) = (try section.image(window: window), section.pixelSpacing.row, "\(projection.rawValue), \(display.summary)")
            }
        } catch let error as ObliquePlaneError {
            throw CommandFailure(.usage, "--3d: \(error)")
        }
        let degrees = [camera.azimuth, camera.elevation].map { JSONValue.decimal($0).text }
        let millimetres = JSONValue.decimal((pixel * 1000).rounded() / 1000).text
        var clipping = ""
        if let crop = view3D.crop?.numbers {
            let ends = crop.map { JSONValue.decimal($0).text }
            clipping += ", cropped to columns \(ends[0])–\(ends[3]), rows \(ends[1])–\(ends[4]), slices \(ends[2])–\(ends[5])"
        }
        if let point = view3D.cutAt?.numbers { clipping += ", cut away at voxel \(point.map { JSONValue.decimal($0).text }.joined(separator: ","))" }
        return (image, "3D at azimuth \(degrees[0])°, elevation \(degrees[1])°, \(size.width) × \(size.height) (\(millimetres) mm pixels), \(how)\(view3D.draft ? ", draft" : "")\(clipping)")
    }

    /// What rendering a turntable's frames took: the first (which also builds the volume's bricks) and the median
    /// of the others, each without writing its file.
    static func timing(_ renders: [Duration]) -> String {
        func milliseconds(_ duration: Duration) -> String { String(format: "%.0f ms", duration / .milliseconds(1)) }
        guard let first = renders.first else { return "" }
        let rest = renders.dropFirst().sorted()
        let median = rest.isEmpty ? "" : ", then \(milliseconds(rest[rest.count / 2])) a frame (median)"
        return "rendered in \(milliseconds(first)) (the first, building the volume's bricks)\(median)"
    }

    /// Frame `frame`'s file of a turntable of `frames` written to `output`: `FILE-007.png` (as many digits as the
    /// last frame needs, three at least).
    static func turntableFile(_ output: String, frame: Int, of frames: Int) -> String {
        let digits = max(3, String(frames - 1).count)
        let number = String(repeating: "0", count: max(0, digits - String(frame).count)) + String(frame)
        let stem = output.lowercased().hasSuffix(".png") ? String(output.dropLast(4)) : output
        return "\(stem)-\(number).png"
    }
}
