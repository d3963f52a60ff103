import Foundation
import TomoCore

/// Layered ridges or hills under a graded sky with a sun or crescent moon; for a lake, the lower part
/// mirrors everything above the water line, tinted and rippled, with the light's glint on it.
struct LandscapeScene: PixelScene {
    private let sky: SkyPreset
    /// Farthest first; at most eight (one per lane of a column).
    private let layers: [RidgeLayer]
    /// Where the sky meets the lowest land (scene y).
    private let horizon: Float
    /// The water line (scene y), or more than 1 without water.
    private let waterLevel: Float
    private let water: RGB
    private let sunCentre: SIMD2<Float>
    private let sunRadius: Float
    private let glow: Float
    /// Seeds the star field of a moonlit sky.
    private let stars: UInt64

    init(sky: SkyPreset, terrain: Terrain, palette: Palette, aspect: Float, random: inout SplitMix64) {
        self.sky = sky
        let count = random.int(3...5)
        let hasWater = terrain == .lake
        waterLevel = hasWater ? random.float(0.6...0.72) : 2
        let lowest = hasWater ? waterLevel - 0.015 : random.float(0.8...0.9)
        let highest = random.float(0.38...0.5)
        horizon = lowest
        let near = sky.land.mixed(with: palette.colours[random.int(0...1)], by: random.float(0.2...0.5))
        var layers: [RidgeLayer] = []
        for index in 0..<count {
            let nearness = Float(index) / Float(count - 1)
            let base = highest + (lowest - highest) * nearness
            let amplitude = terrain == .hills
                ? random.float(0.06...0.14) : random.float(0.22...0.38) * (1 - 0.5 * nearness)
            let frequency = (terrain == .hills ? random.float(0.9...1.5) : random.float(1.3...2.3))
                * (1 - 0.3 * nearness)
            layers.append(RidgeLayer(
                noise: ValueNoise(seed: random.next()), base: base, amplitude: min(amplitude, base - 0.12),
                frequency: frequency,
                octaves: terrain == .hills ? 3 : 6, ridged: terrain != .hills,
                colour: near.mixed(with: sky.horizon, by: 0.8 * (1 - nearness)), haze: sky.horizon,
                mist: 0.55 * (1 - nearness)))
        }
        self.layers = layers
        water = sky.zenith.mixed(with: sky.horizon, by: 0.35)
        let altitude = sky.lowSun ? (highest - 0.12)...(highest + 0.02) : Float(0.1)...Float(0.28)
        sunCentre = SIMD2(random.float(0.15...0.85) * aspect, random.float(altitude))
        sunRadius = sky.isMoon ? random.float(0.035...0.05) : random.float(0.04...0.07)
        glow = sky.isMoon ? 0.25 : random.float(0.45...0.7)
        stars = random.next()
    }

    func column(x: Float, footprint: Float) -> SIMD8<Float> {
        var skylines = SIMD8<Float>(repeating: 2)
        for (index, layer) in layers.enumerated() { skylines[index] = layer.skyline(at: x) }
        return skylines
    }

    func shade(x: Float, y: Float, footprint: Float, column skylines: SIMD8<Float>) -> RGB {
        guard y > waterLevel - footprint else { return land(x: x, y: y, footprint: footprint, skylines: skylines) }
        let depth = y - waterLevel
        var colour = land(x: x, y: waterLevel - depth, footprint: footprint, skylines: skylines)
        colour = colour.mixed(with: water, by: 0.35) * 0.85
        // Ripples bunch up towards the water line; fade them out where they get finer than a pixel.
        let root = max(depth, 0).squareRoot()
        let cyclesPerUnit = 30 / (root + 0.01) / (2 * .pi)
        let ripple = sin(60 * root) * 0.06 * Shading.unit(1 - cyclesPerUnit * footprint * 3)
        let dx = (x - sunCentre.x) / (sunRadius * 1.6)
        let glint = exp(-dx * dx) * (sky.isMoon ? 0.25 : 0.4) * Shading.unit(1 - depth * 2)
        colour = colour * (1 + ripple) + (sky.sun - colour) * glint * (0.6 + ripple * 6)
        let above = Shading.coverage(distance: depth, footprint: footprint)
        guard above > 0 else { return colour }
        return colour.mixed(with: land(x: x, y: y, footprint: footprint, skylines: skylines), by: above)
    }

    /// The scene above the water: sky, light and the ridges in front of them.
    private func land(x: Float, y: Float, footprint: Float, skylines: SIMD8<Float>) -> RGB {
        var front = -1
        for index in layers.indices.reversed() where y >= skylines[index] + footprint / 2 {
            front = index
            break
        }
        var colour = front < 0
            ? self.sky(x: x, y: y, footprint: footprint)
            : layers[front].colour(at: y)
        for index in (front + 1)..<layers.count {
            let covered = Shading.coverage(distance: skylines[index] - y, footprint: footprint)
            if covered > 0 {
                colour = colour.mixed(with: layers[index].colour(at: y), by: covered)
            }
        }
        return colour
    }

    private func sky(x: Float, y: Float, footprint: Float) -> RGB {
        let t = Shading.unit(y / horizon)
        let offset = SIMD2(x, y) - sunCentre
        let distance = (offset * offset).sum().squareRoot()
        let disc = Shading.coverage(distance: distance - sunRadius, footprint: footprint)
        var colour = sky.zenith.mixed(with: sky.horizon, by: t * t * (3 - 2 * t))
        if sky.isMoon {
            let star = star(x: x, y: y, footprint: footprint) * (1 - t) * (1 - disc)
            colour = colour.mixed(with: sky.sun, by: star)
        }
        let halo = distance / (sunRadius * 5)
        colour = colour.mixed(with: sky.sun, by: glow * exp(-halo * halo))
        var lit = disc
        if sky.isMoon, disc > 0 {
            let shadow = offset - SIMD2(sunRadius * 0.45, -sunRadius * 0.2)
            let shadowDistance = (shadow * shadow).sum().squareRoot()
            lit *= 1 - 0.85 * Shading.coverage(distance: shadowDistance - sunRadius * 0.95, footprint: footprint)
        }
        return colour.mixed(with: sky.sun, by: lit)
    }

    /// How much of the pixel a star covers. The sky is cut into cells, a third of which hold one small
    /// star placed well inside the cell; a star smaller than the pixel counts by its share of the area.
    private func star(x: Float, y: Float, footprint: Float) -> Float {
        let size: Float = 0.035
        let cell = (SIMD2(x, y) / size).rounded(.down)
        let (i, j) = (Int(cell.x), Int(cell.y))
        guard LatticeHash.unit(stars, i, j) < 0.33 else { return 0 }
        let place = SIMD2(LatticeHash.unit(stars &+ 1, i, j), LatticeHash.unit(stars &+ 2, i, j)) * 0.6 + 0.2
        let radius = size * (0.02 + 0.05 * LatticeHash.unit(stars &+ 3, i, j))
        let offset = SIMD2(x, y) - (cell + place) * size
        let distance = (offset * offset).sum().squareRoot()
        guard radius < footprint else { return Shading.coverage(distance: distance - radius, footprint: footprint) }
        let inside = abs(offset.x) < footprint / 2 && abs(offset.y) < footprint / 2
        return inside ? Float.pi * radius * radius / (footprint * footprint) : 0
    }
}
