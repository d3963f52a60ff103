/// What a photo shows, with the choices its title names.
enum SceneKind: Sendable {
    case landscape(Terrain, SkyPreset)
    /// Translucent circles and rings.
    case circles
    /// Turned rectangles and a disc.
    case blocks
    case fractal(FractalView)
    case stripes(StripeStyle)
    /// Square tiles, or triangular facets when `facets`.
    case mosaic(facets: Bool)

    /// The family, for keeping neighbouring photos apart (0...5).
    var family: Int {
        switch self {
        case .landscape: 0
        case .circles: 1
        case .blocks: 2
        case .fractal: 3
        case .stripes: 4
        case .mosaic: 5
        }
    }
}
