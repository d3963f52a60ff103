import Foundation
import Testing
import TomoAsyncHTTP
import TomoCore
import TomoTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A kept-alive connection the server closes just as the next request goes out on it (Orthanc closes idle
/// connections after a second, so a request sent at that moment met a closed channel): an idempotent request
/// is sent once more on a fresh connection; a POST is not sent twice.
@Suite("AsyncHTTPClient transport: a connection closed under a request", .timeLimit(.minutes(5)))
struct AsyncHTTPClientStaleConnectionTests {
    @Test func aGETMeetingAClosedConnectionIsSentAgainOnANewOne() async throws {
        let server = try DroppingServer()
        defer { server.stop() }
        let transport = AsyncHTTPClientTransport(maximumConnectionsPerHost: 1)
        let url = try #require(URL(string: "http://127.0.0.1:\(server.port)/x"))
        #expect(try await transport.send(HTTPRequest(url: url)).body == Data("ok".utf8))
        // The second request goes out on the kept-alive connection, which the server closes unanswered.
        #expect(try await transport.send(HTTPRequest(url: url)).body == Data("ok".utf8))
        #expect(server.connectionCount == 2)
    }

    @Test func aPOSTMeetingAClosedConnectionFailsAndIsNotSentTwice() async throws {
        let server = try DroppingServer()
        defer { server.stop() }
        let transport = AsyncHTTPClientTransport(maximumConnectionsPerHost: 1)
        let url = try #require(URL(string: "http://127.0.0.1:\(server.port)/x"))
        #expect(try await transport.send(HTTPRequest(url: url)).statusCode == 200)
        await #expect(throws: HTTPError.self) { try await transport.send(HTTPRequest(method: .post, url: url, body: Data("{}".utf8))) }
        #expect(server.connectionCount == 1)
    }

    /// A server gone away leaves every kept-alive connection closed: the request meets each in turn, then a
    /// fresh one.
    @Test func aGETMeetingEveryPooledConnectionClosedGoesOutOnANewOne() async throws {
        let server = try DroppingServer(droppingConnections: 3)
        defer { server.stop() }
        let transport = AsyncHTTPClientTransport(maximumConnectionsPerHost: 3)
        let url = try #require(URL(string: "http://127.0.0.1:\(server.port)/x"))
        // Three requests at once, answered only when all three connections are open: the pool keeps three.
        let bodies = try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<3 { group.addTask { try await transport.send(HTTPRequest(url: url)).body } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(bodies == Array(repeating: Data("ok".utf8), count: 3))
        #expect(server.connectionCount == 3)
        let response = try await transport.send(HTTPRequest(url: url))
        #expect(response.body == Data("ok".utf8))
        #expect(server.connectionCount == 4, "three closed connections met, then a new one")
    }
}

/// A loopback HTTP server whose first `droppingConnections` connections answer their first request once all
/// of them are open (keeping them alive), then close when the second arrives, without answering; later
/// connections answer every request.
final class DroppingServer: Sendable {
    let port: Int
    private let listener: LoopbackListener
    private let connections = Locked(0)
    /// Signalled as each connection is accepted.
    private let accepted = NSCondition()

    init(droppingConnections: Int = 1) throws {
        let loopback = try LoopbackListener()
        let listener = loopback.socket
        self.listener = loopback
        port = loopback.port
        let connections = connections
        let accepted = accepted
        DispatchQueue.global().async {
            while true {
                let connection = accept(listener, nil, nil)
                guard connection >= 0 else { return }  // stopped
                let number = connections.withLock { $0 += 1; return $0 }
                accepted.broadcast()
                DispatchQueue.global().async { [self] in
                    if number <= droppingConnections { waitUntilAccepted(droppingConnections) }
                    Self.serve(connection, dropsSecondRequest: number <= droppingConnections)
                }
            }
        }
    }

    /// Connections accepted so far.
    var connectionCount: Int { connections.withLock { $0 } }

    /// Returns once `count` connections have been accepted.
    private func waitUntilAccepted(_ count: Int) {
        accepted.lock()
        defer { accepted.unlock() }
        while connectionCount < count { accepted.wait() }
    }

    func stop() {
        listener.close()
    }

    private static func serve(_ connection: Int32, dropsSecondRequest: Bool) {
        defer { close(connection) }
        var pending: [UInt8] = []
        var served = 0
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(connection, &buffer, buffer.count)
            guard count > 0 else { return }
            pending += buffer[..<count]
            // Each request is its head and, for the POST, a body of `Content-Length` bytes: answered once
            // its head is in (what arrives after it is read with the next request's bytes).
            while let end = pending.indices.dropLast(3).first(where: { pending[$0...].starts(with: Array("\r\n\r\n".utf8)) }) {
                pending.removeSubrange(...(end + 3))
                served += 1
                if dropsSecondRequest, served == 2 { return }
                let answer = Array("HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: keep-alive\r\n\r\nok".utf8)
                _ = answer.withUnsafeBytes { write(connection, $0.baseAddress, $0.count) }
            }
        }
    }
}
