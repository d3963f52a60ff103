import TomoImaging
import TomoSeries

/// One series as the series picker offers it: what to call it, whose it is, and a thumbnail.
public struct SeriesChoice: Sendable, Equatable, Identifiable {
    /// The source's id of the series (a Series Instance UID).
    public var id: String
    /// "Head CT", or "Series 1.2.3…" for one without a description.
    public var title: String
    /// "CT · 108 images".
    public var summary: String
    /// "Cranium, Test · 2024-01-15 · Head": the patient and study, what is known of them.
    public var study: String
    /// What keeps the series from a regular volume, and the files it lost, in words.
    public var warnings: [String]
    /// The middle slice in the series' own window, once loaded.
    public var thumbnail: Bitmap?

    /// The choice for `entry`, its thumbnail still to come.
    public init(_ entry: SeriesEntry) {
        id = entry.id
        title = entry.description.isEmpty ? "Series \(entry.id)" : entry.description
        let images = entry.imageCount == 1 ? "1 image" : "\(entry.imageCount) images"
        summary = entry.modality.isEmpty ? images : "\(entry.modality) · \(images)"
        study = StudyText.line(for: entry)
        warnings = entry.warnings + [LossText.unreadableFiles(entry.unreadableFiles)].compactMap { $0 }
    }
}
