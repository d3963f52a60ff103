// swift-tools-version: 6.2
//
// Tomo: a CT viewer for DICOM files and PACS (DICOMweb), and beside it an image grid, a photo browser and a
// slider test; a GTK 4 app, the `tomo` CLI and a reference server. scripts/check-layers.py enforces the layers.
// Client layers, each depending only on those above it in this list:
//   TomoCore           models, the HTTP client and transports, typed endpoints of the four APIs; Foundation only
//   TomoImaging        Bitmap, resize / grayscale / blur / window-level, montages; TomoImageCodecs: PNG, JPEG
//   TomoVolume         the CT domain's geometry: CTVolume (HU), planes, sections and slabs, region statistics
//   TomoAnnotations    Tomo's annotation document (JSON) and where it is kept (a folder per user)
//   TomoReports        annotation documents as DICOM SR measurement reports (TID 1500)
//   TomoDICOM          DICOM Part 10 parsing, pixel decoders, series from instances
//   TomoSeries         where series come from, as interfaces and values only (SeriesSource, OpenedSeries)
//   TomoAsyncHTTP      the HTTP transport on AsyncHTTPClient (Linux: real keep-alive)
//   TomoURLSession     the HTTP transport on URLSession (Apple platforms; on Linux only the benchmark's, since
//                      FoundationNetworking loads libcurl and two dozen libraries at every start)
//   TomoPipeline       image pipeline, memory and disk caches, prefetch order, series preloader
//   Live sources       TomoDICOMSeries (DICOM files), TomoNetworkSeries (the assignment's series API),
//                      TomoDICOMweb (DICOMweb servers: QIDO-RS, metadata, WADO-RS frames, STOW-RS),
//                      TomoLibrary (the local study library: an SQLite index of imported files, through GRDB)
//   TomoConnection     a front end's client session (HTTP client + pipeline + disk cache) and the shared cache
//   TomoTerminal       standard error and progress lines, for the terminal front ends
//   Features           FeatureSupport (what every screen shares: keys, banners, the thumbnail list), one module
//                      per screen (ScanViewerFeature, ImageGridFeature, PhotoBrowserFeature, SliderTestFeature),
//                      AppFeature (start-up, the screens' registry; it knows a local server only as an interface).
//                      No feature reaches a live source: ScanViewerLive and TomoAppLive wire them, for the
//                      executables to hand in
//   Front ends         tomo (TomoCLI), TomoDesktop + tomo-desktop (GTK 4, Linux); a SwiftUI app later
// Beside them, the reference server: TomoSampleVolumes (CT data), TomoGeneratedPhotos (the photo library it serves),
// TomoServer (Hummingbird), TomoServerCommands (its command-line options), tomo-server. Client code reaches
// the server only through TomoBuiltInServer's one type. TomoBuildInfo (the version and the git commit, for
// --version) is imported by the executables and TomoCLI only.
import PackageDescription

