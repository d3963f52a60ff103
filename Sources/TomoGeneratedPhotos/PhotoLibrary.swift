import TomoImaging

/// A deterministic library of generated photos.
///
/// Each photo is a scene drawn in code: a landscape, an abstract composition of circles or blocks, a
/// fractal view, stripes or a mosaic, in a seeded palette. Scenes are resolution-independent, so any
/// crop size renders directly. A value type: safe to share and to render from many tasks at once.
public struct PhotoLibrary: Sendable {
    /// All photos in list order (ids 0..<count).
    public let photos: [Photo]
    private let recipes: [PhotoRecipe]

    /// The largest width or height `render` produces (Picsum's own cap).
    private static let maxDimension = 5_000

    /// `count` photos (default 1,000); the same seed always gives the same library.
    ///
    /// A negative count gives an empty library. Photo `n` depends only on the seed, never on `count`.
    /// `sizeDivisor` divides every photo's full size (rounded, at least 1 px): the same scenes, quicker to
    /// render at full size (what tests that draw whole photos on two cores use).
    public init(count: Int = 1_000, seed: UInt64 = 0x70_6f_74_6f, sizeDivisor: Int = 1) {
        var builder = RecipeBuilder(seed: seed)
        let divisor = max(1, sizeDivisor)
        recipes = (0..<max(count, 0)).map { builder.next(id: $0).dividingSize(by: divisor) }
        photos = recipes.map(\.photo)
    }

    /// The number of photos.
    public var count: Int { recipes.count }

    /// The photo with id `id`, or `nil` if there is none.
    public func photo(id: Int) -> Photo? {
        recipes.indices.contains(id) ? recipes[id].photo : nil
    }

    /// The photo cropped to fill exactly width × height (centre crop, the way Picsum answers
    /// /id/{id}/{w}/{h}), rendered directly at that size — never by rendering the full-size original and
    /// downscaling. .rgb8.
    ///
    /// - Throws: `ImagingError.invalidParameter("no photo \(id)")` for an unknown id (checked first);
    ///   `ImagingError.invalidDimensions` for sizes < 1; `ImagingError.tooLarge` over 5,000 px a side
    ///   (Picsum's own cap is 5000).
    public func render(id: Int, width: Int, height: Int) throws(ImagingError) -> Bitmap {
        guard recipes.indices.contains(id) else { throw .invalidParameter("no photo \(id)") }
        let limit = Self.maxDimension
        try DecodingLimits(maxDimension: limit, maxPixelCount: limit * limit).check(width: width, height: height)
        return try recipes[id].render(width: width, height: height)
    }
}
