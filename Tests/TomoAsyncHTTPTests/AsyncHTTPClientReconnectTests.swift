import Foundation
import Testing
import TomoAsyncHTTP
import TomoCore
import TomoServer
import TomoTestSupport

/// A host that refused connections for a while is reached as soon as it is back (see `HostClients`):
/// AsyncHTTPClient's pool alone backed off for up to a minute and then failed with the old refusal.
@Suite("AsyncHTTPClient transport: a server that comes back", .timeLimit(.minutes(10)))
struct AsyncHTTPClientReconnectTests {
    @Test("After thirty refused connections, the first request once the server is back succeeds")
    func reachedOnceBack() async throws {
        let port = try TestEnvironment.freePort()
        let transport = AsyncHTTPClientTransport(maximumConnectionsPerHost: 1)
        let url = try #require(URL(string: "http://127.0.0.1:\(port)/series"))
        for _ in 0..<30 {
            // Thirty failed attempts: AsyncHTTPClient's backoff alone would now be a minute.
            let error = await #expect(throws: HTTPError.self) { try await transport.send(HTTPRequest(url: url)) }
            guard case .cannotConnect(_, "connection refused")? = error else {
                Issue.record("not a refused connection: \(String(describing: error))")
                return
            }
        }
        try await withTestServer(configure: { $0.port = port }) { _ in
            let response = try await transport.send(HTTPRequest(url: url, timeout: TestWait.limit))
            #expect(response.statusCode == 200)
        }
    }
}
