import Foundation
import TomoCore

/// Translucent circles and rings, or turned rectangles with a disc, over a two-colour gradient.
struct CompositionScene: PixelScene {
    private let from: RGB
    private let to: RGB
    /// The gradient's direction, scaled so that `t` runs 0...1 across the photo.
    private let gradient: SIMD2<Float>
    private let gradientOrigin: SIMD2<Float>
    private let shapes: [CompositionShape]

    /// Circles when `blocks` is false, rectangles otherwise.
    init(blocks: Bool, palette: Palette, aspect: Float, random: inout SplitMix64) {
        var colours = palette.colours
        let dark = random.chance(0.5)
        from = dark ? colours[0] : colours[4]
        to = dark ? colours[1] : colours[3]
        colours.remove(at: dark ? 0 : 4)
        let angle = random.float(0...(2 * .pi))
        let direction = SIMD2(cos(angle), sin(angle))
        let span = abs(direction.x) * aspect + abs(direction.y)
        gradient = direction / span
        gradientOrigin = SIMD2(aspect / 2, 0.5) - direction * span / 2
        let small = min(aspect, 1)
        var shapes: [CompositionShape] = []
        let count = blocks ? random.int(4...8) : random.int(6...13)
        let turn = random.pick([0, 0, Float.pi / 12, Float.pi / 4, -Float.pi / 9])
        for index in 0..<count {
            let centre = SIMD2(random.float(0.05...0.95) * aspect, random.float(0.05...0.95))
            let colour = colours[random.int(0...colours.count - 1)]
            let opacity = random.float(0.45...0.85)
            if blocks {
                let size = SIMD2(random.float(0.06...0.3), random.float(0.06...0.3)) * small
                shapes.append(CompositionShape(
                    outline: .box, centre: centre, size: size, angle: turn, colour: colour, opacity: opacity))
            } else {
                let radius = (index == 0 ? random.float(0.25...0.4) : random.float(0.04...0.22)) * small
                let ring = index > 0 && random.chance(0.3)
                shapes.append(CompositionShape(
                    outline: ring ? .ring : .disc, centre: centre,
                    size: SIMD2(radius, radius * random.float(0.06...0.15)), colour: colour, opacity: opacity))
            }
        }
        if blocks {
            let radius = random.float(0.1...0.25) * small
            shapes.insert(CompositionShape(
                outline: .disc, centre: SIMD2(random.float(0.2...0.8) * aspect, random.float(0.2...0.8)),
                size: SIMD2(radius, 0), colour: colours[random.int(0...colours.count - 1)], opacity: 0.9),
                at: random.int(0...shapes.count))
        }
        self.shapes = shapes
    }

    func shade(x: Float, y: Float, footprint: Float, column: Void) -> RGB {
        let point = SIMD2(x, y)
        let t = Shading.unit(((point - gradientOrigin) * gradient).sum())
        var colour = from.mixed(with: to, by: t)
        for shape in shapes {
            let covered = shape.coverage(at: point, footprint: footprint)
            if covered > 0 { colour = colour.mixed(with: shape.colour, by: covered * shape.opacity) }
        }
        return colour
    }
}
