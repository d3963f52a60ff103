import Foundation
import TomoCore
import TomoDICOM
import TomoDICOMSeries
import TomoPipeline
import TomoSeries
import TomoVolume

/// An open series of a DICOMweb server. Preloading fills a volume of HU (when the slices make one), frame by
/// frame through the pipeline; a slice asked for before it is in the volume is fetched at visible priority.
///
/// Colour images are fetched whole, each instance once (WADO-RS as a DICOM file, as stored when the server
/// will), and shown as their files are (`ColourSliceReader`): their palettes' tables are bulk data the metadata
/// leaves out, and their frames' colour spaces are for the file's decoding to undo.
///
/// A server that sends no pixel data at all, neither as stored nor uncompressed, may still render frames
/// (`…/frames/{n}/rendered`, 8-bit, windowed by the server): `open` falls back to those, a series of display
/// values with no HU, no volume and no window of the reader's, and says so (`limitation`).
final class DICOMwebOpenedSeries: DICOMBackedSeries {
    let series: DICOMSeries
    let info: SeriesInfo
    private let pipeline: ImagePipeline
    private let client: HTTPClient
    let volume: CTVolume?
    /// The slices are the server's rendered images.
    let isRendered: Bool
    /// Fetches the frames: one loader per frame layout (most series have one), which decodes what it fetched
    /// with that layout; the rendered frames' one.
    private let loaders: [ImagePixelDescription: ImageDataLoader]
    /// Each slice's frame: its instance's WADO-RS URL (`DICOMInstance.location`) with `/frames/{n}`, from 1, and
    /// `/rendered` after it for rendered slices.
    private let frameURLs: [URL?]
    /// Fetches colour instances whole, as DICOM files.
    private let instanceLoader: ImageDataLoader
    /// The colour instances fetched so far (their files are in the pipeline's disk cache, if it has one).
    private let fetchedInstances = Locked<Set<InstanceLocation>>([])
    private let colourSlices = ColourSliceReader()
    /// Its overlay planes' bits, fetched as their slices are shown or filled.
    private let overlayPlanes: DICOMwebOverlays

    private init(_ series: DICOMSeries, pipeline: ImagePipeline, client: HTTPClient, rendered: Bool) {
        self.series = series
        info = SeriesInfo(series, renderedByServer: rendered)
        self.pipeline = pipeline
        self.client = client
        isRendered = rendered
        volume = rendered ? nil : Self.volume(for: series)
        let urls = series.instances.map { instance in
            instance.location.webURL.map { url in
                let frame = url.appending(path: "frames").appending(path: String(instance.frame + 1))
                return rendered ? frame.appending(path: "rendered") : frame
            }
        }
        frameURLs = urls
        overlayPlanes = DICOMwebOverlays(client: client)
        instanceLoader = ImageDataLoader(name: "DICOMweb instances", decoders: ImageDecoderRegistry([DICOMwebInstanceDecoder()])) { url in
            try await Self.fetchInstance(url, client: client)
        }
        guard !rendered else {
            let loader = ImageDataLoader(name: "DICOMweb rendered frames") { url in try await Self.fetchRendered(url, client: client) }
            loaders = Dictionary(series.instances.map { ($0.pixels, loader) }) { first, _ in first }
            return
        }
        var kinds: [URL: String] = [:]
        for (url, instance) in zip(urls, series.instances) {
            if let url { kinds[url] = instance.transferSyntax?.uid ?? url.absoluteString }
        }
        let forms = DICOMwebFrameForms()
        var loaders: [ImagePixelDescription: ImageDataLoader] = [:]
        for pixels in Set(series.instances.map(\.pixels)) where !pixels.isColour {
            let layout = "\(pixels.columns)×\(pixels.rows), \(pixels.bitsAllocated)/\(pixels.bitsStored)/\(pixels.highBit)"
                + (pixels.isSigned ? " signed" : "") + (pixels.samplesPerPixel == 1 ? "" : " ×\(pixels.samplesPerPixel)")
            loaders[pixels] = ImageDataLoader(
                name: "DICOMweb frames \(layout)", decoders: ImageDecoderRegistry([DICOMwebFrameDecoder(pixels: pixels)])
            ) { [kinds] url in
                guard let kind = kinds[url] else { throw HTTPError.invalidData(url: url, reason: "no metadata for this frame") }
                return try await Self.fetchFrame(url, kind: kind, client: client, forms: forms)
            }
        }
        self.loaders = loaders
    }

