import TomoCore
import TomoVolume

/// What a probe reads at one pixel of a slice: its value (HU for CT) and where the pixel lies.
public struct ProbeReading: Sendable, Hashable {
    /// The slice, and the pixel's column and row in it.
    public var slice: Int
    public var column: Int
    public var row: Int
    /// The stored value through the slice's rescale, in `unit`: Hounsfield units for CT.
    public var value: Double
    /// What `value` measures.
    public var unit: ValueUnit
    /// A colour image's pixel as it is shown (its value is then NaN: a colour has none); nil for a grey one.
    public var colour: Colour?
    /// The pixel's centre in patient space (LPS, mm), when the source says where the slice lies.
    public var position: Vector3?

    /// A colour pixel's red, green and blue, 8 bits each.
    public typealias Colour = RGBColour

    public init(slice: Int, column: Int, row: Int, value: Double, unit: ValueUnit = .hounsfield, position: Vector3?) {
        self.slice = slice
        self.column = column
        self.row = row
        self.value = value
        self.unit = unit
        self.position = position
    }

    /// The reading of a colour image's pixel: its colour, no value.
    public init(slice: Int, column: Int, row: Int, colour: Colour, position: Vector3?) {
        self.init(slice: slice, column: column, row: row, value: .nan, unit: .unspecified, position: position)
        self.colour = colour
    }

    /// Where pixel (`column`, `row`) lies, for an image placed as given; nil when something is not known.
    public static func position(
        column: Int, row: Int, origin: Vector3?, orientation: ImageOrientation?, spacing: PixelSpacing?
    ) -> Vector3? {
        guard let origin, let orientation, let spacing else { return nil }
        return orientation.position(column: Double(column), row: Double(row), origin: origin, spacing: spacing)
    }
}
