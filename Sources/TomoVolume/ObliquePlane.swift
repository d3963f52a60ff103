/// A plane through the volume at any angle, as an image: `width` × `height` pixels `spacing` millimetres
/// apart, centred on `center`, its rows running along `rowDirection` and its columns along
/// `columnDirection` (patient coordinates, LPS, unit vectors). Pixel (i, j), column i and row j, lies at
/// `center + (i − (width − 1)/2)·spacing·rowDirection + (j − (height − 1)/2)·spacing·columnDirection`.
public struct ObliquePlane: Sendable, Hashable {
    public var center: Vector3
    public var rowDirection: Vector3
    public var columnDirection: Vector3
    public var width: Int
    public var height: Int
    public var spacing: Double

    /// The most pixels an oblique image may have: 64 Mi (128 MiB of HU).
    public static let maximumPixels = 1 << 26

    /// A plane with the directions given made unit length (those already of unit length kept as they are).
    /// - Throws: `ObliquePlaneError` when a number is not finite, a direction has no length, the two are
    ///   parallel, the size is not positive or larger than `maximumPixels`, or the spacing is not positive.
    public init(
        center: Vector3, rowDirection: Vector3, columnDirection: Vector3, width: Int, height: Int, spacing: Double
    ) throws(ObliquePlaneError) {
        let numbers = center.components + rowDirection.components + columnDirection.components + [spacing]
        guard numbers.allSatisfy(\.isFinite) else { throw .notFinite }
        guard rowDirection.length > 0, columnDirection.length > 0 else { throw .noDirection }
        // A direction already of unit length (to rounding) is kept as it is: a plane written out and read
        // back is the same plane, bit for bit.
        func unit(_ direction: Vector3) -> Vector3 { abs(direction.length - 1) <= 4 * .ulpOfOne ? direction : direction.normalized }
        let row = unit(rowDirection), column = unit(columnDirection)
        guard row.cross(column).length > 1e-6 else { throw .parallelDirections }
        guard width > 0, height > 0 else { throw .emptySize(width: width, height: height) }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= Self.maximumPixels else { throw .tooLarge(width: width, height: height) }
        guard spacing > 0 else { throw .spacing(spacing) }
        self.center = center
        self.rowDirection = row
        self.columnDirection = column
        self.width = width
        self.height = height
        self.spacing = spacing
    }

    /// The patient-space position of pixel (`column`, `row`) (fractions between centres).
    public func position(column: Double, row: Double) -> Vector3 {
        center + rowDirection * ((column - Double(width - 1) / 2) * spacing)
            + columnDirection * ((row - Double(height - 1) / 2) * spacing)
    }
}

/// Why an `ObliquePlane` could not be made.
public enum ObliquePlaneError: Error, Sendable, Hashable, CustomStringConvertible {
    case notFinite
    case noDirection
    case parallelDirections
    case emptySize(width: Int, height: Int)
    case tooLarge(width: Int, height: Int)
    case spacing(Double)

    public var description: String {
        switch self {
        case .notFinite: "the centre, the directions and the spacing must be finite numbers"
        case .noDirection: "a direction of the plane has no length"
        case .parallelDirections: "the row and column directions are parallel: they span no plane"
        case .emptySize(let width, let height): "the image must be at least 1 × 1 pixels, not \(width) × \(height)"
        case .tooLarge(let width, let height):
            "an image of \(width) × \(height) pixels is larger than Tomo draws (\(ObliquePlane.maximumPixels) pixels at most)"
        case .spacing(let spacing): "the spacing between pixels must be more than 0 mm, not \(spacing)"
        }
    }
}
