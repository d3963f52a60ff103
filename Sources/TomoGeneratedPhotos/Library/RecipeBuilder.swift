import TomoCore

/// Draws the photos of a library one after another from a single seeded generator, so photo `n` depends
/// only on the seed and on the photos before it. Neighbours never share a scene family or a palette.
struct RecipeBuilder {
    private var random: SplitMix64
    private let authors: [String]
    private var previousFamily = -1
    private var previousPalette = -1

    /// Relative weights of the scene families, indexed by `SceneKind.family`.
    private static let familyWeights = [6, 4, 3, 3, 3, 3]

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
        authors = PhotoNames.authors(count: 48, random: &random)
    }

    /// The recipe for the next photo, which gets id `id`.
    mutating func next(id: Int) -> PhotoRecipe {
        var family = previousFamily
        while family == previousFamily { family = weightedFamily() }
        var paletteIndex = previousPalette
        while paletteIndex == previousPalette { paletteIndex = random.int(0...Palette.all.count - 1) }
        (previousFamily, previousPalette) = (family, paletteIndex)
        let kind = kind(family: family)
        let palette = Palette.all[paletteIndex]
        let size = random.pick(AspectRatio.all).size(random: &random)
        let photo = Photo(
            id: id, author: random.pick(authors), width: size.width, height: size.height,
            title: kind.title(palette: palette, random: &random))
        return PhotoRecipe(photo: photo, kind: kind, palette: palette, seed: random.next())
    }

    private mutating func weightedFamily() -> Int {
        var ticket = random.int(0...Self.familyWeights.reduce(0, +) - 1)
        for (family, weight) in Self.familyWeights.enumerated() {
            if ticket < weight { return family }
            ticket -= weight
        }
        return 0
    }

    private mutating func kind(family: Int) -> SceneKind {
        switch family {
        case 0: .landscape(random.pick(Terrain.allCases), random.pick(SkyPreset.all))
        case 1: .circles
        case 2: .blocks
        case 3: .fractal(random.pick(FractalView.all))
        case 4: .stripes(random.pick(StripeStyle.allCases))
        default: .mosaic(facets: random.chance(0.5))
        }
    }
}
