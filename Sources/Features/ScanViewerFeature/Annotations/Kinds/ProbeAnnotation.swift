import TomoAnnotations
import TomoCore
import TomoSeries

/// A probe reading the reader pinned on an image: where it was taken and what it read.
public struct ProbeAnnotation: Annotation {
    /// Its kind in the annotation document and reports.
    public static let kind = AnnotationKind.point
    public var id = 0
    public var place: AnnotationPlace
    /// Where, in image pixels from the top left corner (the pixel's centre).
    public var point: Point2D
    /// What the probe read there.
    public var reading: ProbeReading

    public init(place: AnnotationPlace, point: Point2D, reading: ProbeReading) {
        self.place = place
        self.point = point
        self.reading = reading
    }

    public var handles: [Point2D] { [] }
    public var shapes: [AnnotationShape] { [.marker(point)] }
    /// The reading as the viewer writes it (see `ProbeAnnotation.text(of:)`).
    public var text: String { Self.text(of: reading) }
    /// Its value: a CT's radiodensity in HU, another image's value with its unit; none for a pin kept
    /// without one (another tool's point).
    public var values: [AnnotationValue] {
        guard reading.colour == nil, reading.value.isFinite else { return [] }
        return [AnnotationValue(name: reading.unit.valueName, value: reading.value, unit: reading.unit.ucum)]
    }
    public var style: AnnotationStyle { .probe }

    public func distance(to point: Point2D) -> Double {
        self.point.distance(to: point)
    }

    /// A reading as the viewer shows it: `-6 HU  (12.4, -45.6, 119.5) mm` (an MR's value has no unit: `412  (…) mm`;
    /// a dose's to the mGy: `1.254 Gy`),
    /// the position in patient coordinates (x to the left, y to the back, z to the head) when the source gives
    /// it; a colour image's pixel as `R 200  G 120  B 80`; `no value recorded` for a pin kept without its value.
    public static func text(of reading: ProbeReading) -> String {
        let valueText = if let colour = reading.colour {
            "R \(colour.red)  G \(colour.green)  B \(colour.blue)"
        } else if !reading.value.isFinite {
            "no value recorded"
        } else {
            reading.unit.text(reading.unit.number(reading.value))
        }
        guard let position = reading.position else { return valueText }
        let coordinates = [position.x, position.y, position.z].map { String(($0 * 10).rounded() / 10) }
        return "\(valueText)  (\(coordinates.joined(separator: ", "))) mm"
    }
}

extension ProbeAnnotation {
    public var figure: AnnotationFigure? { AnnotationFigure(kind: Self.kind, points: [point], values: values) }

    /// The reading pinned at the figure's point, its value as the figure recorded it (the pin keeps the
    /// value it read, as it does while the series is open); a figure without one (another tool's point) is a
    /// pin with no value recorded.
    public init?(figure: AnnotationFigure, place: AnnotationPlace) {
        guard figure.kind == Self.kind, figure.points.count == 1 else { return nil }
        let recorded = figure.values.first { [ValueUnit.hounsfield.valueName, ValueUnit.mrSignalIntensity.valueName, "Value"].contains($0.name) }
        let point = figure.points[0]
        let reading = ProbeReading(
            slice: place.section, column: Int(point.x.rounded(.down)), row: Int(point.y.rounded(.down)), value: recorded?.value ?? .nan,
            unit: recorded.map { ValueUnit.recorded(name: $0.name, ucum: $0.unit) } ?? .hounsfield,
            position: place.patientPosition(of: point))
        self.init(place: place, point: point, reading: reading)
    }
}
