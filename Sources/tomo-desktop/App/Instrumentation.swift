import Foundation

/// What UI tests and benchmarks ask of the app beyond its normal work (hidden options): each screen's
/// state report, the image grid's scroll benchmark and the photo browser's blur benchmark.
struct Instrumentation: Sendable {
    /// Where the CT screen writes its state report (`--report-state`); other screens write beside it.
    var reportPath: String?
    /// Where the image grid's scroll benchmark writes its figures (`--scroll-benchmark`); the window
    /// closes when it is done.
    var scrollBenchmarkPath: String?
    /// Where the photo browser's blur benchmark writes its figures (`--blur-benchmark`); the window
    /// closes when it is done.
    var blurBenchmarkPath: String?
}
