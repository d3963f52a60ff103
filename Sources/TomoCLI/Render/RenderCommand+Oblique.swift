import ArgumentParser
import TomoCore
import TomoSeries
import TomoTerminal
import TomoVolume

extension RenderCommand {
    /// The plane `--center`, `--orientation`, `--size` and `--spacing` give.
    /// - Throws: `ValidationError` saying what is missing or wrong.
    func obliquePlane() throws -> ObliquePlane {
        guard let center = center?.numbers, let orientation = orientation?.numbers, let size = size?.numbers, let spacing else {
            throw ValidationError("--plane oblique needs --center X,Y,Z, --orientation RX,RY,RZ,CX,CY,CZ, --size W,H and --spacing MM")
        }
        guard center.count == 3 else { throw ValidationError("--center is X,Y,Z: 3 numbers, not \(center.count)") }
        guard orientation.count == 6 else { throw ValidationError("--orientation is RX,RY,RZ,CX,CY,CZ: 6 numbers, not \(orientation.count)") }
        guard size.count == 2, size.allSatisfy({ $0 == $0.rounded() && abs($0) < 1e9 }) else {
            throw ValidationError("--size is W,H: two whole numbers of pixels")
        }
        do {
            return try ObliquePlane(
                center: Vector3(center[0], center[1], center[2]),
                rowDirection: Vector3(orientation[0], orientation[1], orientation[2]),
                columnDirection: Vector3(orientation[3], orientation[4], orientation[5]),
                width: Int(size[0]), height: Int(size[1]), spacing: spacing)
        } catch {
            throw ValidationError("--plane oblique: \(error)")
        }
    }

    /// Writes the oblique plane the options give, or its `--slab`, cut from a volume of every slice. Slices that fail leave
    /// the rows that need them black, are reported on standard error and make the exit status 1.
    func renderOblique(of opened: any OpenedSeries, display: Display) async throws {
        guard let window = display.window else {
            throw SeriesVolumeLoad.noVolume(opened, opened.limitation ?? "the source gives no geometry")
        }
        let plane = try obliquePlane()
        let (volume, failures) = try await SeriesVolumeLoad.load(opened)
        let slab = slabOptions.slab
        guard let section = volume.section(.oblique(plane), slab: slab), section.filledRows.contains(true) else {
            throw failures.first?.error ?? CommandFailure(.badData, "no slice of series \(opened.entry.id) loaded")
        }
        let (image, laid) = try withSegmentation(try section.image(window: window), of: .oblique(plane), slab: slab, over: opened, geometry: volume.geometry)
        try PNGFile.write(image, to: output)
        let centre = plane.center.components.map { JSONValue.decimal($0).text }.joined(separator: ", ")
        let slabText = slab.flatMap { $0.thickness > 0 ? ", \($0.title)" : nil } ?? ""
        print("wrote \(output): oblique through (\(centre)) mm, \(image.width) × \(image.height) at \(JSONValue.decimal(plane.spacing).text) mm\(slabText), \(display.summary)\(laid)")
        try Self.report(failures, of: opened)
    }
}
