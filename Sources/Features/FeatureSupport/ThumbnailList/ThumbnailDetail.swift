import Observation
import TomoImaging

/// The detail view an item of a thumbnail list opens in: its image on a stage (the list's thumbnail
/// until its own arrives), a title, and whatever else its feature offers there, with keys of its own
/// beside the list's.
@MainActor
public protocol ThumbnailDetail: AnyObject, Observable {
    /// What the detail view's own keys do (`Never` for none).
    associatedtype Action: Sendable & Hashable

    /// The item's position in the list.
    var index: Int { get }
    /// What the view calls the item: "Photo 12 by Paul Jarvis".
    var title: String { get }
    /// What the stage shows now: the item's image, else its thumbnail; nil while there is neither.
    var image: Bitmap? { get }
    /// Whether the image the view wants is still on its way (loading, or being filtered).
    var isBusy: Bool { get }
    /// Why the item's image did not load, if it did not.
    var failure: ImageLoadFailure? { get }

    /// The detail view's own keys.
    nonisolated static var keys: KeyTable<Action> { get }

    /// Performs one of its own actions; false if it does nothing now.
    func perform(_ action: Action) -> Bool

    /// Tells the model the stage's size in pixels, for an image made to fit it.
    func setViewPixelSize(width: Int, height: Int)

    /// Loads its image again after a failure.
    func retry()
}

extension ThumbnailDetail {
    /// The title, with why the image failed if it did: "Photo 12 by Paul Jarvis: image not found".
    public var headline: String {
        failure.map { "\(title): image \($0.reason)" } ?? title
    }
}