let linuxOnly: [Platform] = [.linux]
let linux = TargetDependencyCondition.when(platforms: linuxOnly)
let apple = TargetDependencyCondition.when(platforms: [.macOS, .iOS, .tvOS, .watchOS, .visionOS, .macCatalyst])

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
        .library(name: "TomoImageCodecs", targets: ["TomoImageCodecs"]),
        .library(name: "TomoVolume", targets: ["TomoVolume"]),
        .library(name: "TomoDICOM", targets: ["TomoDICOM"]),
        .library(name: "TomoAnnotations", targets: ["TomoAnnotations"]),
        .library(name: "TomoReports", targets: ["TomoReports"]),
        .library(name: "TomoSeries", targets: ["TomoSeries"]),
        .library(name: "TomoDICOMSeries", targets: ["TomoDICOMSeries"]),
        .library(name: "TomoAsyncHTTP", targets: ["TomoAsyncHTTP"]),
        .library(name: "TomoURLSession", targets: ["TomoURLSession"]),
        .library(name: "TomoPipeline", targets: ["TomoPipeline"]),
        .library(name: "TomoConnection", targets: ["TomoConnection"]),
        .library(name: "TomoNetworkSeries", targets: ["TomoNetworkSeries"]),
        .library(name: "TomoDICOMweb", targets: ["TomoDICOMweb"]),
        .library(name: "TomoDIMSE", targets: ["TomoDIMSE"]),
        .library(name: "TomoLibrary", targets: ["TomoLibrary"]),
        .library(name: "FeatureSupport", targets: ["FeatureSupport"]),
        .library(name: "ScanViewerFeature", targets: ["ScanViewerFeature"]),
        .library(name: "ScanViewerLive", targets: ["ScanViewerLive"]),
        .library(name: "ImageGridFeature", targets: ["ImageGridFeature"]),
        .library(name: "PhotoBrowserFeature", targets: ["PhotoBrowserFeature"]),
        .library(name: "SliderTestFeature", targets: ["SliderTestFeature"]),
        .library(name: "AppFeature", targets: ["AppFeature"]),
        .library(name: "TomoServer", targets: ["TomoServer"]),
        .executable(name: "tomo-server", targets: ["tomo-server"]),
        .library(name: "TomoCLI", targets: ["TomoCLI"]),
        .executable(name: "tomo", targets: ["tomo"]),
        .executable(name: "tomo-bench", targets: ["tomo-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
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
            name: "CZlibSystem", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]),
        // ZIP archives on Linux (libzip: ZIPFoundation's inflate loop there never ends on a cut stream).
        .systemLibrary(
            name: "CZip", pkgConfig: "libzip",
            providers: [.apt(["libzip-dev"])]),
        .systemLibrary(
            name: "CDeflate", pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]),
        // DICOM's codecs: JPEG-LS (CharLS) and JPEG 2000 / HTJ2K (OpenJPEG).
        .systemLibrary(
            name: "CCharLS", pkgConfig: "charls",
            providers: [.apt(["libcharls-dev"])]),
        .systemLibrary(
            name: "COpenJPEG", pkgConfig: "libopenjp2",
            providers: [.apt(["libopenjp2-7-dev"])]),

        // Client layers.
        .target(name: "TomoCore", swiftSettings: strict),
        // Optimised in debug builds too: the 3D view casts tens of millions of samples an image, which unoptimised
        // takes seconds (the screen tests turn it by hand).
        .target(name: "TomoVolume", dependencies: ["TomoCore"], swiftSettings: strict + [.unsafeFlags(["-O"], .when(configuration: .debug))]),
        .target(name: "TomoAnnotations", dependencies: ["TomoCore", "TomoVolume"], swiftSettings: strict),
        .target(
            name: "TomoDICOM",
            dependencies: [
                "TomoCore", "TomoVolume", "CZlibSystem",
                .target(name: "CCharLS", condition: linux),
                .target(name: "COpenJPEG", condition: linux),
                .target(name: "CTurboJPEG", condition: linux),
                .target(name: "CZip", condition: linux),
                .product(name: "ZIPFoundation", package: "ZIPFoundation", condition: .when(platforms: [.macOS, .iOS])),
            ],
            swiftSettings: strict),
        .target(name: "TomoReports", dependencies: ["TomoCore", "TomoVolume", "TomoAnnotations", "TomoDICOM"], swiftSettings: strict),
        .target(
            name: "TomoImaging",
            dependencies: ["TomoCore"],
            swiftSettings: strict),
        // PNG and JPEG: libspng (with a libdeflate fast path) and libjpeg-turbo on Linux, ImageIO on Apple
        // platforms; apart from `Bitmap` so that what only windows and draws images links no codec.
        .target(
            name: "TomoImageCodecs",
            dependencies: [
                "TomoImaging", "TomoCore",
                .target(name: "CSpng", condition: linux),
                .target(name: "CTurboJPEG", condition: linux),
                .target(name: "CDeflate", condition: linux),
            ],
            swiftSettings: strict),
        // Where series come from, as interfaces and values: what every front end and model sees of a series.
        .target(name: "TomoSeries", dependencies: ["TomoCore", "TomoImaging", "TomoVolume"], swiftSettings: strict),
        // DICOM series as sources: DICOM files and folders, and what every DICOM-backed series shares
        // (DICOMweb's too).
        .target(
            name: "TomoDICOMSeries", dependencies: ["TomoCore", "TomoImaging", "TomoVolume", "TomoDICOM", "TomoSeries"],
            swiftSettings: strict),
        // The local study library: imported files indexed in SQLite (GRDB), searched and opened as a series source.
        .target(
            name: "TomoLibrary",
            dependencies: [
                "TomoCore", "TomoVolume", "TomoDICOM", "TomoSeries", "TomoDICOMSeries",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            swiftSettings: strict),
        .target(
            name: "TomoAsyncHTTP",
            dependencies: [
                "TomoCore",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ],
            swiftSettings: strict),
        .target(name: "TomoURLSession", dependencies: ["TomoCore"], swiftSettings: strict),
        .target(
            name: "TomoPipeline",
            dependencies: [
                "TomoCore", "TomoImaging", "TomoImageCodecs",
                .target(name: "CDeflate", condition: linux), .target(name: "CZlibSystem", condition: apple),
                .target(name: "TomoAsyncHTTP", condition: linux),
                .target(name: "TomoURLSession", condition: apple),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict),
        .target(
            name: "TomoConnection",
            dependencies: ["TomoCore", "TomoPipeline", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strict),
        .target(
            name: "TomoNetworkSeries",
            dependencies: [
                "TomoCore", "TomoImaging", "TomoVolume", "TomoSeries", "TomoPipeline",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict),
        // DICOMweb in one place: the catalog, the series source, frames decoded as the metadata describes them.
        .target(
            name: "TomoDICOMweb",
            dependencies: ["TomoCore", "TomoImaging", "TomoVolume", "TomoDICOM", "TomoSeries", "TomoDICOMSeries", "TomoPipeline"],
            swiftSettings: strict),
        // DICOM networking (DIMSE, PS3.7 and PS3.8) on SwiftNIO: the upper layer, associations, C-ECHO, C-FIND,
        // C-GET, and a node's series as a series source.
        .target(
            name: "TomoDIMSE",
            dependencies: [
                "TomoCore", "TomoDICOM", "TomoVolume", "TomoSeries", "TomoDICOMSeries",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ],
            swiftSettings: strict),
        .target(name: "TomoTerminal", dependencies: ["TomoCore", "TomoPipeline"], swiftSettings: strict),
        // Argument-parsing types every executable shares.
        // The version and the git commit of the build (written before each build by BuildCommitPlugin), for
        // every executable's --version.
        .target(name: "TomoBuildInfo", swiftSettings: strict, plugins: ["BuildCommitPlugin"]),
        .plugin(name: "BuildCommitPlugin", capability: .buildTool()),
        .target(
            name: "TomoArguments",
            dependencies: [
                "TomoCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict),

        // Features: platform-neutral view models, one module per screen, and the app's own.
        .target(
            name: "FeatureSupport", dependencies: ["TomoCore", "TomoImaging", "TomoPipeline"],
            path: "Sources/Features/FeatureSupport", swiftSettings: strict),
        .target(
            name: "ScanViewerFeature",
            dependencies: [
                "FeatureSupport", "TomoCore", "TomoImaging", "TomoImageCodecs", "TomoVolume", "TomoAnnotations", "TomoPipeline", "TomoSeries",
            ],
            path: "Sources/Features/ScanViewerFeature",
            swiftSettings: strict),
        // The CT viewer's live sources (DICOM files, the API, DICOMweb servers) behind its environment's
        // interfaces: what the app wires in; the feature itself never sees them.
        .target(
            name: "ScanViewerLive",
            dependencies: [
                "ScanViewerFeature", "TomoCore", "TomoPipeline", "TomoSeries", "TomoDICOMSeries", "TomoNetworkSeries", "TomoDICOMweb",
                "TomoAnnotations", "TomoDICOM", "TomoReports", "TomoLibrary", "TomoDIMSE", "TomoVolume",
            ],
            path: "Sources/ScanViewerLive",
            swiftSettings: strict),
        .target(
            name: "ImageGridFeature",
            dependencies: ["FeatureSupport", "TomoCore", "TomoImaging", "TomoPipeline"],
            path: "Sources/Features/ImageGridFeature",
            swiftSettings: strict),
        .target(
            name: "PhotoBrowserFeature",
            dependencies: ["FeatureSupport", "TomoCore", "TomoImaging", "TomoPipeline"],
            path: "Sources/Features/PhotoBrowserFeature",
            swiftSettings: strict),
        .target(
            name: "SliderTestFeature",
            dependencies: ["FeatureSupport", "TomoCore"],
            path: "Sources/Features/SliderTestFeature",
            swiftSettings: strict),
        .target(
            name: "AppFeature",
            dependencies: [
                "FeatureSupport", "ScanViewerFeature", "ImageGridFeature", "PhotoBrowserFeature",
                "SliderTestFeature", "TomoConnection", "TomoCore", "TomoPipeline", "TomoSeries",
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/Features/AppFeature",
            swiftSettings: strict),
        // The app's live sources, which the executables hand the app model (`AppSources.live`).
        .target(
            name: "TomoAppLive",
            dependencies: ["AppFeature", "ScanViewerFeature", "ScanViewerLive"],
            swiftSettings: strict),

        // The reference server, and the one door to it from client code.
        .target(
            name: "TomoSampleVolumes",
            dependencies: ["TomoCore", "TomoVolume", "CZlibSystem"],
            swiftSettings: strict),
        // Optimised in debug builds too: the server renders every photo pixel by pixel, and unoptimised that
        // is ~20 times slower (190 ms for one 300-pixel thumbnail), which the image grid's tests feel.
        .target(
            name: "TomoGeneratedPhotos", dependencies: ["TomoCore", "TomoImaging"],
            swiftSettings: strict + [.unsafeFlags(["-O"], .when(configuration: .debug))]),
        .target(
            name: "TomoServer",
            dependencies: [
                "TomoCore", "TomoImaging", "TomoImageCodecs", "TomoSampleVolumes", "TomoGeneratedPhotos",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict),
        .target(
            name: "TomoServerCommands",
            dependencies: [
                "TomoServer", "TomoCore", "TomoArguments",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict),
        .executableTarget(
            name: "tomo-server",
            dependencies: [
                "TomoServerCommands", "TomoBuildInfo",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict),
        .target(
            name: "TomoBuiltInServer",
            dependencies: ["TomoCore", "TomoServer", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strict),

        // The client benchmarks (`scripts/bench/client.sh`).
        .executableTarget(
            name: "tomo-bench",
            dependencies: [
                "TomoPipeline", "TomoCore", "TomoImaging", "TomoVolume", "TomoServer", "TomoServerCommands", "ScanViewerFeature", "ScanViewerLive", "TomoNetworkSeries",
                "TomoSeries", "TomoBuildInfo", "TomoDICOM", "TomoDICOMSeries", "TomoLibrary", "TomoTestSupport",
                "ImageGridFeature", "PhotoBrowserFeature", "TomoURLSession",
                .target(name: "TomoAsyncHTTP", condition: linux),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict),

        // The `tomo` command line: the commands in a library, so the tests can run them.
        .target(
            name: "TomoCLI",
            dependencies: [
                "TomoCore", "TomoImaging", "TomoImageCodecs", "TomoPipeline", "TomoConnection", "TomoTerminal", "TomoArguments",
                "TomoVolume", "TomoDICOM", "TomoSeries", "TomoDICOMSeries", "TomoNetworkSeries", "TomoDICOMweb", "FeatureSupport", "ImageGridFeature", "PhotoBrowserFeature", "SliderTestFeature",
                "TomoAnnotations", "TomoReports", "TomoLibrary", "TomoDIMSE",
                "TomoServerCommands", "TomoBuildInfo",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict),
        .executableTarget(
            name: "tomo",
            dependencies: ["TomoCLI", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strict),

        // What every test target shares: the in-process server, processes, displays, folders, ports.
        .target(
            name: "TomoTestSupport",
            dependencies: ["TomoServer", "TomoSampleVolumes", "TomoCore", "TomoImaging", "TomoVolume", "TomoSeries", "TomoURLSession", .product(name: "Logging", package: "swift-log")],
            path: "Tests/TomoTestSupport",
            swiftSettings: strict),
        .testTarget(
            name: "TomoCoreTests",
            dependencies: ["TomoCore", "TomoAsyncHTTP", "TomoURLSession", "TomoServer", "TomoTestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "TomoAsyncHTTPTests",
            dependencies: ["TomoAsyncHTTP", "TomoCore", "TomoServer", "TomoTestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "ScanViewerFeatureTests",
            dependencies: [
                "ScanViewerFeature", "FeatureSupport", "TomoPipeline", "TomoCore", "TomoImaging", "TomoServer",
                "TomoTestSupport", "TomoNetworkSeries", "TomoDICOMweb", "TomoSeries", "TomoDICOMSeries", "TomoDICOM", "TomoVolume",
                "ScanViewerLive", "TomoAnnotations", "TomoLibrary", "TomoDIMSE", "TomoImageCodecs",
            ],
            path: "Tests/Features/ScanViewerFeatureTests",
            swiftSettings: strict),
        .testTarget(
            name: "FeatureSupportTests",
            dependencies: ["FeatureSupport", "TomoCore"],
            path: "Tests/Features/FeatureSupportTests",
            swiftSettings: strict),
        .testTarget(
            name: "ImageGridFeatureTests",
            dependencies: [
                "ImageGridFeature", "PhotoBrowserFeature", "FeatureSupport", "TomoPipeline", "TomoCore", "TomoImaging", "TomoImageCodecs", "TomoServer",
                "TomoTestSupport",
            ],
            path: "Tests/Features/ImageGridFeatureTests",
            swiftSettings: strict),
        .testTarget(
            name: "PhotoBrowserFeatureTests",
            dependencies: [
                "PhotoBrowserFeature", "FeatureSupport", "TomoPipeline", "TomoCore", "TomoImaging", "TomoServer",
                "TomoTestSupport",
            ],
            path: "Tests/Features/PhotoBrowserFeatureTests",
            swiftSettings: strict),
        .testTarget(
            name: "SliderTestFeatureTests",
            dependencies: ["SliderTestFeature", "FeatureSupport", "TomoCore", "TomoServer", "TomoTestSupport"],
            path: "Tests/Features/SliderTestFeatureTests",
            swiftSettings: strict),
        .testTarget(
            name: "AppFeatureTests",
            dependencies: [
                "AppFeature", "TomoAppLive", "ScanViewerFeature", "ImageGridFeature", "PhotoBrowserFeature", "SliderTestFeature",
                "TomoBuiltInServer", "TomoCore", "TomoNetworkSeries",
                "TomoServer",
                "TomoTestSupport",
            ],
            path: "Tests/Features/AppFeatureTests",
            swiftSettings: strict),
        .testTarget(
            name: "TomoPipelineTests",
            dependencies: ["TomoPipeline", "TomoCore", "TomoImaging", "TomoServer", "TomoTestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "TomoTerminalTests",
            dependencies: ["TomoTerminal", "TomoCore", "TomoPipeline"],
            swiftSettings: strict),
        .testTarget(
            name: "TomoCLITests",
            dependencies: [
                "TomoCLI", "TomoCore", "TomoImaging", "TomoImageCodecs", "TomoPipeline", "TomoNetworkSeries", "TomoSeries", "TomoServer", "TomoTestSupport", "TomoVolume",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict),
        .testTarget(
            name: "TomoImagingTests",
            dependencies: ["TomoImaging", "TomoImageCodecs", "TomoCore", "TomoTestSupport", .target(name: "CDeflate", condition: linux)],
            swiftSettings: strict),
        .testTarget(
            name: "TomoSampleVolumesTests", dependencies: ["TomoSampleVolumes", "TomoVolume", "TomoTestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "TomoDICOMTests", dependencies: ["TomoDICOM", "TomoVolume", "TomoCore", "TomoSampleVolumes", "TomoTestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "TomoDIMSETests",
            dependencies: [
                "TomoDIMSE", "TomoDICOM", "TomoDICOMSeries", "TomoSeries", "TomoPipeline", "TomoVolume", "TomoCore", "TomoTestSupport",
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOEmbedded", package: "swift-nio"),
            ],
            swiftSettings: strict),
        .testTarget(
            name: "TomoLibraryTests",
            dependencies: ["TomoLibrary", "TomoDICOM", "TomoDICOMSeries", "TomoSeries", "TomoCore", "TomoTestSupport", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: strict),
        .testTarget(
            name: "TomoSeriesTests", dependencies: ["TomoSeries", "TomoDICOMSeries", "TomoDICOM", "TomoVolume", "TomoCore", "TomoPipeline", "TomoTestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "TomoDICOMwebTests",
            dependencies: [
                "TomoDICOMweb", "TomoSeries", "TomoDICOMSeries", "TomoDICOM", "TomoVolume", "TomoPipeline", "TomoImaging", "TomoCore",
                "TomoTestSupport",
            ],
            swiftSettings: strict),
        .testTarget(name: "TomoVolumeTests", dependencies: ["TomoVolume", "TomoCore", "TomoTestSupport"], swiftSettings: strict),
        .testTarget(name: "TomoAnnotationsTests", dependencies: ["TomoAnnotations", "TomoVolume", "TomoCore"], swiftSettings: strict),
        .testTarget(name: "TomoReportsTests", dependencies: ["TomoReports", "TomoAnnotations", "TomoDICOM", "TomoVolume", "TomoCore"], swiftSettings: strict),
        .testTarget(
            name: "TomoGeneratedPhotosTests", dependencies: ["TomoGeneratedPhotos", "TomoImaging"], swiftSettings: strict),
        .testTarget(
            name: "TomoServerTests",
            dependencies: [
                "TomoServer", "TomoServerCommands", "TomoImaging", "TomoSampleVolumes", "TomoTestSupport", "TomoAsyncHTTP",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            swiftSettings: strict),
    ]
)

#if os(Linux)
// The GTK 4 front end (Linux only: Apple platforms get SwiftUI).
//   CGtk                 gtk4 through pkg-config, with C shims for GTK's macros
//   TomoGTK              Swift wrappers: object lifetimes, signals as closures, the main-loop hop, widgets
//   TomoDesktop          the desktop app's window and screens (a library, tested in-process), and the
//                        headless run without a display
//   tomo-desktop         the desktop app: argument parsing, and the built-in server wired in
//   tomo-desktop-dev     the desktop app's on-screen benchmarks (not shipped)
package.products.append(.library(name: "TomoGTK", targets: ["TomoGTK"]))
package.targets += [
    .systemLibrary(
        name: "CGtk", pkgConfig: "gtk4",
        providers: [.apt(["libgtk-4-dev"])]),
    .target(name: "TomoGTK", dependencies: ["CGtk", "TomoCore", "TomoImaging"], swiftSettings: strict),
    .target(
        name: "TomoDesktop",
        dependencies: [
            "TomoGTK", "AppFeature", "ScanViewerFeature", "ImageGridFeature", "PhotoBrowserFeature", "SliderTestFeature",
            "FeatureSupport", "TomoCore", "TomoImaging", "TomoSeries", "TomoTerminal", "TomoVolume",
            .product(name: "Logging", package: "swift-log"),
        ],
        swiftSettings: strict),
    .executableTarget(
        name: "tomo-desktop",
        dependencies: [
            "TomoDesktop", "TomoGTK", "AppFeature", "TomoAppLive", "TomoBuiltInServer", "TomoCore", "TomoArguments", "TomoNetworkSeries",
            "TomoBuildInfo", "TomoSeries",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Logging", package: "swift-log"),
        ],
        swiftSettings: strict),
    .executableTarget(
        name: "tomo-desktop-dev",
        dependencies: [
            "TomoDesktop", "TomoGTK", "AppFeature", "TomoAppLive", "FeatureSupport", "ImageGridFeature", "PhotoBrowserFeature",
            "TomoBuiltInServer", "TomoCore", "TomoImaging", "ScanViewerFeature", "TomoSeries", "TomoVolume", "TomoBuildInfo",
            "TomoLibrary",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Logging", package: "swift-log"),
        ],
        swiftSettings: strict),
    // What the in-process GTK tests share: GTK on a private display, its loop driven while they wait, input.
    .target(
        name: "TomoGTKTestSupport",
        dependencies: ["TomoGTK", "CGtk", "TomoTestSupport"],
        path: "Tests/TomoGTKTestSupport",
        swiftSettings: strict),
    .testTarget(
        name: "TomoGTKTests",
        dependencies: ["TomoGTK", "CGtk", "TomoImaging", "TomoTestSupport", "TomoGTKTestSupport"],
        swiftSettings: strict),
    .testTarget(
        name: "TomoDesktopTests",
        dependencies: [
            "TomoDesktop", "TomoGTK", "CGtk", "AppFeature", "FeatureSupport", "ScanViewerFeature", "ImageGridFeature",
            "PhotoBrowserFeature", "SliderTestFeature", "TomoCore", "TomoImaging", "TomoPipeline", "TomoServer",
            "TomoTestSupport", "TomoGTKTestSupport", "TomoSeries", "TomoDICOMSeries", "TomoNetworkSeries", "ScanViewerLive",
            "TomoAppLive", "TomoDICOM",
        ],
        swiftSettings: strict),
    .testTarget(
        name: "TomoDesktopExecutableTests",
        dependencies: ["AppFeature", "TomoCore", "TomoImaging", "TomoPipeline", "TomoServer", "TomoTestSupport"],
        swiftSettings: strict),
]
package.products.append(.executable(name: "tomo-desktop", targets: ["tomo-desktop"]))
package.products.append(.executable(name: "tomo-desktop-dev", targets: ["tomo-desktop-dev"]))
#endif
