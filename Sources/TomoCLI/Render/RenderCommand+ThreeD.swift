import ArgumentParser
import Foundation
import TomoCore
import TomoImaging
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

    @Option(help: ArgumentHelp("With --3d: degrees about the patient's superior axis, from anterior towards the patient's left.", valueName: "deg"))
    var azimuth = 0.0

    @Option(help: ArgumentHelp("With --3d: degrees towards superior.", valueName: "deg"))
    var elevation = 0.0

    @Option(help: ArgumentHelp("With --3d: how much larger than fitting the volume the image shows it.", valueName: "F"))
    var zoom = 1.0

    @Option(help: ArgumentHelp("With --3d: threads casting the rays (default: one per core).", valueName: "N"))
    var threads: Int?

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
        _ = try view3D.transfer()
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
        let projection = slabOptions.projection, camera = view3D.camera
        let threads = view3D.threads ?? ProcessInfo.processInfo.activeProcessorCount
        let image: Bitmap, pixel: Double, how: String
        do {
            if let transfer = try view3D.transfer() {
                let rendering = try volume.rendering(transfer, camera: camera, width: width, height: height, threads: threads)
                (image, pixel, how) = (try rendering.image(), rendering.pixelSpacing, transfer.name)
            } else {
                let section = try volume.projection(projection, camera: camera, width: width, height: height, threads: threads)
                (image, pixel, how) = (try section.image(window: window), section.pixelSpacing.row, "\(projection.rawValue), \(display.summary)")
            }
        } catch let error as ObliquePlaneError {
            throw CommandFailure(.usage, "--3d: \(error)")
        }
        try PNGFile.write(image, to: output)
        let degrees = [camera.azimuth, camera.elevation].map { JSONValue.decimal($0).text }
        let millimetres = JSONValue.decimal((pixel * 1000).rounded() / 1000).text
        print("wrote \(output): 3D at azimuth \(degrees[0])°, elevation \(degrees[1])°, \(width) × \(height) (\(millimetres) mm pixels), \(how)")
        try Self.report(failures, of: opened)
    }
}
