import Foundation
import Logging
import TomoCore
import TomoImaging

extension ImagePipeline {
    /// What a pipeline fetches with, caches in, and how much it does at once.
    public struct Configuration: Sendable {
        /// Fetches original bytes; its retry policy applies to every transfer.
        public var client: HTTPClient
        /// Bounds of the memory cache of processed images (cost = bitmap bytes).
        public var memoryCacheLimits: LRUCache<ImageRequest.Key, ImageResponse>.Limits
        /// Keeps original bytes across runs; nil for none.
        public var diskCache: (any DataCaching)?
        /// What the disk cache keys each URL's bytes under.
        public var diskCacheKeys: DiskCacheKeys
        /// Transfers at once.
        public var maximumConcurrentTransfers: Int
        /// Decodes at once (each also applies the request's processing).
        public var maximumConcurrentDecodes: Int
        /// Images larger than this are refused before decoding.
        public var decodingLimits: DecodingLimits
        /// The decoders of image bytes: PNG and JPEG unless more are registered.
        public var decoders: ImageDecoderRegistry
        public var logger: Logger

        public init(
            client: HTTPClient = HTTPClient(transport: ImagePipeline.defaultTransport()),
            memoryCacheLimits: LRUCache<ImageRequest.Key, ImageResponse>.Limits = .init(totalCost: 256 << 20, count: 2_000),
            diskCache: (any DataCaching)? = nil,
            diskCacheKeys: DiskCacheKeys = DiskCacheKeys(),
            maximumConcurrentTransfers: Int = 6,
            maximumConcurrentDecodes: Int = ProcessInfo.processInfo.activeProcessorCount,
            decodingLimits: DecodingLimits = .standard,
            decoders: ImageDecoderRegistry = .standard,
            logger: Logger = Logger(label: "tomo.pipeline")
        ) {
            self.client = client
            self.memoryCacheLimits = memoryCacheLimits
            self.diskCache = diskCache
            self.diskCacheKeys = diskCacheKeys
            self.maximumConcurrentTransfers = maximumConcurrentTransfers
            self.maximumConcurrentDecodes = maximumConcurrentDecodes
            self.decodingLimits = decodingLimits
            self.decoders = decoders
            self.logger = logger
        }
    }
}
