/// What an image's values measure (its stored values through the rescale): Hounsfield units for CT, what
/// the file names for other images (a PET's Bq/ml, a radiograph's optical density), or nothing it names
/// (an MR's values have no unit). How the viewer writes a value and how a report records it.
public struct ValueUnit: Codable, Sendable, Hashable {
    /// What follows a value as the viewer writes it ("HU", "BQML"); nil for a value without a unit.
    public var symbol: String?
    /// The UCUM code a report records: `[hnsf'U]` for HU, `1` ("no units") for the others, whose names
    /// (DICOM's Rescale Type and Units) are not UCUM.
    public var ucum: String
    /// What a value is, as a pinned value is named and a report codes it: "Radiodensity" (HU), "MR signal
    /// intensity"; nil when the modality does not say ("Value").
    public var quantity: String?

    public init(symbol: String?, ucum: String, quantity: String? = nil) {
        self.symbol = symbol
        self.ucum = ucum
        self.quantity = quantity
    }

    public static let hounsfield = ValueUnit(symbol: "HU", ucum: "[hnsf'U]", quantity: "Radiodensity")
    /// An RT Dose grid's absorbed dose, in gray (Dose Units GY).
    public static let gray = ValueUnit(symbol: "Gy", ucum: "Gy", quantity: "Absorbed dose")
    /// An RT Dose grid's dose relative to a reference it does not give (Dose Units RELATIVE).
    public static let relativeDose = ValueUnit(symbol: nil, ucum: "1", quantity: "Relative dose")
    /// A value the file names no unit for.
    public static let unspecified = ValueUnit(symbol: nil, ucum: "1")
    /// An MR's values: a signal intensity, without a unit.
    public static let mrSignalIntensity = ValueUnit(symbol: nil, ucum: "1", quantity: "MR signal intensity")

    /// Whether the values are Hounsfield units (what the CT window presets are made for).
    public var isHounsfield: Bool { self == .hounsfield }

    /// The unit of the values of a DICOM image of `modality` whose Rescale Type (0028,1054) is
    /// `rescaleType` and whose Units (0054,1001, a PET's or NM's) are `units`: HU for a CT (or a Rescale
    /// Type of HU), else the Rescale Type or the Units as the file writes them; unspecified when neither
    /// names one (a Rescale Type of US, "unspecified", names none): an MR's signal intensity. An RT Dose
    /// grid's Units are its Dose Units: Gy, or a relative dose.
    public static func of(modality: String?, rescaleType: String?, units: String?) -> ValueUnit {
        if modality == "CT" || rescaleType == "HU" { return .hounsfield }
        if modality == "RTDOSE", let dose = ["GY": ValueUnit.gray, "RELATIVE": .relativeDose][units ?? ""] { return dose }
        for name in [rescaleType, units] {
            if let name, !name.isEmpty, name != "US" { return ValueUnit(symbol: name, ucum: "1") }
        }
        return modality == "MR" ? .mrSignalIntensity : .unspecified
    }

    /// The name of a value of it: its `quantity`, else "Value".
    public var valueName: String { quantity ?? "Value" }

    /// The unit a value named `name` in `ucum` was recorded in, read back: HU, an MR's signal intensity, a
    /// dose, else unspecified.
    public static func recorded(name: String, ucum: String) -> ValueUnit {
        [ValueUnit.hounsfield, .mrSignalIntensity, .gray, .relativeDose].first { $0.valueName == name && $0.ucum == ucum } ?? .unspecified
    }

    /// `value` followed by the unit's symbol: "-6 HU", "412 BQML", "412".
    public func text(_ value: String) -> String {
        symbol.map { "\(value) \($0)" } ?? value
    }

    /// The decimal places a value of it is written to: a dose's to the thousandth (mGy), every other's to
    /// the tenth.
    public var places: Int { self == .gray || self == .relativeDose ? 3 : 1 }

    /// The narrowest window its values are drawn in, and the least a window drag moves by: 1 (a HU), a
    /// dose's thousandth (a grid's doses may span less than 1 Gy).
    public var narrowestWindow: Double { places == 3 ? 0.001 : 1 }

    /// `value` rounded to `places` decimals, without trailing zeros: "20.2", "3", "1.254".
    public func number(_ value: Double) -> String {
        let scale = (0..<places).reduce(1.0) { scale, _ in scale * 10 }
        let rounded = (value * scale).rounded() / scale
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
    }
}
