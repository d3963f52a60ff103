/// The HU of an oblique plane's pixels (see `CTVolume.section(_:)`): row-major, −1024 (air) where the
/// plane passes outside the volume, `Int16.min` in rows that need a slice which has not arrived.
public struct ObliqueSection: Sendable, Hashable {
    public var plane: ObliquePlane
    public var samples: [Int16]
    /// Per row, whether every slice it needs is there.
    public var filledRows: [Bool]

    /// The HU given to points outside the volume: air.
    public static let outside: Int16 = -1024
}
