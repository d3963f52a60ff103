/// The series of the study the study browser highlights, as it shows them beside its list: each with its
/// title, counts and thumbnail, loaded in the background.
public struct StudyPreview: Sendable, Equatable {
    /// The study's Study Instance UID.
    public var studyUID: String
    /// Its series, in the source's order; empty until listed.
    public var choices: [SeriesChoice]
    public var phase: Phase

    /// Where the preview stands.
    public enum Phase: Sendable, Hashable {
        /// The series are being listed.
        case listing
        /// Listed; thumbnails still coming.
        case makingThumbnails
        /// Every thumbnail made (or found unreadable).
        case done
        /// The series could not be listed; `message` says why.
        case failed(message: String)
    }

    /// What the preview shows above the series: "3 series", "Listing series…", or why listing failed.
    public var statusText: String {
        switch phase {
        case .listing: "Listing series…"
        case .makingThumbnails, .done: choices.count == 1 ? "1 series" : "\(choices.count) series"
        case .failed(let message): message
        }
    }
}
