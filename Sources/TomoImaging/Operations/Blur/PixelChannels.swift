/// The number of interleaved samples in a pixel, as a type, so that code generic over it sees a
/// constant and unrolls its loops over channels.
protocol PixelChannels: SendableMetatype {
    /// Samples per pixel, 1 to ``ChannelSums/capacity``.
    static var count: Int { get }
}

/// A pixel of one sample: `.gray8`, `.gray16`.
enum OneChannel: PixelChannels {
    static var count: Int { 1 }
}

/// A pixel of three samples: `.rgb8`.
enum ThreeChannels: PixelChannels {
    static var count: Int { 3 }
}

/// A pixel of four samples: `.rgba8`.
enum FourChannels: PixelChannels {
    static var count: Int { 4 }
}
