import Foundation
import Testing
@testable import TomoVolume

/// The ray caster's shading: ambient plus diffuse times the facing, and the specular term the facing raised to the
/// specular power: exactly (by squaring) for a whole power, from a table for any other.
struct LightingTests {
    @Test(arguments: [1.0, 10, 64, 10.5, 0.7])
    func aShadeIsBlinnPhongOfTheFacing(_ power: Double) {
        let shading = VolumeTransferFunction.Shading(ambient: 0.1, diffuse: 0.9, specular: 0.2, specularPower: power)
        let lighting = Lighting(shading, light: SIMD3(0, 1, 0))
        // A whole power is worked out to the float's precision; the table's lines are within 1/1000 of the curve.
        let tolerance = power.rounded() == power ? 1e-6 : 1e-3
        for facing in stride(from: Float(0), through: 1, by: 1 / 64) + [0.3333, 0.9999, 1.5, -0.25] {
            let shade = lighting.shade(facing: facing), held = Double(min(max(facing, 0), 1))
            #expect(shade.scale == 0.1 + 0.9 * facing, "scale at \(facing)")
            #expect(abs(Double(shade.highlight) - 0.2 * pow(held, power)) <= tolerance, "highlight at \(facing), power \(power): \(shade.highlight)")
        }
    }
}
