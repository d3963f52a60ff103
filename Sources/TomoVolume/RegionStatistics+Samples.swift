import TomoCore

extension RegionStatistics {
    /// The statistics of the values of the `samples` (`columns` × `rows`, row-major, each value `sample ×
    /// rescale`; a row whose `filledRows` entry is false has not arrived) whose pixels lie in `region`: pixels
    /// past the image's edges are not counted, and the figures say the region reached past them. Nil when
    /// none of them has a value: no pixel lies in the region (or it is no finite shape), or none has arrived.
    public init?(
        of region: some SectionRegion, in samples: [Int16], rescale: Rescale = .identity, columns: Int, rows: Int, filledRows: [Bool]
    ) {
        guard let bounds = region.bounds else { return nil }
        // Clamped before converting, so that no coordinate, however far out, overflows an Int.
        func pixel(_ value: Double, _ rounding: FloatingPointRoundingRule, below count: Int) -> Int {
            Int(min(max(value.rounded(rounding), -1), Double(count)))
        }
        let firstColumn = max(0, pixel(bounds.x.lowerBound, .up, below: columns))
        let lastColumn = min(columns - 1, pixel(bounds.x.upperBound, .down, below: columns))
        let firstRow = max(0, pixel(bounds.y.lowerBound, .up, below: rows))
        let lastRow = min(rows - 1, pixel(bounds.y.upperBound, .down, below: rows))
        guard firstColumn <= lastColumn, firstRow <= lastRow else { return nil }
        var count = 0, missing = 0
        var sum = 0.0, sumOfSquares = 0.0  // exact: |sample| < 2^15, so up to 2^23 pixels stay below 2^53
        var minimum = Int16.max, maximum = Int16.min
        for row in firstRow...lastRow {
            let inside = region.columns(in: firstColumn...lastColumn, ofRow: Double(row))
            guard filledRows[row] else {
                missing += inside.count
                continue
            }
            for column in inside {
                let value = samples[row * columns + column]
                count += 1
                sum += Double(value)
                sumOfSquares += Double(value) * Double(value)
                minimum = min(minimum, value)
                maximum = max(maximum, value)
            }
        }
        guard count > 0 else { return nil }
        let mean = sum / Double(count)
        let variance = count > 1 ? max(0, (sumOfSquares - sum * mean) / Double(count - 1)) : 0
        // The image's edge lies half a pixel beyond the outermost centres.
        let isPartlyOutside = bounds.x.lowerBound < -0.5 || bounds.y.lowerBound < -0.5
            || bounds.x.upperBound > Double(columns) - 0.5 || bounds.y.upperBound > Double(rows) - 0.5
        // Samples to values: a storage's slope is positive, so the least sample is the least value.
        let ends = [minimum, maximum].map(rescale.value(ofSample:))
        self.init(
            count: count, missing: missing, mean: rescale.physicalValue(ofStored: mean),
            standardDeviation: variance.squareRoot() * abs(rescale.slope), minimum: ends.min()!, maximum: ends.max()!,
            isPartlyOutside: isPartlyOutside)
    }
}
