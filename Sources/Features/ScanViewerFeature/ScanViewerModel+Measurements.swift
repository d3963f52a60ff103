import TomoVolume

/// Lengths measured and probes pinned on the images: they belong to the series (kept while scrolling, across
/// series switches), each on the section it was made on.
extension ScanViewerModel {
    /// The open series' lengths and pins.
    public var measurements: MeasurementList {
        series.flatMap { measurementsBySeries[$0.entry.id] } ?? MeasurementList()
    }

    /// The open series' lengths drawn on the slice the slider points at.
    public var measurementsOnSlice: [LengthMeasurement] {
        measurements(shownIn: .axial)
    }

    /// The open series' lengths drawn on the image `plane`'s view shows.
    public func measurements(shownIn plane: VolumePlane) -> [LengthMeasurement] {
        measurements.items(on: plane, section: section(shownIn: plane))
    }

    /// The open series' probes pinned on the image `plane`'s view shows.
    public func pins(shownIn plane: VolumePlane) -> [PinnedProbe] {
        measurements.pins(on: plane, section: section(shownIn: plane))
    }

    /// Measures a length from `start` to `end` (image pixels) on the image `plane`'s view shows (the slice
    /// the slider points at for axial); nil when the series does not say how far apart its pixels are.
    @discardableResult
    public func measureLength(from start: Point2D, to end: Point2D, in plane: VolumePlane = .axial) -> LengthMeasurement? {
        guard let series, series.geometry != nil, let spacing = imageSize(of: plane)?.1 else { return nil }
        return measurementsBySeries[series.entry.id, default: MeasurementList()]
            .add(plane: plane, section: section(shownIn: plane), from: start, to: end, pixelSpacing: spacing)
    }

    /// Selects the length or pin on the image `plane`'s view shows nearest to image point `point`, within
    /// `tolerance` pixels (else none); returns whether one was.
    @discardableResult
    public func selectMeasurement(near point: Point2D, tolerance: Double, in plane: VolumePlane = .axial) -> Bool {
        guard let id = series?.entry.id else { return false }
        return measurementsBySeries[id, default: MeasurementList()]
            .select(near: point, on: plane, section: section(shownIn: plane), tolerance: tolerance)
    }

    /// Deletes the selected length or pin; returns whether there was one.
    @discardableResult
    public func deleteSelectedMeasurement() -> Bool {
        guard let id = series?.entry.id else { return false }
        return measurementsBySeries[id, default: MeasurementList()].deleteSelected()
    }
}
