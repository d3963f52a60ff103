// swift-tools-version: 6.2
//
// Tomo: browse image series served over REST.
// Layers (each depends only on those above it in this list):
//   TomoCore      models and (later) the HTTP client; Foundation only
//   TomoImaging   Bitmap, codecs, resize / grayscale / blur / window-level
//   TomoPipeline, Features, front ends: added by later issues
// Beside them, the reference server: TomoVolumes (CT data) and TomoServer (Hummingbird).
import PackageDescription

let linuxOnly: [Platform] = [.linux]
let linux = TargetDependencyCondition.when(platforms: linuxOnly)

let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .treatAllWarnings(as: .error),
]

let package = Package(
    name: "Tomo",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "TomoCore", targets: ["TomoCore"]),
        .library(name: "TomoImaging", targets: ["TomoImaging"]),
        .library(name: "TomoServer", targets: ["TomoServer"]),
        .executable(name: "tomo-server", targets: ["tomo-server"]),
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        // System libraries. On Apple platforms Imaging uses ImageIO instead of the first two.
        .systemLibrary(
            name: "CSpng", pkgConfig: "spng",
            providers: [.apt(["libspng-dev"])]),
        .systemLibrary(
            name: "CTurboJPEG", pkgConfig: "libturbojpeg",
            providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(
            name: "CZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]),

        .target(name: "TomoCore", swiftSettings: strict),
        .target(
            name: "TomoImaging",
            dependencies: [
                "TomoCore",
                .target(name: "CSpng", condition: linux),
                .target(name: "CTurboJPEG", condition: linux),
            ],
            swiftSettings: strict),
        .target(
            name: "TomoVolumes",
            dependencies: ["TomoCore", "CZlib"],
            swiftSettings: strict),
        .target(name: "TomoPhotos", dependencies: ["TomoCore", "TomoImaging"], swiftSettings: strict),
        .target(
            name: "TomoServer",
            dependencies: [
                "TomoCore", "TomoImaging", "TomoVolumes", "TomoPhotos",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict),
        .executableTarget(
            name: "tomo-server",
            dependencies: [
                "TomoServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict),

        .testTarget(name: "TomoCoreTests", dependencies: ["TomoCore"], swiftSettings: strict),
        .testTarget(name: "TomoImagingTests", dependencies: ["TomoImaging", "TomoCore"], swiftSettings: strict),
        .testTarget(name: "TomoVolumesTests", dependencies: ["TomoVolumes"], swiftSettings: strict),
        .testTarget(name: "TomoPhotosTests", dependencies: ["TomoPhotos", "TomoImaging"], swiftSettings: strict),
        .testTarget(
            name: "TomoServerTests",
            dependencies: [
                "TomoServer", "TomoImaging", "TomoVolumes",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            swiftSettings: strict),
    ]
)
