import TomoCore
import TomoVolume

/// The lengths measured on one series, across its planes and sections, and the one selected: kept while
/// the reader scrolls or switches views, listed with where each was drawn.
public struct MeasurementList: Sendable, Hashable {
    /// In the order they were drawn.
    public private(set) var items: [LengthMeasurement] = []
    /// The selected one's id (the last drawn, or the one clicked).
    public private(set) var selectedID: Int?
    private var lastID = 0

    public init() {}

    /// Adds a length from `start` to `end` (image pixels) on section `section` of `plane`, selected; returns it.
    @discardableResult
    public mutating func add(
        plane: VolumePlane, section: Int, from start: Point2D, to end: Point2D, pixelSpacing: PixelSpacing
    ) -> LengthMeasurement {
        lastID += 1
        let measurement = LengthMeasurement(
            id: lastID, plane: plane, section: section, start: start, end: end, pixelSpacing: pixelSpacing)
        items.append(measurement)
        selectedID = measurement.id
        return measurement
    }

    /// The measurements drawn on section `section` of `plane`.
    public func items(on plane: VolumePlane, section: Int) -> [LengthMeasurement] {
        items.filter { $0.plane == plane && $0.section == section }
    }

    /// Selects the measurement on section `section` of `plane` nearest to image point `point`, if one is
    /// within `tolerance` pixels; else clears the selection. Returns whether one was selected.
    @discardableResult
    public mutating func select(near point: Point2D, on plane: VolumePlane, section: Int, tolerance: Double) -> Bool {
        let nearest = items(on: plane, section: section).min { $0.distance(to: point) < $1.distance(to: point) }
        selectedID = nearest.flatMap { $0.distance(to: point) <= tolerance ? $0.id : nil }
        return selectedID != nil
    }

    /// Deletes the selected measurement; returns whether there was one.
    @discardableResult
    public mutating func deleteSelected() -> Bool {
        guard let selectedID, let index = items.firstIndex(where: { $0.id == selectedID }) else { return false }
        items.remove(at: index)
        self.selectedID = nil
        return true
    }

    /// Each measurement as the list shows it: `Axial 54: 42.3 mm`, by plane then section (counted from 1).
    public var listed: [(id: Int, text: String)] {
        let order = VolumePlane.allCases
        return items
            .sorted { ($0.plane == $1.plane) ? ($0.section, $0.id) < ($1.section, $1.id) : order.firstIndex(of: $0.plane)! < order.firstIndex(of: $1.plane)! }
            .map { ($0.id, "\($0.plane.rawValue.capitalized) \($0.section + 1): \($0.lengthText)") }
    }
}
