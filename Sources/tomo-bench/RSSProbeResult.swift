/// What `tomo-bench rss-probe` measured, written as one line of JSON for the parent process.
struct RSSProbeResult: Codable {
    /// The memory cache's cost limit, in bytes.
    let memoryLimit: Int
    /// Before the preload (the pipeline made, the series fetched).
    let before: ProcessMemory
    /// After it: `peak` is the high-water mark over the whole process, preload included.
    let after: ProcessMemory
    /// The decoded bytes the memory cache holds at the end.
    let cachedBytes: Int
    /// The decoded bytes of the whole series.
    let seriesBytes: Int
}
