/// A scene that works out one pixel at a time.
protocol PixelScene: Scene {
    /// The colour of the pixel centred at (`x`, `y`).
    func shade(x: Float, y: Float, footprint: Float, column: Column) -> RGB
}

extension PixelScene {
    func shadeRow(
        y: Float, xs: UnsafeBufferPointer<Float>, columns: UnsafeBufferPointer<Column>, footprint: Float,
        into colours: UnsafeMutableBufferPointer<RGB>
    ) {
        for index in xs.indices {
            colours[index] = shade(x: xs[index], y: y, footprint: footprint, column: columns[index])
        }
    }
}
