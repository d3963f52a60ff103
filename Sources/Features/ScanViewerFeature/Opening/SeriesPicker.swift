import Foundation
import Observation
import TomoImaging
import TomoSeries

/// The series picker: the series a source holds, one highlighted, each with a thumbnail of its middle
/// slice loaded in the background (in list order). A child of `ScanViewerModel`, which shows it when a
/// source holds several series and names none its default.
@MainActor
@Observable
public final class SeriesPicker {
    /// The series on offer, in the source's order.
    public private(set) var choices: [SeriesChoice] = []
    /// The choice Enter opens.
    public private(set) var highlighted = 0
    /// Whether thumbnails are still being made.
    public private(set) var isLoadingThumbnails = false

    @ObservationIgnored private var thumbnailTask: Task<Void, Never>?

    /// Thumbnails fit this many pixels a side.
    public nonisolated static let thumbnailSide = 128

    init() {}

    isolated deinit {
        thumbnailTask?.cancel()
    }

    /// Offers `entries` of `source`, the series a reader most likely wants highlighted (`likeliest`), and
    /// starts making their thumbnails.
    func show(_ entries: [SeriesEntry], from source: any SeriesSource) {
        thumbnailTask?.cancel()
        choices = entries.map(SeriesChoice.init)
        highlighted = Self.likeliest(entries)
        isLoadingThumbnails = !entries.isEmpty
        thumbnailTask = Task {
            for (index, entry) in entries.enumerated() {
                let thumbnail = await SeriesThumbnail.make(ofSeries: entry.id, in: source, side: Self.thumbnailSide)
                guard !Task.isCancelled else { return }
                if choices.indices.contains(index), choices[index].id == entry.id { choices[index].thumbnail = thumbnail }
            }
            isLoadingThumbnails = false
        }
    }

    /// The index of the entry with the most images that can load, the first of those (0 when there are none):
    /// a scout or a series of damaged files is not what Enter should open first.
    static func likeliest(_ entries: [SeriesEntry]) -> Int {
        entries.indices.max { a, b in
            let (first, second) = (entries[a].readableImageCount, entries[b].readableImageCount)
            return first != second ? first < second : a > b
        } ?? 0
    }

    /// Stops making thumbnails.
    func stop() {
        thumbnailTask?.cancel()
        isLoadingThumbnails = false
    }

    /// Highlights choice `index`, clamped to the choices.
    public func highlight(_ index: Int) {
        guard !choices.isEmpty else { return }
        highlighted = min(max(index, 0), choices.count - 1)
    }

    /// Moves the highlight by `delta` choices, stopping at the ends.
    public func moveHighlight(by delta: Int) { highlight(highlighted + delta) }

    /// The highlighted series' id.
    public var highlightedID: String? { choices.indices.contains(highlighted) ? choices[highlighted].id : nil }
}
