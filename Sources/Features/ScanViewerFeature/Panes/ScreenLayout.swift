import TomoSeries
import TomoVolume

/// Where every view of every pane sits on the screen: one grid of cells, each a view of a pane (a plane's view
/// or the 3D view) with its span. A front end places the cells as they say, naming no pane or plane itself;
/// ``init(panes:arrangement:)`` builds it from the panes' own layouts.
public struct ScreenLayout: Sendable, Hashable {
    /// One view of one pane in the grid.
    public struct Cell: Sendable, Hashable {
        /// The pane's id (`ReadingPane.id`).
        public var pane: Int
        /// The plane its view shows; nil: the pane's 3D view.
        public var plane: VolumePlane?
        /// Its top left cell of the grid, counted from 0.
        public var column: Int
        public var row: Int
        /// How many columns and rows of the grid it spans.
        public var width: Int
        public var height: Int

        /// The view of `plane` (nil: the 3D view) of pane `pane` at (`column`, `row`), spanning `width` columns and
        /// `height` rows.
        public init(pane: Int, plane: VolumePlane?, column: Int, row: Int, width: Int = 1, height: Int = 1) {
            self.pane = pane
            self.plane = plane
            self.column = column
            self.row = row
            self.width = width
            self.height = height
        }
    }

    /// Every view shown, pane by pane.
    public var cells: [Cell]

    /// The layout of `cells`.
    public init(cells: [Cell]) {
        self.cells = cells
    }

    /// The views of `panes` (each its id and layout), arranged as `arrangement` says. Side by side and above each
    /// other, every pane gets the same room: its layout's grid is stretched by a whole factor to the least grid
    /// all the panes' fit (a pane of one view beside one of three takes three columns), so a homogeneous grid
    /// gives each pane an equal share.
    public init(panes: [(id: Int, layout: ViewerLayout)], arrangement: PaneArrangement) {
        let grids = panes.map { GridSize($0.layout) }
        let common = GridSize(
            columns: grids.map(\.columns).reduce(1, Self.leastCommonMultiple), rows: grids.map(\.rows).reduce(1, Self.leastCommonMultiple))
        if arrangement == .viewByView, let first = panes.first, Self.canShowViewByView(panes.map(\.layout)) {
            cells = first.layout.cells.flatMap { cell in
                panes.enumerated().map { index, pane in
                    Cell(pane: pane.id, plane: cell.plane, column: cell.column * panes.count + index, row: cell.row)
                }
            }
            return
        }
        cells = zip(panes, grids).enumerated().flatMap { index, element in
            let ((id, layout), grid) = element
            let (across, down) = (common.columns / grid.columns, common.rows / grid.rows)
            let (left, top) = arrangement == .stacked ? (0, index * common.rows) : (index * common.columns, 0)
            return layout.cells.map { cell in
                Cell(
                    pane: id, plane: cell.plane, column: left + cell.column * across, row: top + cell.row * down,
                    width: cell.width * across, height: cell.height * down)
            }
        }
    }

    /// Whether `layouts` can be shown view by view: one layout for all, each of its views a single cell.
    public static func canShowViewByView(_ layouts: [ViewerLayout]) -> Bool {
        guard let first = layouts.first else { return false }
        return layouts.allSatisfy { $0 == first } && first.cells.allSatisfy { $0.width == 1 && $0.height == 1 }
    }

    /// How many columns the grid has.
    public var columns: Int { cells.map { $0.column + $0.width }.max() ?? 0 }

    /// How many rows the grid has.
    public var rows: Int { cells.map { $0.row + $0.height }.max() ?? 0 }

    /// The cells of pane `id`.
    public func cells(ofPane id: Int) -> [Cell] { cells.filter { $0.pane == id } }

    /// A layout's grid: how many columns and rows its cells take.
    private struct GridSize {
        var columns: Int
        var rows: Int

        init(columns: Int, rows: Int) {
            self.columns = columns
            self.rows = rows
        }

        init(_ layout: ViewerLayout) {
            columns = max(1, layout.cells.map { $0.column + $0.width }.max() ?? 1)
            rows = max(1, layout.cells.map { $0.row + $0.height }.max() ?? 1)
        }
    }

    private static func leastCommonMultiple(_ a: Int, _ b: Int) -> Int {
        var (x, y) = (a, b)
        while y != 0 { (x, y) = (y, x % y) }
        return a / x * b
    }
}
