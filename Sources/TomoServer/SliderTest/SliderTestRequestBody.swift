import Foundation
import Hummingbird
import NIOCore

/// Reads a slider test request: a JSON body of at most 4 KB, decoded into a Core model.
enum SliderTestRequestBody {
    /// The largest body accepted; the real ones are a few dozen bytes.
    static let maxBytes = 4096

    /// The body of `request` decoded as `type`.
    /// - Throws: `APIError` 413 for a body over `maxBytes`, 400 for one that is not the JSON expected,
    ///   saying which field is wrong; or the error that cut the body off.
    static func decode<T: Decodable>(_ type: T.Type, from request: Request) async throws -> T {
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: maxBytes)
        } catch is NIOTooManyBytesError {
            throw APIError(.contentTooLarge, "the request body is larger than \(maxBytes) bytes")
        }
        do {
            return try JSONDecoder().decode(type, from: Data(buffer.readableBytesView))
        } catch let error as DecodingError {
            throw APIError.badRequest(message(for: error))
        }
    }

    private static func message(for error: DecodingError) -> String {
        if case .keyNotFound(let key, _) = error {
            return "the body lacks \"\(key.stringValue)\""
        }
        guard let context = context(of: error), let key = context.codingPath.last else {
            if case .dataCorrupted = error { return "the body is not valid JSON" }
            return "the body must be a JSON object"
        }
        return "\"\(key.stringValue)\" is invalid: \(context.debugDescription)"
    }

    private static func context(of error: DecodingError) -> DecodingError.Context? {
        if case .typeMismatch(_, let context) = error { return context }
        if case .valueNotFound(_, let context) = error { return context }
        if case .dataCorrupted(let context) = error { return context }
        return nil
    }
}