    func header() async throws -> DataSet {
        let instance = series.summary
        guard let url = instance.location.webURL else { throw DICOMError.unreadable("\(instance.location) is no instance's URL") }
        guard let first = try DICOMJSON.dataSets(from: try await client.send(DICOMwebAPI.metadata(ofInstanceAt: url))).first else {
            throw HTTPError.invalidData(url: url, reason: "the server sent no metadata for the instance")
        }
        return first
    }

    func dataSet(ofSlice index: Int) async throws -> DataSet {
        let place = try instance(at: index).location
        guard let url = place.webURL else { throw SeriesSourceError.unexpectedImage(index: index, reason: "its place \(place) is no URL") }
        let bytes = try await Self.fetchInstance(url, client: client)
        return try DICOMFile(bytes: [UInt8](bytes)).dataSet
    }

    /// Series `series` of the server `client` talks to, its frames as stored (or uncompressed): slice 0, which
    /// a viewer shows first, is fetched at once, and if the server refuses to send its pixel data in either
    /// form but renders it, the series is opened as rendered images instead.
    static func open(_ series: DICOMSeries, pipeline: ImagePipeline, client: HTTPClient) async throws -> DICOMwebOpenedSeries {
        let stored = DICOMwebOpenedSeries(series, pipeline: pipeline, client: client, rendered: false)
        do {
            // A colour image is kept by the slice made of it, not by filling (no volume holds it).
            if series.summary.pixels.isColour { _ = try await stored.slice(at: 0) } else { _ = try await stored.fillSlice(at: 0) }
            return stored
        } catch let error as HTTPError where error.refusesFrameFormat {
            let rendered = DICOMwebOpenedSeries(series, pipeline: pipeline, client: client, rendered: true)
            guard (try? await rendered.fillSlice(at: 0)) != nil else { return stored }
            return rendered
        } catch let error as HTTPError where error.needsAuthentication {
            throw error
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            // Other failures (that frame damaged, the server gone) are the slice's, told when it is shown.
            return stored
        }
    }

    /// Instance `index`'s Overlay Planes on its frame, once their bits have come (with its slice).
    func overlays(ofSlice index: Int) -> [SliceOverlay] {
        guard series.instances.indices.contains(index) else { return [] }
        let instance = series.instances[index]
        return overlays(overlayPlanes.planes(of: instance), on: instance)
    }

    /// Frames at once: as many as the pipeline's transfers.
    var fillConcurrency: Int { pipeline.configuration.maximumConcurrentTransfers + 2 }

    func slice(at index: Int) async throws -> SeriesSlice {
        let instance = try instance(at: index)
        await overlayPlanes.load(instance)
        if isRendered {
            let image = try await pipeline.image(for: try request(forSlice: index, priority: .visible))
            return .rendered(index: index, image: image, position: instance.position)
        }
        if instance.pixels.isColour {
            let (pipeline, request) = (pipeline, try request(forInstanceOf: index, priority: .visible))
            return try await colourSlices.slice(index, of: instance) { [fetchedInstances] in
                // The file, its header and pixel data checked whole: what a damaged copy fails.
                func file(_ data: Data) async throws -> DICOMFile {
                    try await BlockingWork.run { () throws -> DICOMFile in
                        let bytes = [UInt8](data)
                        do {
                            let header = try DICOMFile.header(of: bytes)
                            if let problem = header.pixelDataProblem { throw problem }
                            _ = try ImagePixelDescription(header.dataSet, allowsColour: true)
                            return try DICOMFile(bytes: bytes)
                        } catch let error as DICOMError {
                            throw DICOMFileError(path: instance.location.description, error: error)
                        }
                    }
                }
                let data = try await pipeline.data(for: request)
                fetchedInstances.withLock { _ = $0.insert(instance.location) }
                do {
                    return try await file(data)
                } catch let error as DICOMFileError where error.error.isDamage {
                    // A damaged copy (the disk cache's, say): decoded through the instances' decoder, the
                    // pipeline drops it and fetches the instance again, once; then it is read as fetched.
                    _ = try await pipeline.image(for: request)
                    return try await file(try await pipeline.data(for: request))
                }
            }
        }
        if let section = volume?.section(.axial(index)), section.isComplete {
            return slice(index, of: instance, samples: StoredSamples(hu: section.samples), rescale: section.rescale)
        }
        let values = instance.values(of: try await samples(ofSlice: index, priority: .visible))
        return slice(index, of: instance, samples: values.samples, rescale: values.rescale)
    }

