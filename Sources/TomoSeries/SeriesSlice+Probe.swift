import TomoVolume

extension SeriesSlice {
    /// The probe's reading at pixel (`column`, `row`): its stored value rescaled (a colour slice's colour),
    /// and its position; nil outside the slice, or for a slice the source rendered (its values are display
    /// levels, not HU).
    public func probe(column: Int, row: Int) -> ProbeReading? {
        guard (0..<columns).contains(column), (0..<rows).contains(row) else { return nil }
        let position = ProbeReading.position(column: column, row: row, origin: position, orientation: orientation, spacing: pixelSpacing)
        if let colour {
            guard colour.format == .rgb8 || colour.format == .rgba8, column < colour.width, row < colour.height else { return nil }
            let start = row * colour.bytesPerRow + column * colour.format.bytesPerPixel
            let pixel = ProbeReading.Colour(red: colour.pixels[start], green: colour.pixels[start + 1], blue: colour.pixels[start + 2])
            return ProbeReading(slice: index, column: column, row: row, colour: pixel, position: position)
        }
        guard !isRendered else { return nil }
        let index = row * columns + column
        guard samples.words.indices.contains(index) else { return nil }
        let word = samples.words[index]
        let stored = samples.isSigned ? Double(Int16(bitPattern: word)) : Double(word)
        return ProbeReading(
            slice: self.index, column: column, row: row, value: rescale.physicalValue(ofStored: stored), unit: valueUnit,
            position: position)
    }
}
