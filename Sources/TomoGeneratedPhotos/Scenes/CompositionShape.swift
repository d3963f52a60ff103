import Foundation

/// One translucent shape of an abstract composition.
struct CompositionShape: Sendable {
    let outline: ShapeOutline
    let centre: SIMD2<Float>
    let size: SIMD2<Float>
    /// The cosine and sine of the turn (boxes only).
    let rotation: SIMD2<Float>
    let colour: RGB
    let opacity: Float
    /// The distance from the centre beyond which the shape cannot reach.
    private let reach: Float

    init(outline: ShapeOutline, centre: SIMD2<Float>, size: SIMD2<Float>, angle: Float = 0, colour: RGB, opacity: Float) {
        self.outline = outline
        self.centre = centre
        self.size = size
        rotation = SIMD2(cos(angle), sin(angle))
        self.colour = colour
        self.opacity = opacity
        reach = switch outline {
        case .disc: size.x
        case .ring: size.x + size.y
        case .box: (size * size).sum().squareRoot()
        }
    }

    /// The fraction of a pixel centred at `point`, `footprint` wide, that the shape covers.
    @inline(__always)
    func coverage(at point: SIMD2<Float>, footprint: Float) -> Float {
        let offset = point - centre
        let limit = reach + footprint
        guard abs(offset.x) < limit, abs(offset.y) < limit else { return 0 }
        let distance: Float
        switch outline {
        case .disc:
            distance = (offset * offset).sum().squareRoot() - size.x
        case .ring:
            let fromCircle = abs((offset * offset).sum().squareRoot() - size.x)
            return Shading.bandCoverage(distance: fromCircle, halfWidth: size.y, footprint: footprint)
        case .box:
            let local = SIMD2(
                offset.x * rotation.x + offset.y * rotation.y, offset.y * rotation.x - offset.x * rotation.y)
            let outside = SIMD2(abs(local.x), abs(local.y)) - size
            distance = max(outside.x, outside.y)
        }
        return Shading.coverage(distance: distance, footprint: footprint)
    }
}