    /// Fetches slice `index` and fills it into the volume straight from the frame's bytes (no image made on
    /// the way); a series without a volume keeps it in the pipeline's memory cache only.
    func fillSlice(at index: Int) async throws -> Int {
        let instance = try instance(at: index)
        await overlayPlanes.load(instance)
        if instance.pixels.isColour && !isRendered {
            // Kept in the disk cache; without one, fetching it now would keep nothing.
            guard pipeline.configuration.diskCache != nil, fetchedInstances.withLock({ $0.insert(instance.location).inserted }) else { return 0 }
            do {
                return try await pipeline.data(for: try request(forInstanceOf: index, priority: .normal)).count
            } catch {
                fetchedInstances.withLock { _ = $0.remove(instance.location) }
                throw error
            }
        }
        let request = try request(forSlice: index, priority: .normal)
        guard let volume else { return try await pipeline.response(for: request).byteCount }
        guard !volume.isFilled(index) else { return 0 }
        let data = try await pipeline.data(for: request)
        // Straight from the frame's bytes; else through the image path: for bytes that do not decode (a
        // damaged disk-cache entry, say), which it drops and fetches again or says why it cannot read, and
        // for values through a Modality LUT.
        let filledFromBytes = instance.modalityLUT == nil
            && (try? DICOMwebFrame(answer: data, pixels: instance.pixels).fill(volume, slice: index, rescale: instance.rescale)) != nil
        if !filledFromBytes {
            try instance.fill(volume, slice: index, with: instance.values(of: try await samples(ofSlice: index, priority: .normal)))
        }
        return instance.columns * instance.rows * 2
    }

    private func samples(ofSlice index: Int, priority: ImagePriority) async throws -> StoredSamples {
        let image = try await pipeline.image(for: try request(forSlice: index, priority: priority))
        return StoredSamples(words: image.gray16Samples, isSigned: series.instances[index].pixels.isSigned)
    }

    private func request(forSlice index: Int, priority: ImagePriority) throws -> ImageRequest {
        guard let url = frameURLs[index] else {
            throw SeriesSourceError.unexpectedImage(index: index, reason: "its place \(series.instances[index].location) is no URL")
        }
        // A slice bound for the volume is kept there, not in the memory cache too.
        return ImageRequest(url: url, priority: priority, loader: loaders[series.instances[index].pixels], cachesInMemory: volume == nil)
    }

    /// The request for slice `index`'s instance whole, as a DICOM file: kept on disk, not in memory (its
    /// slices are made from it).
    private func request(forInstanceOf index: Int, priority: ImagePriority) throws -> ImageRequest {
        let place = series.instances[index].location
        guard let url = place.webURL else {
            throw SeriesSourceError.unexpectedImage(index: index, reason: "its place \(place) is no URL")
        }
        return ImageRequest(url: url, priority: priority, loader: instanceLoader, cachesInMemory: false)
    }

    /// The instance at `url` as a DICOM file, as stored; in the server's default transfer syntax when it will
    /// not send it as stored (a refusal, or a 500 from a server that failed to).
    private static func fetchInstance(_ url: URL, client: HTTPClient) async throws -> Data {
        var once = client
        once.retryPolicy.retriesInternalServerErrors = false
        do {
            return try await once.send(DICOMwebAPI.file(ofInstanceAt: url, asStored: true))
        } catch let error as HTTPError where error.refusesFrameFormat || error.statusCode == 500 {
            return try await client.send(DICOMwebAPI.file(ofInstanceAt: url, asStored: false))
        }
    }

