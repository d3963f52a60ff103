import TomoVolume

/// Lengths measured on the slice on screen: they belong to the series (kept while scrolling, across series
/// switches), each on the section it was drawn on.
extension ScanViewerModel {
    /// The open series' measurements.
    public var measurements: MeasurementList {
        series.flatMap { measurementsBySeries[$0.entry.id] } ?? MeasurementList()
    }

    /// The open series' measurements drawn on the slice the slider points at.
    public var measurementsOnSlice: [LengthMeasurement] {
        measurements.items(on: .axial, section: index)
    }

    /// Measures a length from `start` to `end` (image pixels) on the slice the slider points at; nil when
    /// the series does not say how far apart its pixels are.
    @discardableResult
    public func measureLength(from start: Point2D, to end: Point2D) -> LengthMeasurement? {
        guard let series, let spacing = series.geometry?.pixelSpacing else { return nil }
        return measurementsBySeries[series.entry.id, default: MeasurementList()]
            .add(plane: .axial, section: index, from: start, to: end, pixelSpacing: spacing)
    }

    /// Selects the measurement on the slice nearest to image point `point` within `tolerance` pixels (else
    /// none); returns whether one was.
    @discardableResult
    public func selectMeasurement(near point: Point2D, tolerance: Double) -> Bool {
        guard let id = series?.entry.id else { return false }
        return measurementsBySeries[id, default: MeasurementList()]
            .select(near: point, on: .axial, section: index, tolerance: tolerance)
    }

    /// Deletes the selected measurement; returns whether there was one.
    @discardableResult
    public func deleteSelectedMeasurement() -> Bool {
        guard let id = series?.entry.id else { return false }
        return measurementsBySeries[id, default: MeasurementList()].deleteSelected()
    }
}
