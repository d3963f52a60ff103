import Foundation

/// Where the detail view's Save… stands: what the view shows beside the photo's details.
public enum PhotoSaveState: Sendable, Hashable {
    case idle
    /// Fetching the photo at full resolution, filtering and writing it to the file.
    case saving(URL)
    case saved(URL)
    /// The file was not written, for the reason given (one line).
    case failed(URL, reason: String)

    /// Whether a save is under way (Save… waits for it).
    public var isSaving: Bool {
        if case .saving = self { true } else { false }
    }

    /// "Saving photo-12.png…", "Saved photo-12.png", "Could not save photo-12.png: No such file or
    /// directory"; nil when nothing was saved.
    public var message: String? {
        switch self {
        case .idle: nil
        case .saving(let url): "Saving \(url.lastPathComponent)…"
        case .saved(let url): "Saved \(url.lastPathComponent)"
        case .failed(let url, let reason): "Could not save \(url.lastPathComponent): \(reason)"
        }
    }
}
