import TomoCore

/// A photo shape, as width : height.
struct AspectRatio: Sendable {
    let width: Int
    let height: Int

    /// The shapes photos come in, the common ones listed more than once.
    static let all: [AspectRatio] = [
        (3, 2), (3, 2), (3, 2), (2, 3), (2, 3), (4, 3), (4, 3), (3, 4), (16, 9), (16, 9), (9, 16), (1, 1),
        (1, 1), (5, 4), (4, 5),
    ].map { AspectRatio(width: $0.0, height: $0.1) }

    /// A full size of this shape whose long side is between 1,500 and 5,000 px.
    func size(random: inout SplitMix64) -> (width: Int, height: Int) {
        let long = random.int(1_500...5_000)
        let (major, minor) = (max(width, height), min(width, height))
        let short = max(1, (long * minor + major / 2) / major)
        return width >= height ? (long, short) : (short, long)
    }
}
