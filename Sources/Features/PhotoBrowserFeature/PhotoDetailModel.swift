import FeatureSupport
import Foundation
import Observation
import TomoCore
import TomoImaging
import TomoPipeline

/// The detail view of one photo: its list thumbnail at once, then the photo at the view's pixel size,
/// with a filter applied on the client (Normal / Grayscale / Blur 1–10).
///
/// Filters never refetch: they are rendered from the photo already loaded, off the main actor. Changes
/// that come faster than renders finish are coalesced: the newest filter wins, renders not yet begun
/// for older ones never run, and a render overtaken while it runs is discarded.
@MainActor
@Observable
public final class PhotoDetailModel: ObservationWaiting {
    /// The photo's position in the list.
    public let index: Int
    public let photo: PicsumPhoto
    /// The list's thumbnail, for the view to show scaled up until `shown` is there.
    public let preview: Bitmap?
    /// The segmented control's choice.
    public private(set) var mode: PhotoFilterMode = .normal
    /// The blur slider's value, in `PhotoFilter.blurRange`; kept while another mode is chosen.
    public private(set) var blurAmount = 5
    /// The photo at the view's pixel size, unfiltered; nil until it arrives.
    public private(set) var photoImage: Bitmap?
    /// The photo with `shownFilter` applied; nil until the photo has arrived.
    public private(set) var shown: Bitmap?
    /// The filter `shown` has; it lags `filter` while a render runs.
    public private(set) var shownFilter: PhotoFilter?
    /// Why the photo did not load; `retry()` loads it again.
    public private(set) var failure: ImageLoadFailure?
    /// How the last Save… went.
    public private(set) var saveState = SaveState.idle
    /// A Save… asked for (Ctrl+S, the button) and not yet answered: the front end asks the user where,
    /// calls `dismissSaveRequest()` once they have answered, and `save(to:)` with the file they chose.
    public private(set) var saveRequest: SaveRequest?

    @ObservationIgnored let environment: PhotoBrowserEnvironment
    @ObservationIgnored private var viewSize: (width: Int, height: Int)?
    @ObservationIgnored private var loadedRequest: ImageRequest?
    @ObservationIgnored private var loadTask: Task<Void, Never>?
    @ObservationIgnored private var renderTask: Task<Void, Never>?
    @ObservationIgnored private var renderWanted = false
    /// Counts photos loaded, so a render of an older one is never shown over a newer one.
    @ObservationIgnored private var imageGeneration = 0

    /// The detail view of `photo`, keeping the filter and view size of `previous` (the photo shown before,
    /// when the user steps through the list).
    init(index: Int, photo: PicsumPhoto, preview: Bitmap?, environment: PhotoBrowserEnvironment, carryingOver previous: PhotoDetailModel?) {
        self.index = index
        self.photo = photo
        self.preview = preview
        self.environment = environment
        if let previous {
            mode = previous.mode
            blurAmount = previous.blurAmount
            if let size = previous.viewSize { setViewPixelSize(width: size.width, height: size.height) }
        }
    }

    isolated deinit {
        loadTask?.cancel()
        renderTask?.cancel()
    }

    /// The filter chosen now.
    public var filter: PhotoFilter { mode.filter(blurAmount: blurAmount) }

    /// Whether the photo is on its way.
    public var isLoading: Bool { shown == nil && failure == nil }

    /// Whether the stage does not show what the user chose yet: the photo, or its filter, is on its way.
    public var isBusy: Bool { isLoading || (shown != nil && shownFilter != filter) }

    /// What the stage shows: the photo as filtered, else the list's thumbnail.
    public var image: Bitmap? { shown ?? preview }

    /// "Photo 12 by Paul Jarvis".
    public var title: String { "Photo \(photo.id) by \(photo.author)" }

    /// "Paul Jarvis · original 2500 × 1667".
    public var infoText: String { "\(photo.author) · original \(photo.width) × \(photo.height)" }

    /// The photo's page (Unsplash on Picsum), when its `url` is one.
    public var sourceURL: URL? { URL(string: photo.url) }

