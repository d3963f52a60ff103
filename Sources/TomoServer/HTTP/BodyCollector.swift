import Hummingbird
import HTTPTypes
import NIOCore

/// A response body writer that gathers what is written into one buffer, so a middleware can
/// alter a body its handler already produced.
final class BodyCollector: ResponseBodyWriter {
    private(set) var buffer: ByteBuffer?

    func write(_ part: ByteBuffer) async throws {
        if buffer == nil {
            buffer = part
        } else {
            var part = part
            buffer!.writeBuffer(&part)
        }
    }

    func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
