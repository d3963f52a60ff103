import TomoCore

extension SceneKind {
    /// A short title such as "Alpine dusk" or "Coral circles".
    func title(palette: Palette, random: inout SplitMix64) -> String {
        let colour = palette.name
        switch self {
        case .landscape(let terrain, let sky):
            let word = sky.word.prefix(1).uppercased() + sky.word.dropFirst()
            return switch terrain {
            case .peaks: random.pick(["Alpine \(sky.word)", "Peaks \(sky.phrase)", "Ridges \(sky.phrase)"])
            case .hills: random.pick(["Hills \(sky.phrase)", "\(word) over the hills"])
            case .lake: random.pick(["Lake \(sky.phrase)", "\(word) on the lake"])
            }
        case .circles:
            return "\(colour) \(random.pick(["circles", "bubbles", "orbits", "discs"]))"
        case .blocks:
            return "\(colour) \(random.pick(["blocks", "panels", "geometry"]))"
        case .fractal(let view):
            return "\(colour) \(view.noun)"
        case .stripes(let style):
            return switch style {
            case .straight: "\(colour) \(random.pick(["stripes", "bands"]))"
            case .wavy: "\(colour) \(random.pick(["ribbons", "waves"]))"
            case .rings: "\(colour) \(random.pick(["ripples", "rings"]))"
            }
        case .mosaic(let facets):
            return "\(colour) \(facets ? random.pick(["facets", "prisms"]) : random.pick(["mosaic", "tiles"]))"
        }
    }
}