    /// The frame at `url` as stored (any transfer syntax): the server's multipart answer from its first
    /// delimiter on, checked to hold a part, for the pipeline to keep and the loader's decoder to decode.
    /// A frame the server will not send as stored is asked for uncompressed before it is called failed, and
    /// `forms` remembers it: for the whole series after a refusal (400, 406, 415 or 501 to
    /// `transfer-syntax=*`), for frames of its instance's `kind` after a 500 (then not tried again as
    /// stored: asked uncompressed at once).
    private static func fetchFrame(
        _ url: URL, kind: String, client: HTTPClient, forms: DICOMwebFrameForms
    ) async throws -> Data {
        func fetch(_ form: DICOMwebFrameForms.Form, with client: HTTPClient = client) async throws -> HTTPResponse {
            try await client.response(for: HTTPRequest(url: url, headers: ["Accept": form.accept]))
        }
        let response: HTTPResponse
        switch forms.form(for: kind) {
        case .uncompressed:
            do {
                response = try await fetch(.uncompressed)
            } catch let error as HTTPError where error.refusesFrameFormat || error.statusCode == 500 {
                // Not every kind transcodes (Orthanc cannot decode JPEG 2000): as stored, after all.
                response = try await fetch(.stored)
            }
        case .stored:
            var once = client
            once.retryPolicy.retriesInternalServerErrors = false
            do {
                response = try await fetch(.stored, with: once)
            } catch let error as HTTPError where error.refusesFrameFormat {
                forms.refuseStored()
                response = try await fetch(.uncompressed)
            } catch let error as HTTPError where error.statusCode == 500 {
                do {
                    response = try await fetch(.uncompressed)
                    forms.sendUncompressed(kind)
                } catch let uncompressed as HTTPError where uncompressed.refusesFrameFormat || uncompressed.statusCode == 500 {
                    // Neither form: the first 500 may have been the server's passing fault. As stored, with retries.
                    response = try await fetch(.stored)
                }
            }
        }
        let contentType = response.header("Content-Type") ?? ""
        guard let boundary = MultipartRelated.boundary(ofContentType: contentType) else {
            throw HTTPError.invalidData(url: url, reason: "expected a multipart/related answer, got \(contentType.isEmpty ? "no content type" : contentType)")
        }
        let body = response.body
        guard try MultipartRelated(body: body, boundary: boundary, url: url).parts.first != nil,
              let first = body.firstRange(of: Data("--\(boundary)".utf8))
        else { throw HTTPError.invalidData(url: url, reason: "no frame in the answer") }
        return body[first.lowerBound...]
    }
}

extension DICOMwebOpenedSeries {
    /// The frame rendered at `url` as PNG (lossless), else as JPEG, which every server renders (PS3.18
    /// 8.7.3.5; some, Orthanc among them, refuse an `Accept` that lists both): after a refusal, or a 500 (a
    /// server that fails to make the PNG), asked for at once.
    fileprivate static func fetchRendered(_ url: URL, client: HTTPClient) async throws -> Data {
        var once = client
        once.retryPolicy.retriesInternalServerErrors = false
        do {
            return try await once.response(for: HTTPRequest(url: url, headers: ["Accept": "image/png"])).body
        } catch let error as HTTPError where error.refusesFrameFormat || error.statusCode == 500 {
            return try await client.response(for: HTTPRequest(url: url, headers: ["Accept": "image/jpeg"])).body
        }
    }
}

extension HTTPError {
    /// Whether a server refused to send frames in the form asked for (as stored, `transfer-syntax=*`, which
    /// not every server offers; or uncompressed).
    var refusesFrameFormat: Bool {
        if case .status(_, let code, _, _) = self { [400, 406, 415, 501].contains(code) } else { false }
    }
}
