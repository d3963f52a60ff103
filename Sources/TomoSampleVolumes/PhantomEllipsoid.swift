import Foundation

/// One ellipsoid of a 3D Shepp–Logan-style phantom, defined as in Schabel's `phantom3d`:
/// a point `p` lies inside when `q = R·p − centre` satisfies `Σ (qᵢ / semiAxisᵢ)² ≤ 1`, where `R` is
/// the z-x-z Euler rotation by (phi, theta, psi). `R` maps world coordinates into the ellipsoid's
/// frame (the inverse of its orientation), so it is applied to points directly.
struct PhantomEllipsoid: Sendable {
    /// The additive intensity, in tenths (every value in the modified table is a multiple of 0.1,
    /// so sums stay exact).
    let intensityTenths: Int
    /// The lowest corner of the world-space axis-aligned box the ellipsoid fits in.
    let lowerBound: (x: Double, y: Double, z: Double)
    /// The highest corner of that box.
    let upperBound: (x: Double, y: Double, z: Double)

    /// Rows of `R`.
    private let r0: (Double, Double, Double)
    private let r1: (Double, Double, Double)
    private let r2: (Double, Double, Double)
    /// The centre in the ellipsoid's frame, as the table gives it.
    private let centre: (x: Double, y: Double, z: Double)
    /// 1 / semiAxis², per axis.
    private let inverseSquares: (x: Double, y: Double, z: Double)

    /// An ellipsoid from one row of a `phantom3d` table: intensity `A` (in tenths), semi-axes `a b c`,
    /// centre `x0 y0 z0`, Euler angles `phi theta psi` in degrees.
    init(
        tenths: Int, axes: (Double, Double, Double), centre: (Double, Double, Double),
        degrees: (phi: Double, theta: Double, psi: Double)
    ) {
        let (phi, theta, psi) = (degrees.phi * .pi / 180, degrees.theta * .pi / 180, degrees.psi * .pi / 180)
        let (cphi, sphi, ctheta, stheta, cpsi, spsi) = (cos(phi), sin(phi), cos(theta), sin(theta), cos(psi), sin(psi))
        let rows = [
            [cpsi * cphi - ctheta * sphi * spsi, cpsi * sphi + ctheta * cphi * spsi, spsi * stheta],
            [-spsi * cphi - ctheta * sphi * cpsi, -spsi * sphi + ctheta * cphi * cpsi, cpsi * stheta],
            [stheta * sphi, -stheta * cphi, ctheta],
        ]
        let semiAxes = [axes.0, axes.1, axes.2]
        let centres = [centre.0, centre.1, centre.2]
        // World point p = Rᵀ(centre + diag(semiAxes)·u) with |u| ≤ 1: per world axis k, the middle is
        // Σⱼ R[j][k]·centreⱼ and the half-extent √(Σⱼ (R[j][k]·semiAxisⱼ)²).
        let middle = (0..<3).map { k in (0..<3).reduce(0.0) { $0 + rows[$1][k] * centres[$1] } }
        let extent = (0..<3).map { k in (0..<3).reduce(0.0) { $0 + pow(rows[$1][k] * semiAxes[$1], 2) }.squareRoot() }

        intensityTenths = tenths
        lowerBound = (middle[0] - extent[0], middle[1] - extent[1], middle[2] - extent[2])
        upperBound = (middle[0] + extent[0], middle[1] + extent[1], middle[2] + extent[2])
        r0 = (rows[0][0], rows[0][1], rows[0][2])
        r1 = (rows[1][0], rows[1][1], rows[1][2])
        r2 = (rows[2][0], rows[2][1], rows[2][2])
        self.centre = centre
        inverseSquares = (1 / (axes.0 * axes.0), 1 / (axes.1 * axes.1), 1 / (axes.2 * axes.2))
    }

    /// Whether the world point (x, y, z) lies inside (or on) the ellipsoid.
    @inline(__always)
    func contains(x: Double, y: Double, z: Double) -> Bool {
        let qx = r0.0 * x + r0.1 * y + r0.2 * z - centre.x
        let qy = r1.0 * x + r1.1 * y + r1.2 * z - centre.y
        let qz = r2.0 * x + r2.1 * y + r2.2 * z - centre.z
        return qx * qx * inverseSquares.x + qy * qy * inverseSquares.y + qz * qz * inverseSquares.z <= 1
    }

    /// The modified Shepp–Logan head phantom (Toft's higher-contrast intensities), as tabulated in
    /// Schabel's `phantom3d`. The first ellipsoid is the outside of the skull.
    static let modifiedSheppLogan: [PhantomEllipsoid] = [
        .init(tenths: 10, axes: (0.69, 0.92, 0.81), centre: (0, 0, 0), degrees: (0, 0, 0)),
        .init(tenths: -8, axes: (0.6624, 0.874, 0.78), centre: (0, -0.0184, 0), degrees: (0, 0, 0)),
        .init(tenths: -2, axes: (0.11, 0.31, 0.22), centre: (0.22, 0, 0), degrees: (-18, 0, 10)),
        .init(tenths: -2, axes: (0.16, 0.41, 0.28), centre: (-0.22, 0, 0), degrees: (18, 0, 10)),
        .init(tenths: 1, axes: (0.21, 0.25, 0.41), centre: (0, 0.35, -0.15), degrees: (0, 0, 0)),
        .init(tenths: 1, axes: (0.046, 0.046, 0.05), centre: (0, 0.1, 0.25), degrees: (0, 0, 0)),
        .init(tenths: 1, axes: (0.046, 0.046, 0.05), centre: (0, -0.1, 0.25), degrees: (0, 0, 0)),
        .init(tenths: 1, axes: (0.046, 0.023, 0.05), centre: (-0.08, -0.605, 0), degrees: (0, 0, 0)),
        .init(tenths: 1, axes: (0.023, 0.023, 0.02), centre: (0, -0.606, 0), degrees: (0, 0, 0)),
        .init(tenths: 1, axes: (0.023, 0.046, 0.02), centre: (0.06, -0.605, 0), degrees: (0, 0, 0)),
    ]
}
