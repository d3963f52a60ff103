import Foundation

/// A DICOMweb server (PS3.18) at its root, which may carry a path prefix (`http://pacs/dicom-web`,
/// `…/wado`): QIDO-RS searches, WADO-RS metadata and STOW-RS stores, each answered in the DICOM JSON model
/// (read by `TomoDICOM.DICOMJSON`), so these endpoints hand over the raw JSON.
///
/// | endpoint | request |
/// | --- | --- |
/// | `searchStudies(_:)` | `GET /studies?PatientName=…&includefield=…` |
/// | `searchSeries(inStudy:uid:includeFields:)` | `GET /series?includefield=…`, `GET /studies/{study}/series?…` |
/// | `seriesMetadata(study:series:)` | `GET /studies/{study}/series/{series}/metadata` |
/// | `metadata(ofInstanceAt:)` | `GET /studies/{study}/series/{series}/instances/{instance}/metadata` |
/// | `file(ofInstanceAt:asStored:)` | `GET /studies/{study}/series/{series}/instances/{instance}` (a DICOM file) |
/// | `bulkData(at:)` | `GET` a `BulkDataURI` from the metadata |
/// | `storeInstances(_:inStudy:)` | `POST /studies`, `POST /studies/{study}` (multipart/related DICOM files) |
public struct DICOMwebAPI: Sendable, Hashable {
    fileprivate let root: APIRoot

    /// The server whose DICOMweb root is `baseURL`.
    public init(baseURL: URL) {
        root = APIRoot(baseURL)
    }

    /// Every series the server holds, or study `study` holds (or only the one whose Series Instance UID is
    /// `uid`, or only those of modality `modality`), with `includeFields` (attribute keywords or tags, e.g.
    /// `00201209`) besides the ones QIDO-RS returns anyway. A server that finds nothing may answer 204: an
    /// empty list.
    public func searchSeries(
        inStudy study: String? = nil, uid: String? = nil, modality: String? = nil, includeFields: [String] = []
    ) -> Endpoint<Data> {
        let path = study.map { ["studies", $0, "series"] } ?? ["series"]
        let match = (uid.map { [("SeriesInstanceUID", $0)] } ?? []) + (modality.map { [("Modality", $0)] } ?? [])
        return json(root.url(path, query: match + includeFields.map { ("includefield", $0) }))
    }

    /// The metadata of every instance of series `series` of study `study` in one request (pixel data
    /// and other large values by reference).
    public func seriesMetadata(study: String, series: String) -> Endpoint<Data> {
        json(root.url(["studies", study, "series", series, "metadata"]))
    }

    /// The metadata of the one instance whose WADO-RS URL is `instance` (`…/instances/{uid}`, as a series'
    /// metadata places it).
    public static func metadata(ofInstanceAt instance: URL) -> Endpoint<Data> {
        DICOMwebAPI(baseURL: instance).json(instance.appending(path: "metadata"))
    }

    /// The one instance whose WADO-RS URL is `instance`, as a DICOM Part 10 file (the first part of the
    /// server's `multipart/related; type="application/dicom"` answer): in its stored transfer syntax when
    /// `asStored` (`transfer-syntax=*`, which not every server offers), else in the server's default
    /// (Explicit VR Little Endian). The file names its own transfer syntax either way.
    public static func file(ofInstanceAt instance: URL, asStored: Bool) -> Endpoint<Data> {
        let accept = "multipart/related; type=\"application/dicom\"" + (asStored ? "; transfer-syntax=*" : "")
        return firstPart(at: instance, accept: accept, what: "instance")
    }

    /// The bulk data a metadata answer's `BulkDataURI` names (an overlay's bits, say), uncompressed bytes:
    /// the first part of the server's `multipart/related; type="application/octet-stream"` answer.
    public static func bulkData(at uri: URL) -> Endpoint<Data> {
        firstPart(at: uri, accept: "multipart/related; type=\"application/octet-stream\"", what: "bulk data")
    }

    /// The body of the first part of a `multipart/related` answer to a GET of `url`.
    private static func firstPart(at url: URL, accept: String, what: String) -> Endpoint<Data> {
        Endpoint(request: HTTPRequest(url: url, headers: ["Accept": accept])) { response in
            let contentType = response.header("Content-Type") ?? ""
            guard let boundary = MultipartRelated.boundary(ofContentType: contentType) else {
                throw HTTPError.invalidData(
                    url: url, reason: "expected a multipart/related answer, got \(contentType.isEmpty ? "no content type" : contentType)")
            }
            guard let part = try MultipartRelated(body: response.body, boundary: boundary, url: url).parts.first?.body else {
                throw HTTPError.invalidData(url: url, reason: "no \(what) in the answer")
            }
            return part
        }
    }

    /// STOW-RS: stores `files` (DICOM Part 10 files, each a part of one `multipart/related;
    /// type="application/dicom"` body), in study `study` if given (the server then refuses instances of
    /// another). The answer is the Store Instances Response (PS3.18 10.5.3): the instances stored and
    /// those that failed, with why. Never retried (a POST): a store sent twice may store twice.
    public func storeInstances(_ files: [Data], inStudy study: String? = nil) -> Endpoint<Data> {
        let boundary = MultipartRelated.makeBoundary()
        let body = MultipartRelated(parts: files.map { MultipartRelated.Part(headers: ["Content-Type": "application/dicom"], body: $0) })
            .encoded(boundary: boundary)
        let headers = [
            "Content-Type": "multipart/related; type=\"application/dicom\"; boundary=\(boundary)", "Accept": "application/dicom+json",
        ]
        let url = root.url(study.map { ["studies", $0] } ?? ["studies"], query: [])
        return Endpoint(request: HTTPRequest(method: .post, url: url, headers: headers, body: body)) { response in
            response.statusCode == 204 ? Data("{}".utf8) : response.body
        }
    }

    /// A DICOM JSON request, compressed on the wire if the server will: its body as it came, `[]` for 204
    /// No Content.
    fileprivate func json(_ url: URL) -> Endpoint<Data> {
        let headers = ["Accept": "application/dicom+json", "Accept-Encoding": "gzip, deflate"]
        return Endpoint(request: HTTPRequest(url: url, headers: headers)) { response in
            response.statusCode == 204 ? Data("[]".utf8) : response.body
        }
    }
}

extension DICOMwebAPI {
    /// The studies matching `query` (QIDO-RS `GET /studies`), with what a study list shows: description,
    /// modalities, series and instance counts, accession number.
    public func searchStudies(_ query: StudyQuery) -> Endpoint<Data> {
        let include = ["00081030", "00080061", "00201206", "00201208", "00080050", "00100020", "00100021"]
        return json(root.url(["studies"], query: query.items + include.map { ("includefield", $0) }))
    }
}
