/// How the bands of a stripes photo run.
enum StripeStyle: Sendable, CaseIterable {
    /// Straight parallel bands at an angle.
    case straight
    /// Parallel bands bent by a sine wave.
    case wavy
    /// Concentric rings around a point, possibly off the photo.
    case rings
}
