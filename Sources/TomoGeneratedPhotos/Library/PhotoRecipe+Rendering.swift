import TomoCore
import TomoImaging

extension PhotoRecipe {
    /// The photo's scene cropped to fill `width × height`, which must already be valid.
    func render(width: Int, height: Int) throws(ImagingError) -> Bitmap {
        var random = SplitMix64(seed: seed)
        let aspect = Float(photo.width) / Float(photo.height)
        let renderer = SceneRenderer(photoWidth: photo.width, photoHeight: photo.height)
        switch kind {
        case .landscape(let terrain, let sky):
            let scene = LandscapeScene(sky: sky, terrain: terrain, palette: palette, aspect: aspect, random: &random)
            return try renderer.render(scene, width: width, height: height)
        case .circles, .blocks:
            let blocks = if case .blocks = kind { true } else { false }
            let scene = CompositionScene(blocks: blocks, palette: palette, aspect: aspect, random: &random)
            return try renderer.render(scene, width: width, height: height)
        case .fractal(let view):
            let scene = FractalScene(view: view, palette: palette, aspect: aspect, random: &random)
            return try renderer.render(scene, width: width, height: height)
        case .stripes(let style):
            let scene = StripesScene(style: style, palette: palette, aspect: aspect, random: &random)
            return try renderer.render(scene, width: width, height: height)
        case .mosaic(let facets):
            let scene = MosaicScene(facets: facets, palette: palette, aspect: aspect, random: &random)
            return try renderer.render(scene, width: width, height: height)
        }
    }
}
