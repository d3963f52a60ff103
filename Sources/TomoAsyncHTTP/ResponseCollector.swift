import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import TomoCore

/// Collects a response into `Data` sized by its `Content-Length` up front.
///
/// AsyncHTTPClient's `ResponseAccumulator` grows a `ByteBuffer` by doubling, so a 512 KiB DICOM frame
/// (plus its multipart lines) was copied into buffers of 64, 128, 256 and 512 KiB and then 1 MiB, and
/// copied once more into `Data`: fresh pages the kernel had to clear, a fifth of the CPU time of loading
/// a series. Here each body part is copied once, into its final place.
final class ResponseCollector: HTTPClientResponseDelegate {
    /// The head and body of a finished response.
    struct Response: Sendable {
        var head: HTTPResponseHead
        var body: Data
    }

    /// The most reserved ahead of a body, whatever its `Content-Length` claims; a longer body still grows
    /// past it as it arrives.
    static let maximumReservation = 64 << 20

    private struct State {
        var head: HTTPResponseHead?
        /// What the head's `Content-Length` announced, reserved when the first body part arrives (a
        /// `HEAD` request's answer announces a body it never sends).
        var announcedLength = 0
        var body: Data?
    }

    private let state = Locked(State())

    func didReceiveHead(task: AsyncHTTPClient.HTTPClient.Task<Response>, _ head: HTTPResponseHead) -> EventLoopFuture<Void> {
        let length = head.headers.first(name: "Content-Length").flatMap { Int($0) } ?? 0
        state.withLock { state in
            state.head = head
            state.announcedLength = length
        }
        return task.eventLoop.makeSucceededVoidFuture()
    }

    func didReceiveBodyPart(task: AsyncHTTPClient.HTTPClient.Task<Response>, _ buffer: ByteBuffer) -> EventLoopFuture<Void> {
        state.withLock { state in
            var body = state.body.take() ?? Data(capacity: min(max(buffer.readableBytes, state.announcedLength), Self.maximumReservation))
            buffer.withUnsafeReadableBytes { bytes in
                guard let base = bytes.baseAddress else { return }
                body.append(base.assumingMemoryBound(to: UInt8.self), count: bytes.count)
            }
            state.body = body
        }
        return task.eventLoop.makeSucceededVoidFuture()
    }

    func didFinishRequest(task: AsyncHTTPClient.HTTPClient.Task<Response>) throws -> Response {
        try state.withLock { state in
            guard let head = state.head else { throw HTTPClientError.remoteConnectionClosed }
            return Response(head: head, body: state.body.take() ?? Data())
        }
    }
}
