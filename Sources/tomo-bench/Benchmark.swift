import ArgumentParser

/// One of the benchmarks `tomo-bench` runs.
enum Benchmark: String, CaseIterable, ExpressibleByArgument {
    /// Cold preload vs curl.
    case p1
    /// Memory-cache lookups.
    case p2
    /// Disk-cache hits vs plain files.
    case p3
    /// Peak RSS during a preload.
    case rss
    /// The CT viewer's model scrubbing a preloaded series.
    case scrub
    /// The image grid's model flung from page 1 to page 10.
    case p4
    /// The photo browser's blur slider on a 1200 × 800 photo.
    case blur
    /// Coronal and sagittal sections of a volume (needs no server).
    case reslice
    /// The study library: import, search, open (needs no server).
    case library
    /// The CT viewer's model stepping through a colour loop's frames (needs no server).
    case cine
    /// Aligning a prior by its images (needs no server).
    case alignment
    /// A segmentation read, placed, measured and drawn over a CT (needs no server; `--segmentation`).
    case segmentation
}
