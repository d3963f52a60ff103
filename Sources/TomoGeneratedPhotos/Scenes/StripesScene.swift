import Foundation
import TomoCore

/// Bands of palette colours, straight, wavy or in rings, under a soft light.
struct StripesScene: PixelScene {
    private let style: StripeStyle
    private let bands: BandSequence
    /// Across the bands (straight, wavy) or their centre (rings).
    private let normal: SIMD2<Float>
    private let centre: SIMD2<Float>
    private let waveAmplitude: Float
    private let waveFrequency: Float
    private let lightDirection: SIMD2<Float>

    init(style: StripeStyle, palette: Palette, aspect: Float, random: inout SplitMix64) {
        self.style = style
        let count = random.int(4...7)
        var colours: [RGB] = []
        for _ in 0..<count {
            var next = palette.colours[random.int(0...4)]
            if next == colours.last { next = palette.colours[(palette.colours.firstIndex(of: next)! + 2) % 5] }
            colours.append(next)
        }
        let scale = random.float(0.025...0.09)
        bands = BandSequence(colours: colours, widths: (0..<count).map { _ in random.float(0.4...2.5) * scale })
        let angle = random.float(0...(.pi))
        normal = SIMD2(cos(angle), sin(angle))
        centre = SIMD2(random.float(-0.3...1.3) * aspect, random.float(-0.3...1.3))
        waveAmplitude = style == .wavy ? random.float(0.03...0.08) : 0
        waveFrequency = random.float(4...9)
        let light = random.float(0...(2 * .pi))
        lightDirection = SIMD2(cos(light), sin(light)) * 0.35 / max(aspect, 1)
    }

    func shade(x: Float, y: Float, footprint: Float, column: Void) -> RGB {
        let point = SIMD2(x, y)
        let t: Float, stretch: Float
        switch style {
        case .straight:
            (t, stretch) = ((point * normal).sum(), 1)
        case .wavy:
            let along = point.x * -normal.y + point.y * normal.x
            let phase = along * waveFrequency
            t = (point * normal).sum() + waveAmplitude * sin(phase)
            let slope = waveAmplitude * waveFrequency * cos(phase)
            stretch = (1 + slope * slope).squareRoot()
        case .rings:
            let offset = point - centre
            (t, stretch) = ((offset * offset).sum().squareRoot(), 1)
        }
        let light = 0.92 + ((point - centre) * lightDirection).sum()
        return bands.colour(at: t, halfWidth: footprint * stretch * 0.5) * light
    }
}
