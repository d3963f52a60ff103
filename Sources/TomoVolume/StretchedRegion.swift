/// A region drawn on a section resampled to square pixels (`VolumeSection.withSquarePixels()`, what `tomo
/// render` writes and the viewer shows) read on the section's own pixels: the section's row y is the drawn
/// image's row y × `rowScale`, so that a coronal or sagittal region is measured on its voxels, one row per
/// slice, never on rows made between them.
public struct StretchedRegion: SectionRegion {
    /// The region in the drawn image's pixels.
    public var drawn: any SectionRegion
    /// How many of the drawn image's rows one of the section's spans (`VolumeSection.squareRowScale`).
    public var rowScale: Double

    public init(_ drawn: any SectionRegion, rowScale: Double) {
        self.drawn = drawn
        self.rowScale = rowScale
    }

    public var bounds: (x: ClosedRange<Double>, y: ClosedRange<Double>)? {
        guard let bounds = drawn.bounds else { return nil }
        return Self.box(bounds.x.lowerBound, bounds.y.lowerBound / rowScale, bounds.x.upperBound, bounds.y.upperBound / rowScale)
    }

    public func contains(x: Double, y: Double) -> Bool {
        drawn.contains(x: x, y: y * rowScale)
    }

    public func columns(in columns: ClosedRange<Int>, ofRow y: Double) -> [Int] {
        drawn.columns(in: columns, ofRow: y * rowScale)
    }
}
