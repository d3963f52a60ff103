import Foundation
import TomoCore
import TomoDICOM
import TomoPipeline
import TomoSeries
import TomoVolume

/// An open series of a DICOMweb server. Preloading fills a volume of HU (when the slices make one), frame by
/// frame through the pipeline; a slice asked for before it is in the volume is fetched at visible priority.
final class DICOMwebOpenedSeries: DICOMBackedSeries {
    let series: DICOMSeries
    private let pipeline: ImagePipeline
    let volume: CTVolume?
    private let loader: ImageDataLoader
    /// Each slice's frame: its instance's WADO-RS URL (`DICOMInstance.path`) with `/frames/{n}`, from 1.
    private let frameURLs: [URL?]

    init(_ series: DICOMSeries, pipeline: ImagePipeline, client: HTTPClient) {
        self.series = series
        self.pipeline = pipeline
        volume = Self.volume(for: series)
        let urls = series.instances.map { instance in
            URL(string: instance.path).map { $0.appending(path: "frames").appending(path: String(instance.frame + 1)) }
        }
        frameURLs = urls
        var layouts: [URL: ImagePixelDescription] = [:]
        for (url, instance) in zip(urls, series.instances) { if let url { layouts[url] = instance.pixels } }
        let asksUncompressed = Locked(false)
        loader = ImageDataLoader(name: "DICOMweb frames") { [layouts] url in
            try await Self.fetchFrame(url, pixels: layouts[url], client: client, asksUncompressed: asksUncompressed)
        }
    }

    /// Frames at once: as many as the pipeline's transfers.
    var preloadConcurrency: Int { pipeline.configuration.maximumConcurrentTransfers + 2 }

    func slice(at index: Int) async throws -> SeriesSlice {
        let instance = try instance(at: index)
        if let volume, let samples = volume.samples(ofSlice: index) {
            return slice(index, of: instance, samples: samples, rescale: .identity)  // HU already
        }
        return slice(index, of: instance, samples: try await samples(ofSlice: index, priority: .visible), rescale: instance.rescale)
    }

    /// Fetches slice `index` and fills it into the volume straight from the frame's bytes (no image made on
    /// the way); a series without a volume keeps it in the pipeline's memory cache only.
    func preloadSlice(at index: Int) async throws -> Int {
        let instance = try instance(at: index)
        let request = try request(forSlice: index, priority: .normal)
        guard let volume else { return try await pipeline.response(for: request).byteCount }
        guard !volume.isFilled(index) else { return 0 }
        let data = try await pipeline.data(for: request)
        do {
            try DICOMwebFrame(decoding: data).fill(volume, slice: index, rescale: instance.rescale)
        } catch {
            // Bytes that do not decode (a damaged disk-cache entry, say): the image path drops them and
            // fetches the frame again, or says why it cannot be read.
            try volume.fill(slice: index, with: try await samples(ofSlice: index, priority: .normal), rescale: instance.rescale)
        }
        return instance.columns * instance.rows * 2
    }

    private func samples(ofSlice index: Int, priority: ImagePriority) async throws -> StoredSamples {
        let image = try await pipeline.image(for: try request(forSlice: index, priority: priority))
        return StoredSamples(words: image.gray16Samples, isSigned: series.instances[index].pixels.isSigned)
    }

    private func request(forSlice index: Int, priority: ImagePriority) throws -> ImageRequest {
        guard let url = frameURLs[index] else {
            throw SeriesSourceError.unexpectedImage(index: index, reason: "its place \(series.instances[index].path) is no URL")
        }
        // A slice bound for the volume is kept there, not in the memory cache too.
        return ImageRequest(url: url, priority: priority, loader: loader, cachesInMemory: volume == nil)
    }

    /// What frames are asked for as: as stored, or uncompressed for a server that refuses that.
    static let storedFrames = #"multipart/related; type="application/octet-stream"; transfer-syntax=*"#
    static let uncompressedFrames = #"multipart/related; type="application/octet-stream"; transfer-syntax=1.2.840.10008.1.2.1"#

    /// The frame at `url` as stored (any transfer syntax), kept with its layout for the pipeline to decode. A
    /// server that refuses to send frames as stored (400, 406, 415 or 501 to `transfer-syntax=*`) is asked
    /// for them uncompressed, and `asksUncompressed` remembers it for the series' other frames.
    private static func fetchFrame(
        _ url: URL, pixels: ImagePixelDescription?, client: HTTPClient, asksUncompressed: Locked<Bool>
    ) async throws -> Data {
        guard let pixels else { throw HTTPError.invalidData(url: url, reason: "no metadata for this frame") }
        let response: HTTPResponse
        if asksUncompressed.withLock({ $0 }) {
            response = try await client.response(for: HTTPRequest(url: url, headers: ["Accept": uncompressedFrames]))
        } else {
            do {
                response = try await client.response(for: HTTPRequest(url: url, headers: ["Accept": storedFrames]))
            } catch let error as HTTPError where error.refusesStoredFrames {
                asksUncompressed.withLock { $0 = true }
                response = try await client.response(for: HTTPRequest(url: url, headers: ["Accept": uncompressedFrames]))
            }
        }
        let contentType = response.header("Content-Type") ?? ""
        guard let boundary = MultipartRelated.boundary(ofContentType: contentType) else {
            throw HTTPError.invalidData(url: url, reason: "expected a multipart/related answer, got \(contentType.isEmpty ? "no content type" : contentType)")
        }
        guard let part = try MultipartRelated(body: response.body, boundary: boundary, url: url).parts.first else {
            throw HTTPError.invalidData(url: url, reason: "no frame in the answer")
        }
        let uid = part.contentTypeParameter("transfer-syntax") ?? TransferSyntax.explicitVRLittleEndian.uid
        return DICOMwebFrame(transferSyntax: TransferSyntax(uid: uid), pixels: pixels, bytes: part.body).encoded
    }
}

extension HTTPError {
    /// Whether a server refused to send frames as stored (`transfer-syntax=*`), which not every server offers.
    var refusesStoredFrames: Bool {
        if case .status(_, let code, _, _) = self { [400, 406, 415, 501].contains(code) } else { false }
    }
}
