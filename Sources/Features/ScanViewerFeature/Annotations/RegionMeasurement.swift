import TomoCore
import TomoVolume

/// What a region annotation measured: the figures (HU for CT) of its pixels in the image its view showed (the
/// section, or the slab's projected values), and what they were measured on, so that they are measured
/// again when the outline or the slab changes or more slices arrive.
public struct RegionMeasurement: Sendable, Hashable {
    /// The figures; nil when no pixel of the region has a value (none lies inside it, or none has arrived).
    public var statistics: RegionStatistics?
    /// The slab they were measured on; nil for the section alone.
    public var slab: Slab?
    /// How many slices had arrived when they were measured.
    public var arrivedSlices: Int
    /// The outline measured (`RegionAnnotation.outline`).
    public var outline: [Double]
    /// What the figures measure.
    public var unit: ValueUnit

    public init(statistics: RegionStatistics?, slab: Slab?, arrivedSlices: Int, outline: [Double], unit: ValueUnit = .hounsfield) {
        self.statistics = statistics
        self.slab = slab
        self.arrivedSlices = arrivedSlices
        self.outline = outline
        self.unit = unit
    }

    /// The figures as a region's label writes them, a line each: the area and pixel count, the mean and
    /// standard deviation, the range, then what qualifies them (the slab, the image's edge, pixels still
    /// loading): `Area 8.56 cm² (935 px)`, `Mean 20.2 HU  SD 11.9`, `Min -14  Max 47 HU` (an MR's
    /// without the unit). With no pixel: `No pixels`, never NaN.
    public func lines(pixelSpacing: PixelSpacing) -> [String] {
        guard let statistics else { return ["No pixels"] }
        let count = statistics.count
        var lines = [
            "Area \(Self.area(statistics.area(pixelSpacing: pixelSpacing))) (\(count) px)",
            "Mean \(unit.text(unit.number(statistics.mean)))  SD \(unit.number(statistics.standardDeviation))",
            "Min \(unit.number(statistics.minimum))  Max \(unit.text(unit.number(statistics.maximum)))",
        ]
        if let slab { lines.append("On \(slab.title)") }
        if statistics.isPartlyOutside { lines.append("Past the edge: pixels inside only") }
        if statistics.missing > 0 {
            let share = Int((Double(statistics.missing) / Double(statistics.missing + count) * 100).rounded(.up))
            lines.append("\(share) % of pixels still loading")
        }
        return lines
    }

    /// The figures as a report records them (UCUM units).
    public func values(pixelSpacing: PixelSpacing) -> [AnnotationValue] {
        statistics.map { AnnotationValue.figures(of: $0, pixelSpacing: pixelSpacing, unit: unit) } ?? []
    }

    /// An area in mm² up to 100 mm², in cm² past it: `62.4 mm²`, `8.56 cm²`.
    public static func area(_ squareMillimetres: Double) -> String {
        squareMillimetres > 100
            ? "\(decimal(squareMillimetres / 100, places: 2)) cm²"
            : "\(decimal(squareMillimetres)) mm²"
    }

    /// `value` rounded to `places` decimals, without trailing zeros: `20.2`, `3`, `-0.5`.
    public static func decimal(_ value: Double, places: Int = 1) -> String {
        let scale = (0..<places).reduce(1.0) { value, _ in value * 10 }
        let rounded = (value * scale).rounded() / scale
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
