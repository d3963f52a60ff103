import Hummingbird
import NIOCore

/// Responses for resources whose bytes never change for a URL, such as rendered images: a strong
/// ETag derived from what determines the bytes, a year's cache lifetime, and `304 Not Modified` for a
/// matching `If-None-Match`, decided before anything is rendered.
enum ImmutableResource {
    /// A strong ETag for the bytes `identity` determines; put an encoder version in the identity.
    static func etag(identity: String) -> String {
        let hash = StableID.fnv1a(identity, offset: 0xcbf2_9ce4_8422_2325)
        return "\"\(String(hash, radix: 16))\""
    }

    /// 304 when `request`'s `If-None-Match` matches `etag`; otherwise 200 with the bytes `body` makes.
    static func response(
        to request: Request, etag: String, contentType: String, body: () async throws -> ByteBuffer
    ) async throws -> Response {
        var headers: HTTPFields = [
            .eTag: etag,
            .cacheControl: "public, max-age=31536000, immutable",
        ]
        if let candidates = request.headers[.ifNoneMatch], ETagList.matches(candidates, etag: etag) {
            return Response(status: .notModified, headers: headers)
        }
        let bytes = try await body()
        headers[.contentType] = contentType
        headers[.contentLength] = String(bytes.readableBytes)
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: bytes))
    }
}