    /// Chooses Normal, Grayscale or Blur; the picture follows without a refetch.
    public func setMode(_ mode: PhotoFilterMode) {
        guard mode != self.mode else { return }
        self.mode = mode
        filterChanged()
    }

    /// Moves the blur slider (clamped to 1–10); with Blur chosen the picture follows.
    public func setBlurAmount(_ amount: Int) {
        let amount = PhotoFilter.clampedBlur(amount)
        guard amount != blurAmount else { return }
        blurAmount = amount
        if mode == .blur { filterChanged() }
    }

    /// Tells the model the view's size in pixels: the photo is loaded as large as fits it (never above
    /// the original). The picture shown stays until the new one arrives.
    public func setViewPixelSize(width: Int, height: Int) {
        viewSize = (max(1, width), max(1, height))
        let request = PhotoSizing.detailRequest(for: photo, api: environment.api, width: width, height: height)
        guard request.key != loadedRequest?.key || failure != nil else { return }
        load(request)
    }

    /// Loads the photo again after a failure.
    public func retry() {
        guard failure != nil, let viewSize else { return }
        failure = nil
        setViewPixelSize(width: viewSize.width, height: viewSize.height)
    }

    /// Asks the front end where to save the photo as shown (`saveRequest`); false while there is nothing
    /// to save yet or a save runs.
    @discardableResult
    public func requestSave() -> Bool {
        guard shown != nil, !saveState.isSaving else { return false }
        saveRequest = SaveRequest(suggestedName: "photo-\(photo.id)-\(mode.rawValue).png")
        return true
    }

    /// The user has answered the Save… request (chosen a file, or none).
    public func dismissSaveRequest() {
        saveRequest = nil
    }

    /// Writes the photo as shown (its filter applied) at full resolution to `url`, PNG or JPEG by the
    /// file's extension. Picsum's blur amounts are pixels at the photo's size, so the full-resolution
    /// file is blurred by the same amount as Picsum's `?blur=` of the original would be. `saveState`
    /// follows it; a save asked for while one runs is ignored, and a file type Tomo does not write fails
    /// before anything is fetched.
    public func save(to url: URL) async {
        guard !saveState.isSaving else { return }
        saveState = .saving(url)
        do {
            _ = try ImageFile.FileType(of: url)
            let image = try await PhotoExport.image(
                at: PhotoSizing.originalURL(of: photo, api: environment.api), filters: [filter], pipeline: environment.pipeline)
            try await ImageFile.write(image, to: url)
            saveState = .saved(url)
        } catch {
            saveState = .failed(url, reason: ErrorMessage.text(for: error))
        }
    }

    private func load(_ request: ImageRequest) {
        loadTask?.cancel()
        loadedRequest = request
        failure = nil
        let pipeline = environment.pipeline
        loadTask = Task { [weak self] in
            do {
                let image = try await pipeline.image(for: request)
                guard !Task.isCancelled else { return }
                self?.show(image)
            } catch is CancellationError {
            } catch {
                guard !Task.isCancelled else { return }
                self?.failure = ImageLoadFailure(error)
            }
        }
    }

    private func show(_ image: Bitmap) {
        photoImage = image
        imageGeneration += 1
        filterChanged()
    }

    /// Shows `image` at once for Normal; otherwise asks for a render, which the render loop picks up.
    private func filterChanged() {
        guard let image = photoImage else { return }
        if filter == .normal {
            shown = image
            shownFilter = .normal
            return
        }
        renderWanted = true
        guard renderTask == nil else { return }
        renderTask = Task { [weak self] in await self?.renderNewest() }
    }

    /// Renders the newest filter until no newer one is wanted; results overtaken meanwhile are dropped.
    private func renderNewest() async {
        defer { renderTask = nil }
        while renderWanted, let image = photoImage {
            renderWanted = false
            let filter = filter, generation = imageGeneration
            guard filter != .normal else { continue }
            let render = environment.renderFilter
            let rendered = try? await BlockingWork.run { try render(filter, image) }
            guard !Task.isCancelled else { return }
            if let rendered, filter == self.filter, generation == imageGeneration {
                shown = rendered
                shownFilter = filter
            }
        }
    }
}
