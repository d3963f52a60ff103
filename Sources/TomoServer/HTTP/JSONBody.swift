import Foundation
import Hummingbird

/// Encodes API values the same way everywhere: sorted keys, so bodies are byte-stable.
enum JSONBody {
    static func encode(_ value: some Encodable) -> ByteBuffer {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding the API's own model types cannot fail.
        return ByteBuffer(data: try! encoder.encode(value))
    }

    static func response(_ value: some Encodable, status: HTTPResponse.Status = .ok) -> Response {
        response(encoded: encode(value), status: status)
    }

    static func response(encoded: ByteBuffer, status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status,
            headers: [.contentType: "application/json; charset=utf-8"],
            body: ResponseBody(byteBuffer: encoded))
    }
}
