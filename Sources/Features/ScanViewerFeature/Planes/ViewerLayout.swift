import TomoVolume

/// How a pane lays out its views: a grid of cells, each a plane's view or the 3D view, spanning some columns and
/// rows. The layout menu offers the presets (`allCases`); a front end places the cells as they say, naming no
/// plane itself.
public struct ViewerLayout: Sendable, Hashable, CaseIterable {
    /// One view in the grid: its plane (or the 3D view), its top left cell and how many columns and rows it spans.
    public struct Cell: Sendable, Hashable {
        /// The plane its view shows; nil: the 3D view of the volume (`VolumeView`).
        public var plane: VolumePlane?
        /// Its top left cell of the grid, counted from 0.
        public var column: Int
        public var row: Int
        /// How many columns and rows of the grid it spans.
        public var width: Int
        public var height: Int

        /// The view of `plane` (nil: the 3D view) at (`column`, `row`), spanning `width` columns and `height` rows.
        public init(_ plane: VolumePlane?, column: Int, row: Int, width: Int = 1, height: Int = 1) {
            self.plane = plane
            self.column = column
            self.row = row
            self.width = width
            self.height = height
        }
    }

    /// Its name in the layout menu.
    public var title: String
    /// Its views, the one keys act on first when it opens (the enlarged one).
    public var cells: [Cell]

    /// The layout named `title` of `cells`.
    public init(title: String, cells: [Cell]) {
        self.title = title
        self.cells = cells
    }

    /// One axial view.
    public static let axial = ViewerLayout(title: "Axial", cells: [Cell(.axial, column: 0, row: 0)])
    /// Axial, coronal and sagittal side by side, linked by a crosshair.
    public static let threePlanes = ViewerLayout(
        title: "Axial · coronal · sagittal",
        cells: VolumePlane.allCases.enumerated().map { Cell($1, column: $0, row: 0) })

    /// The three planes linked by the crosshair, `plane`'s view enlarged (two columns and both rows of three)
    /// and the other two stacked beside it.
    public static func enlarged(_ plane: VolumePlane) -> ViewerLayout {
        let others = VolumePlane.allCases.filter { $0 != plane }
        let title = ([plane] + others).enumerated().map { $0 == 0 ? "\($1.title) enlarged" : $1.title.lowercased() }.joined(separator: " · ")
        return ViewerLayout(
            title: title,
            cells: [Cell(plane, column: 0, row: 0, width: 2, height: 2)] + others.enumerated().map { Cell($1, column: 2, row: $0) })
    }

    /// Axial and coronal above, sagittal and the 3D view of the volume below.
    public static let planesAnd3D = ViewerLayout(
        title: "Axial · coronal · sagittal · 3D",
        cells: [Cell(.axial, column: 0, row: 0), Cell(.coronal, column: 1, row: 0), Cell(.sagittal, column: 0, row: 1), Cell(nil, column: 1, row: 1)])

    /// Axial, three planes, then each plane enlarged, then the planes with the 3D view: the layout menu's order.
    public static var allCases: [ViewerLayout] { [.axial, .threePlanes] + VolumePlane.allCases.map { .enlarged($0) } + [.planesAnd3D] }

    /// The planes shown, in the order of the cells.
    public var planes: [VolumePlane] { cells.compactMap(\.plane) }

    /// Whether the layout shows the 3D view of the volume.
    public var shows3D: Bool { cells.contains { $0.plane == nil } }

    /// Whether the layout shows a plane other than the axial one, or the 3D view (and so needs a volume): the
    /// planes are linked by the crosshair.
    public var showsThreePlanes: Bool { shows3D || planes.contains { $0 != .axial } }

    /// The plane whose cell is larger than every other's, if one is.
    public var enlargedPlane: VolumePlane? {
        let areas = cells.map { $0.width * $0.height }
        guard let largest = areas.max(), areas.filter({ $0 == largest }).count == 1, areas.count > 1 else { return nil }
        return cells[areas.firstIndex(of: largest)!].plane
    }
}
