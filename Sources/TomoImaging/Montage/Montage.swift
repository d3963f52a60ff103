/// Lays images out in a grid, left to right and top to bottom, as one image: what `tomo render --montage`
/// writes, and what the desktop app shows of a series where there is no display.
///
/// Every cell is as large as the largest (fitted) image; smaller images are centred on black in
/// theirs; cells are `spacing` pixels apart on dark gray. The result is `.gray8` when every image is
/// gray (`.gray16` images are converted with `Bitmap.converted(to:)`, so window them first), else
/// `.rgb8`. A tile without an image (a slice that failed) is a mid-gray cell.
public struct Montage: Sendable {
    /// Columns of the grid; nil for a near-square grid (`defaultColumns(for:)`).
    public var columns: Int?
    /// Pixels of background between cells.
    public var spacing: Int
    /// Images larger than this on either side are scaled down to fit it; nil keeps every size.
    public var maximumTileSide: Int?

    public init(columns: Int? = nil, spacing: Int = 2, maximumTileSide: Int? = nil) {
        self.columns = columns
        self.spacing = spacing
        self.maximumTileSide = maximumTileSide
    }

    /// The columns of a near-square grid of `count` tiles: ⌈√count⌉.
    public static func defaultColumns(for count: Int) -> Int {
        var columns = 1
        while columns * columns < count { columns += 1 }
        return columns
    }

    /// The montage of `tiles`, in order.
    /// - Throws: `ImagingError.invalidParameter` when no tile has an image or a setting is out of range;
    ///   the errors of scaling an image down.
    public func render(_ tiles: [MontageTile]) throws(ImagingError) -> Bitmap {
        guard spacing >= 0, (columns ?? 1) > 0, (maximumTileSide ?? 1) > 0 else {
            throw .invalidParameter("montage columns and tile side must be positive, spacing not negative")
        }
        var images: [Bitmap?] = []
        for tile in tiles {
            guard let image = tile.image else { images.append(nil); continue }
            images.append(try maximumTileSide.map { side throws(ImagingError) in
                try image.aspectFitted(maxWidth: side, maxHeight: side)
            } ?? image)
        }
        let present = images.compactMap { $0 }
        guard !present.isEmpty else { throw .invalidParameter("a montage needs at least one image") }
        let isGray = present.allSatisfy { $0.format == .gray8 || $0.format == .gray16 }
        var canvas = MontageCanvas(
            cellWidth: present.map(\.width).max()!, cellHeight: present.map(\.height).max()!,
            columns: min(columns ?? Self.defaultColumns(for: tiles.count), tiles.count),
            count: tiles.count, spacing: spacing, format: isGray ? .gray8 : .rgb8)
        for (index, tile) in tiles.enumerated() {
            if let image = images[index] {
                canvas.draw(image.converted(to: canvas.format), inCell: index)
            } else {
                canvas.fill(cell: index, gray: 96)
            }
            if let number = tile.number { canvas.label(cell: index, number: number) }
        }
        return try canvas.bitmap()
    }
}
