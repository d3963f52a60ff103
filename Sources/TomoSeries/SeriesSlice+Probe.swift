import TomoVolume

extension SeriesSlice {
    /// The probe's reading at pixel (`column`, `row`): its stored value rescaled, and its position; nil
    /// outside the slice, or for a slice the source rendered (its values are display levels, not HU).
    public func probe(column: Int, row: Int) -> ProbeReading? {
        guard !isRendered, (0..<columns).contains(column), (0..<rows).contains(row) else { return nil }
        let index = row * columns + column
        guard samples.words.indices.contains(index) else { return nil }
        let word = samples.words[index]
        let stored = samples.isSigned ? Double(Int16(bitPattern: word)) : Double(word)
        var position: Vector3?
        if let origin = self.position, let orientation, let pixelSpacing {
            position = origin + orientation.row * (Double(column) * pixelSpacing.column)
                + orientation.column * (Double(row) * pixelSpacing.row)
        }
        return ProbeReading(
            slice: self.index, column: column, row: row, value: rescale.physicalValue(ofStored: stored), position: position)
    }
}
