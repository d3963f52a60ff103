import TomoCore
import TomoDICOMSeries
import TomoPipeline
import TomoSeries
import TomoTerminal
import TomoVolume

/// Every slice of an open series in a volume of HU, with progress on standard error: a DICOM series
/// preloads into its own volume; another source's slices (the API's) are read and stored one by one.
enum SeriesVolumeLoad {
    /// The volume and the slices that failed (the rest are in it).
    /// - Throws: `CommandFailure` (bad data) when the series makes no volume, saying why.
    static func load(_ opened: any OpenedSeries) async throws -> (volume: CTVolume, failures: [(index: Int, error: any Error)]) {
        let volume: CTVolume
        let load: @Sendable (Int) async throws -> Int
        if let dicom = opened as? any DICOMBackedSeries {
            guard let own = dicom.volume else { throw noVolume(opened, opened.limitation ?? "its images differ in size") }
            volume = own
            load = dicom.preloadSlice
        } else {
            guard let geometry = opened.geometry else { throw noVolume(opened, "the source gives no geometry") }
            volume = try CTVolume(geometry: geometry)
            load = { index in
                let slice = try await opened.slice(at: index)
                try volume.fill(slice: index, with: slice.samples, rescale: slice.rescale)
                return slice.samples.words.count * 2
            }
        }
        let preloader = SeriesPreloader(count: opened.sliceCount, concurrency: opened.preloadConcurrency, load: load)
        let states = await preloader.run(reportingTo: ProgressReporter(title: "volume"))
        let failures = states.enumerated().compactMap { index, state in state.error.map { (index, $0) } }
        return (volume, failures)
    }

    /// "series … makes no volume: `reason`".
    static func noVolume(_ opened: any OpenedSeries, _ reason: String) -> CommandFailure {
        CommandFailure(.badData, "series \(opened.entry.id) makes no volume: \(reason)")
    }
}
