import TomoImaging

/// A reduction a decoder applies while decoding, 1/`denominator` on each side, for codecs that can
/// (JPEG: 1/2, 1/4 and 1/8 cost a fraction of a full decode).
struct DecodingScale: Sendable, Hashable {
    /// A width and a height in pixels.
    typealias Size = (width: Int, height: Int)

    /// 1, 2, 4 or 8.
    let denominator: Int

    /// The reductions JPEG decoders make cheaply, largest first.
    private static let denominators = [8, 4, 2]

    /// The largest reduction of a `width × height` image whose result is still at least `minimum` on
    /// both sides; no reduction when `minimum` is nil.
    static func reduction(width: Int, height: Int, covering minimum: Size?) -> DecodingScale {
        guard let minimum else { return DecodingScale(denominator: 1) }
        let denominator = denominators.first { denominator in
            let scale = DecodingScale(denominator: denominator)
            return scale.scaled(width) >= minimum.width && scale.scaled(height) >= minimum.height
        }
        return DecodingScale(denominator: denominator ?? 1)
    }

    /// A side's length after the reduction, rounded up as libjpeg rounds it.
    func scaled(_ length: Int) -> Int {
        (length + denominator - 1) / denominator
    }
}
