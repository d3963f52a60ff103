import TomoCore
import TomoSeries
import TomoVolume

/// The lengths measured and the probes pinned on one series, across its planes and sections, and the one
/// selected: kept while the reader scrolls or switches views, listed with where each was made.
public struct MeasurementList: Sendable, Hashable {
    /// The lengths, in the order they were drawn.
    public private(set) var items: [LengthMeasurement] = []
    /// The pinned probes, in the order they were pinned.
    public private(set) var pins: [PinnedProbe] = []
    /// The selected length or pin's id (the last made, or the one clicked).
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

    /// Pins `reading`, taken at image point `point` of section `section` of `plane`, selected; returns it.
    @discardableResult
    public mutating func pin(_ reading: ProbeReading, at point: Point2D, plane: VolumePlane, section: Int) -> PinnedProbe {
        lastID += 1
        let pin = PinnedProbe(id: lastID, plane: plane, section: section, point: point, reading: reading)
        pins.append(pin)
        selectedID = pin.id
        return pin
    }

    /// The measurements drawn on section `section` of `plane`.
    public func items(on plane: VolumePlane, section: Int) -> [LengthMeasurement] {
        items.filter { $0.plane == plane && $0.section == section }
    }

    /// The probes pinned on section `section` of `plane`.
    public func pins(on plane: VolumePlane, section: Int) -> [PinnedProbe] {
        pins.filter { $0.plane == plane && $0.section == section }
    }

    /// Selects the length or pin on section `section` of `plane` nearest to image point `point`, if one is
    /// within `tolerance` pixels; else clears the selection. Returns whether one was selected.
    @discardableResult
    public mutating func select(near point: Point2D, on plane: VolumePlane, section: Int, tolerance: Double) -> Bool {
        let lengths = items(on: plane, section: section).map { ($0.id, $0.distance(to: point)) }
        let pinned = pins(on: plane, section: section).map { pin in
            let gap = pin.point - point
            return (pin.id, (gap.x * gap.x + gap.y * gap.y).squareRoot())
        }
        let nearest = (lengths + pinned).min { $0.1 < $1.1 }
        selectedID = nearest.flatMap { $0.1 <= tolerance ? $0.0 : nil }
        return selectedID != nil
    }

    /// Deletes the selected length or pin; returns whether there was one.
    @discardableResult
    public mutating func deleteSelected() -> Bool {
        guard let selectedID else { return false }
        if let index = items.firstIndex(where: { $0.id == selectedID }) {
            items.remove(at: index)
        } else if let index = pins.firstIndex(where: { $0.id == selectedID }) {
            pins.remove(at: index)
        } else {
            return false
        }
        self.selectedID = nil
        return true
    }

    /// Whether there is nothing to list.
    public var isEmpty: Bool { items.isEmpty && pins.isEmpty }

    /// Each length and pin as the list shows it: `Axial 54: 42.3 mm`, `Axial 54: -6 HU  (…) mm`, by plane
    /// then section (counted from 1), then in the order they were made.
    public var listed: [(id: Int, text: String)] {
        let order = VolumePlane.allCases
        let entries = items.map { ($0.plane, $0.section, $0.id, $0.lengthText) } + pins.map { ($0.plane, $0.section, $0.id, $0.text) }
        return entries
            .sorted { ($0.0 == $1.0) ? ($0.1, $0.2) < ($1.1, $1.2) : order.firstIndex(of: $0.0)! < order.firstIndex(of: $1.0)! }
            .map { ($0.2, "\($0.0.title) \($0.1 + 1): \($0.3)") }
    }
}
