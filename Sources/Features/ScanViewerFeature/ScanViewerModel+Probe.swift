import TomoSeries

extension ScanViewerModel {
    /// The probe's reading at pixel (`column`, `row`) of the slice the slider points at: its HU and where it
    /// lies; nil outside the slice or where there is no HU (a slice the server rendered).
    public func probe(column: Int, row: Int) async -> ProbeReading? {
        await probe(column: column, row: row, in: .axial)
    }

    /// A reading as the viewer shows it: `-6 HU  (12.4, -45.6, 119.5) mm` (see `ProbeAnnotation.text(of:)`).
    public nonisolated static func probeText(_ reading: ProbeReading) -> String {
        ProbeAnnotation.text(of: reading)
    }
}
