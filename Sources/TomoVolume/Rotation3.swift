import Foundation

/// A rotation of patient space about the origin: a 3 × 3 orthonormal matrix, applied to directions.
public struct Rotation3: Sendable, Hashable {
    /// The matrix, row by row.
    private var rows: [Vector3]

    /// No rotation.
    public static let identity = Rotation3(rows: [Vector3(1, 0, 0), Vector3(0, 1, 0), Vector3(0, 0, 1)])

    private init(rows: [Vector3]) {
        self.rows = rows
    }

    /// A turn of `angle` radians about `axis` (any length but zero), counterclockwise as seen from its tip
    /// (right-handed): about `a × b`, a positive angle turns `a` towards `b`. About a zero axis: none.
    public init(axis: Vector3, angle: Double) {
        let unit = axis.normalized
        guard unit.length > 0 else {
            self = .identity
            return
        }
        // Rodrigues: R = cos θ·I + sin θ·[u]× + (1 − cos θ)·u uᵀ.
        let (c, s, t) = (cos(angle), sin(angle), 1 - cos(angle))
        let (x, y, z) = (unit.x, unit.y, unit.z)
        rows = [
            Vector3(c + t * x * x, t * x * y - s * z, t * x * z + s * y),
            Vector3(t * x * y + s * z, c + t * y * y, t * y * z - s * x),
            Vector3(t * x * z - s * y, t * y * z + s * x, c + t * z * z),
        ]
    }

    /// `vector` turned.
    public func applied(to vector: Vector3) -> Vector3 {
        Vector3(rows[0].dot(vector), rows[1].dot(vector), rows[2].dot(vector))
    }

    /// `rhs`, then `lhs`.
    public static func * (lhs: Rotation3, rhs: Rotation3) -> Rotation3 {
        let columns = [Vector3(1, 0, 0), Vector3(0, 1, 0), Vector3(0, 0, 1)].map { lhs.applied(to: rhs.applied(to: $0)) }
        return Rotation3(rows: [
            Vector3(columns[0].x, columns[1].x, columns[2].x),
            Vector3(columns[0].y, columns[1].y, columns[2].y),
            Vector3(columns[0].z, columns[1].z, columns[2].z),
        ])
    }

    /// Whether each element is within `tolerance` of `other`'s.
    public func isClose(to other: Rotation3, tolerance: Double) -> Bool {
        zip(rows, other.rows).allSatisfy { $0.isClose(to: $1, tolerance: tolerance) }
    }
}
