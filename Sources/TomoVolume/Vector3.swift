/// A point or a direction in patient space, in millimetres: DICOM's patient coordinates, x towards the
/// patient's left, y towards the back, z towards the head (LPS).
public struct Vector3: Sendable, Hashable, Codable {
    public var x: Double
    public var y: Double
    public var z: Double

    public init(_ x: Double, _ y: Double, _ z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// The origin, or no displacement.
    public static let zero = Vector3(0, 0, 0)

    /// The three coordinates, x first.
    public var components: [Double] { [x, y, z] }

    public static func + (lhs: Vector3, rhs: Vector3) -> Vector3 { Vector3(lhs.x + rhs.x, lhs.y + rhs.y, lhs.z + rhs.z) }
    public static func - (lhs: Vector3, rhs: Vector3) -> Vector3 { Vector3(lhs.x - rhs.x, lhs.y - rhs.y, lhs.z - rhs.z) }
    public static func * (lhs: Vector3, rhs: Double) -> Vector3 { Vector3(lhs.x * rhs, lhs.y * rhs, lhs.z * rhs) }

    /// The scalar product.
    public func dot(_ other: Vector3) -> Double { x * other.x + y * other.y + z * other.z }

    /// The vector product: perpendicular to both, right-handed.
    public func cross(_ other: Vector3) -> Vector3 {
        Vector3(y * other.z - z * other.y, z * other.x - x * other.z, x * other.y - y * other.x)
    }

    /// The Euclidean length.
    public var length: Double { dot(self).squareRoot() }

    /// The unit vector in the same direction (the zero vector stays zero).
    public var normalized: Vector3 {
        let length = length
        return length > 0 ? self * (1 / length) : self
    }

    /// Whether every coordinate is within `tolerance` of `other`'s.
    public func isClose(to other: Vector3, tolerance: Double) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance && abs(z - other.z) <= tolerance
    }
}
