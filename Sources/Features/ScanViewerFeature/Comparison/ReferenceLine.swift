/// Where another pane's section cuts a view: a line across the view's image, labelled with that pane's series.
public struct ReferenceLine: Sendable, Hashable {
    /// Which of the other pane's sections it stands for.
    public enum Kind: Sendable, Hashable {
        /// The one its active view shows.
        case shown
        /// Its series' first or last along that view's plane.
        case first, last
    }

    /// Which of the other pane's sections it stands for.
    public var kind: Kind
    /// The id of the pane it stands for (`ReadingPane.id`).
    public var pane: Int
    /// Where it enters the view's image, in image points.
    public var start: Point2D
    /// Where it leaves the view's image, in image points.
    public var end: Point2D
    /// The series it stands for, as the view labels it: "2023-01-15 · Head CT prior"; its ends "2023-01-15 · first"
    /// and "2023-01-15 · last".
    public var label: String
}
