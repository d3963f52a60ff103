import TomoSeries

extension ScanViewerModel {
    /// The probe's reading at pixel (`column`, `row`) of the slice the slider points at: its HU and where it
    /// lies; nil outside the slice or where there is no HU (a slice the server rendered).
    public func probe(column: Int, row: Int) async -> ProbeReading? {
        await display.probe(column: column, row: row)
    }

    /// A reading as the viewer shows it: `-6 HU  (12.4, -45.6, 119.5) mm`, the position in patient
    /// coordinates (x to the left, y to the back, z to the head) when the source gives it.
    public nonisolated static func probeText(_ reading: ProbeReading) -> String {
        let value = (reading.value * 10).rounded() / 10
        let valueText = value == value.rounded() ? String(Int(value)) : String(value)
        guard let position = reading.position else { return "\(valueText) HU" }
        let coordinates = [position.x, position.y, position.z].map { String(($0 * 10).rounded() / 10) }
        return "\(valueText) HU  (\(coordinates.joined(separator: ", "))) mm"
    }
}
