import TomoCore
import TomoPipeline
import TomoSeries
import TomoTerminal
import TomoVolume

/// The slices of an open series in its volume of HU, the way the viewer fills it (the series' own
/// `fillSlice(at:)`, as many at once as it says), with progress on standard error.
enum SeriesVolumeLoad {
    /// The volume with `slices` (by default every slice) filled, and those that failed (the rest are in it).
    /// - Throws: `CommandFailure` (bad data) when the series makes no volume, saying why.
    static func load(
        _ opened: any OpenedSeries, slices: ClosedRange<Int>? = nil
    ) async throws -> (volume: CTVolume, failures: [(index: Int, error: any Error)]) {
        guard let volume = opened.volume else {
            throw noVolume(opened, opened.limitation ?? (opened.geometry == nil ? "the source gives no geometry" : "its images differ in size"))
        }
        let first = slices?.lowerBound ?? 0, count = slices?.count ?? opened.sliceCount
        let preloader = SeriesPreloader(count: count, concurrency: opened.fillConcurrency) { try await opened.fillSlice(at: first + $0) }
        let states = await preloader.run(reportingTo: ProgressReporter(title: "volume"))
        let failures = states.enumerated().compactMap { index, state in state.error.map { (first + index, $0) } }
        return (volume, failures)
    }

    /// "series … makes no volume: `reason`".
    static func noVolume(_ opened: any OpenedSeries, _ reason: String) -> CommandFailure {
        CommandFailure(.badData, "series \(opened.entry.id) makes no volume: \(reason)")
    }
}
