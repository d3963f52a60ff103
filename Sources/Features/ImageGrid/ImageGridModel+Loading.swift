import FeatureSupport
import TomoPipeline

extension ImageGridModel {
    /// Tells the model what the front end shows: the items on screen (from the scroll position, not
    /// from which cells are bound), the column count, and a cell's side in pixels. The direction of
    /// scrolling is inferred from the last report unless given. Loads the next page of items when the
    /// window nears the end of those loaded.
    public func show(
        visible: Range<Int>, columns: Int, cellPixelSize: Int, direction: PrefetchWindow.Direction? = nil
    ) {
        guard thumbnails.show(visible: visible, columns: columns, cellPixelSize: cellPixelSize, direction: direction)
        else { return }
        loadNextPageIfNeeded()
    }

    /// Loads a failed item's thumbnail again (its tile's click or Enter).
    public func retryItem(at index: Int) {
        thumbnails.retry(at: index)
    }

    /// A click or Enter on item `index`: a failed thumbnail loads again, any other item opens in the
    /// detail view.
    public func activateItem(at index: Int) {
        thumbnails.activate(at: index, open: openDetail(at:))
    }

    /// What the pipeline has done, refreshed as loads finish.
    public var stats: PipelineStats { thumbnails.stats }
}
