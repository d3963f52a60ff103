import HTTPTypes
import NIOCore
import NIOEmbedded
import NIOHTTPTypes
import Testing
@testable import TomoServer

/// The fast path's handler on its own channel: which requests it answers itself, which it passes on,
/// and which responses it keeps.
@Suite("Immutable response handler")
struct ImmutableResponseHandlerTests {
    private let cache = ImmutableResponseCache(bytes: 1 << 20)

    private func channel() throws -> EmbeddedChannel {
        EmbeddedChannel(handler: ImmutableResponseHandler(cache: cache, clock: HTTPDateClock()))
    }

    private func request(_ path: String, method: HTTPRequest.Method = .get, ifNoneMatch: String? = nil) -> HTTPRequest {
        var request = HTTPRequest(method: method, scheme: "http", authority: "127.0.0.1", path: path)
        request.headerFields[.ifNoneMatch] = ifNoneMatch
        return request
    }

    private func immutableHead(length: Int, cacheControl: String = "public, max-age=31536000, immutable") -> HTTPResponse {
        var head = HTTPResponse(status: .ok)
        head.headerFields[.cacheControl] = cacheControl
        head.headerFields[.contentLength] = String(length)
        head.headerFields[.eTag] = "\"abc\""
        return head
    }

    /// Sends a request; returns whether the handler passed it on towards the router.
    private func send(_ request: HTTPRequest, on channel: EmbeddedChannel) throws -> Bool {
        try channel.writeInbound(HTTPRequestPart.head(request))
        try channel.writeInbound(HTTPRequestPart.end(nil))
        let forwarded = try channel.readInbound(as: HTTPRequestPart.self)
        if forwarded != nil { _ = try channel.readInbound(as: HTTPRequestPart.self) }
        return forwarded != nil
    }

    /// Plays the router: writes a response and drains it from the channel.
    private func respond(_ head: HTTPResponse, body: String, on channel: EmbeddedChannel) throws {
        try channel.writeOutbound(HTTPResponsePart.head(head))
        try channel.writeOutbound(HTTPResponsePart.body(ByteBuffer(string: body)))
        try channel.writeOutbound(HTTPResponsePart.end(nil))
        while try channel.readOutbound(as: HTTPResponsePart.self) != nil {}
    }

    @Test("A repeated GET is answered from the cache, with the same head plus a Date, and not passed on")
    func answersRepeats() throws {
        let channel = try channel()
        #expect(try send(request("/series/a/slice/b"), on: channel))
        try respond(immutableHead(length: 3), body: "png", on: channel)

        #expect(try !send(request("/series/a/slice/b"), on: channel))
        guard case .head(let head) = try channel.readOutbound(as: HTTPResponsePart.self) else {
            Issue.record("no response head")
            return
        }
        #expect(head.status == .ok && head.headerFields[.eTag] == "\"abc\"" && head.headerFields[.date] != nil)
        #expect(try channel.readOutbound(as: HTTPResponsePart.self) == .body(ByteBuffer(string: "png")))
        #expect(try channel.readOutbound(as: HTTPResponsePart.self) == .end(nil))
        #expect(try send(request("/series/a/slice/b?window=bone"), on: channel), "another query is another resource")
    }

    @Test("Conditional requests and other methods always go to the router")
    func passesOnConditionalAndOtherMethods() throws {
        let channel = try channel()
        #expect(try send(request("/img"), on: channel))
        try respond(immutableHead(length: 1), body: "x", on: channel)
        #expect(try send(request("/img", ifNoneMatch: "\"abc\""), on: channel))
        #expect(try send(request("/img", method: .head), on: channel))
        #expect(try send(request("/img", method: .post), on: channel))
    }

    @Test("Only complete immutable 200s to GETs are kept")
    func keepsOnlyImmutableSuccesses() throws {
        let channel = try channel()
        #expect(try send(request("/mutable"), on: channel))
        try respond(immutableHead(length: 1, cacheControl: "no-cache"), body: "x", on: channel)
        #expect(try send(request("/mutable"), on: channel), "a response without immutable is not kept")

        #expect(try send(request("/short"), on: channel))
        try respond(immutableHead(length: 10), body: "cut", on: channel)
        #expect(try send(request("/short"), on: channel), "a body shorter than its Content-Length is not kept")

        var notFound = immutableHead(length: 1)
        notFound.status = .notFound
        #expect(try send(request("/missing"), on: channel))
        try respond(notFound, body: "x", on: channel)
        #expect(try send(request("/missing"), on: channel), "errors are not kept")
    }
}
