import FeatureSupport
import Foundation
import Observation
import TomoImaging

/// Export…: the request waiting for the front end to ask where, and how the last export went. A child of
/// `ScanViewerModel`, which says when an export may start and names the file.
@MainActor
@Observable
public final class ViewExport {
    /// An Export… waiting for the front end to ask where.
    public private(set) var request: SaveRequest?
    /// How the last Export… went.
    public private(set) var state = SaveState.idle

    init() {}

    /// Asks the front end where to write a file suggested as `name`.
    func ask(suggesting name: String) {
        request = SaveRequest(suggestedName: name)
    }

    /// The user has answered the request (chosen a file, or none).
    func dismiss() {
        request = nil
    }

    /// Writes `image` to `url`, PNG or JPEG by its extension, off the main actor; `state` follows it.
    func write(_ image: Bitmap, to url: URL) async {
        guard !state.isSaving else { return }
        state = .saving(url)
        do {
            try await ImageFile.write(image, to: url)
            state = .saved(url)
        } catch {
            state = .failed(url, reason: ErrorMessage.text(for: error))
        }
    }

    /// Another series has opened: what was said of the last one's export goes (one under way still says how
    /// it ends).
    func seriesOpened() {
        if !state.isSaving { state = .idle }
    }

    /// The front end could not make the image to export to `url`, for `reason`.
    func fail(_ reason: String, for url: URL) {
        state = .failed(url, reason: reason)
    }
}
