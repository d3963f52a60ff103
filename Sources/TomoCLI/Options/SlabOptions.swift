import ArgumentParser
import TomoVolume

/// `--slab MM --projection mip|minip|mean`: a slab centred on the section `--slice` names, shared by
/// `render` and `dicom stats` (which measures the image render writes).
struct SlabOptions: ParsableArguments {
    @Option(
        name: .customLong("slab"),
        help: ArgumentHelp(
            "A slab this many millimetres thick, centred on --slice, projected along the plane's normal (0: the section alone).",
            valueName: "mm"))
    var thickness: Double?

    @Option(help: ArgumentHelp("With --slab: how its sections become one image: mip, minip or mean.", valueName: "projection"))
    var projection: SlabProjection = .mip

    init() {}

    func validate() throws {
        if let thickness, !(thickness >= 0 && thickness.isFinite) {
            throw ValidationError("--slab is a thickness in millimetres, 0 or more (not \(thickness.formatted()))")
        }
    }

    /// The slab asked for; nil without `--slab`.
    var slab: Slab? { thickness.map { Slab(thickness: $0, projection: projection) } }
}
