import Foundation
import TomoCore

/// Tiles set in grout: square tiles in palette colours, or triangular facets shaded along a gradient
/// (each grid cell split on a seeded diagonal). Grout lines are anti-aliased by their coverage.
struct MosaicScene: PixelScene {
    private let facets: Bool
    private let palette: Palette
    private let seed: UInt64
    private let cell: Float
    private let grout: Float
    private let groutColour: RGB
    /// The gradient facets follow, scaled so it runs about 0...1 across the photo.
    private let gradient: SIMD2<Float>
    private let gradientOffset: Float

    init(facets: Bool, palette: Palette, aspect: Float, random: inout SplitMix64) {
        self.facets = facets
        self.palette = palette
        seed = random.next()
        cell = 1 / random.float(facets ? 5...9 : 7...14)
        grout = cell * random.float(0.03...0.08)
        groutColour = palette.colours[random.chance(0.5) ? 0 : 4]
        let angle = random.float(0...(2 * .pi))
        let direction = SIMD2(cos(angle), sin(angle))
        let span = abs(direction.x) * aspect + abs(direction.y)
        gradient = direction / span
        gradientOffset = 0.5 - (SIMD2(aspect / 2, 0.5) * gradient).sum()
    }

    func shade(x: Float, y: Float, footprint: Float, column: Void) -> RGB {
        let grid = SIMD2(x, y) / cell
        let corner = grid.rounded(.down)
        let (i, j) = (Int(corner.x), Int(corner.y))
        let local = grid - corner
        let edges = min(min(local.x, 1 - local.x), min(local.y, 1 - local.y))
        let tile: RGB, edge: Float
        if facets {
            let rising = LatticeHash.unit(seed, i, j) < 0.5
            let side = rising ? local.x + local.y - 1 : local.x - local.y
            let diagonal = abs(side) * 0.7071
            let half = side > 0 ? 1 : 0
            let centre = (corner + 0.5 + (rising ? SIMD2(0.2, 0.2) : SIMD2(0.2, -0.2)) * (side > 0 ? 1 : -1)) * cell
            let jitter = LatticeHash.unit(seed &+ 1, i * 2 + half, j) - 0.5
            tile = palette.ramp((centre * gradient).sum() + gradientOffset + jitter * 0.25) * (1 + jitter * 0.12)
            edge = min(edges, diagonal)
        } else {
            let pick = LatticeHash.unit(seed, i, j)
            let shade = 0.94 + 0.12 * LatticeHash.unit(seed &+ 1, i, j)
            tile = palette.colours[1 + min(Int(pick * 4), 3)] * shade
            edge = edges
        }
        let covered = Shading.bandCoverage(distance: edge * cell, halfWidth: grout / 2, footprint: footprint)
        return tile.mixed(with: groutColour, by: covered)
    }
}
