// swift-tools-version: 6.2
//
// Fuzz targets for Tomo's DICOM parser and pixel decoders (libFuzzer). Not part of the build or of CI:
// scripts/fuzz.sh builds them with -sanitize=fuzzer,address and runs each for a while.
import PackageDescription

let decoders = ["FuzzRLE", "FuzzJPEGLossless", "FuzzJPEGLS", "FuzzJPEG2000", "FuzzJPEGBaseline"]

let package = Package(
    name: "TomoFuzz",
    dependencies: [.package(name: "Tomo", path: "..")],
    targets: [
        .target(name: "FuzzSupport", dependencies: [.product(name: "TomoDICOM", package: "Tomo")]),
        .executableTarget(name: "FuzzDICOMFile", dependencies: ["FuzzSupport", .product(name: "TomoDICOM", package: "Tomo")]),
    ] + decoders.map {
        .executableTarget(name: $0, dependencies: ["FuzzSupport", .product(name: "TomoDICOM", package: "Tomo")])
    }
)
