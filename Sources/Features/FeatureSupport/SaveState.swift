import Foundation

/// Where a Save… stands (the photo detail view's, the CT viewer's Export…): what a screen shows about it.
public enum SaveState: Sendable, Hashable {
    case idle
    /// Making the image (fetching, filtering, rendering) and writing it to the file.
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
