/// A picture defined over a whole photo, independent of any pixel size.
///
/// Scene units: `x` runs across the photo from 0 to its aspect ratio (width / height) and `y` down it
/// from 0 to 1, so one unit is the photo's height. A renderer asks for the colours of a row of output
/// pixels by their centres and their `footprint`, a pixel's side in scene units; scenes anti-alias
/// their edges by how much of that footprint each shape covers.
protocol Scene: Sendable {
    /// What the scene works out once per output column and reuses down it (`Void` when nothing).
    associatedtype Column

    /// The per-column values for the pixels centred at `x`.
    func column(x: Float, footprint: Float) -> Column

    /// The colours of the pixels centred at (`xs[i]`, `y`), into `colours[i]`.
    func shadeRow(
        y: Float, xs: UnsafeBufferPointer<Float>, columns: UnsafeBufferPointer<Column>, footprint: Float,
        into colours: UnsafeMutableBufferPointer<RGB>)
}

extension Scene where Column == Void {
    func column(x: Float, footprint: Float) {}
}
