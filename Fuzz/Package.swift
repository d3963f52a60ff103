// swift-tools-version: 6.2
//
// Fuzzing for Tomo's DICOM parsers and pixel decoders (libFuzzer): one executable, the target chosen by
// TOMO_FUZZ_TARGET (file, json, multipart, annotations, report, archive, dicomdir, pdu, command, rle, jpeg-lossless,
// jpeg-ls, jpeg-2000, jpeg-baseline, location, png: the image decoders the pipeline uses). Not part of the build or of
// CI: scripts/fuzz.sh builds it with -sanitize=fuzzer,address and runs each target for a while.
import PackageDescription

let package = Package(
    name: "TomoFuzz",
    dependencies: [.package(name: "Tomo", path: "..")],
    targets: [
        .target(
            name: "FuzzSupport",
            dependencies: [
                .product(name: "TomoDICOM", package: "Tomo"), .product(name: "TomoCore", package: "Tomo"),
                .product(name: "TomoAnnotations", package: "Tomo"), .product(name: "TomoReports", package: "Tomo"),
                .product(name: "TomoVolume", package: "Tomo"), .product(name: "TomoLibrary", package: "Tomo"),
                .product(name: "TomoDIMSE", package: "Tomo"), .product(name: "TomoImaging", package: "Tomo"),
                .product(name: "TomoSeries", package: "Tomo"), .product(name: "TomoImageCodecs", package: "Tomo"),
            ]),
        .executableTarget(name: "FuzzDICOM", dependencies: ["FuzzSupport"]),
    ]
)
