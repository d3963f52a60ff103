import AsyncHTTPClient
import NIOCore
import NIOPosix
import TomoCore

/// The transport's AsyncHTTPClient instances: one per host, and a fresh one after a host refused a
/// connection.
///
/// AsyncHTTPClient's connection pool backs off exponentially after each failed connection to a host, up
/// to a minute, and fails a request that waits longer than its connect timeout with the last failure. So
/// once a server had been down for a few dozen requests, a Retry after it came back failed with "connection
/// refused" for up to a minute. After a connection fails, the host's client is retired: the next request
/// gets a new one with no history, and the old one shuts down once its last request has ended.
final class HostClients: Sendable {
    private struct Client {
        let client: AsyncHTTPClient.HTTPClient
        var inFlight = 0
        var isRetired = false
    }

    private struct State {
        /// The client each host's new requests get, by id.
        var current: [String: Int] = [:]
        var clients: [Int: Client] = [:]
        var nextID = 0
    }

    private let configuration: AsyncHTTPClient.HTTPClient.Configuration
    private let state = Locked(State())

    /// Clients made with `configuration`, on the shared event loop group.
    init(configuration: AsyncHTTPClient.HTTPClient.Configuration) {
        self.configuration = configuration
    }

    deinit {
        // Every `send` holds the transport, so nothing is in flight here; closing needs no waiting.
        for entry in state.withLock({ $0.clients.values }) { entry.client.shutdown { _ in } }
    }

    /// Runs `body` with `host`'s client; if it fails to connect, the client is retired.
    func withClient<T>(for host: String, _ body: (AsyncHTTPClient.HTTPClient) async throws -> T) async throws -> T {
        let (id, client) = borrow(for: host)
        do {
            let result = try await body(client)
            giveBack(id, for: host, connectFailed: false)
            return result
        } catch {
            giveBack(id, for: host, connectFailed: Self.isConnectionFailure(error))
            throw error
        }
    }

    private func borrow(for host: String) -> (Int, AsyncHTTPClient.HTTPClient) {
        state.withLock { state in
            if let id = state.current[host], var entry = state.clients[id] {
                entry.inFlight += 1
                state.clients[id] = entry
                return (id, entry.client)
            }
            let id = state.nextID
            state.nextID += 1
            let client = AsyncHTTPClient.HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
            state.clients[id] = Client(client: client, inFlight: 1)
            state.current[host] = id
            return (id, client)
        }
    }

    private func giveBack(_ id: Int, for host: String, connectFailed: Bool) {
        let finished = state.withLock { state -> AsyncHTTPClient.HTTPClient? in
            guard var entry = state.clients[id] else { return nil }
            entry.inFlight -= 1
            if connectFailed, state.current[host] == id {
                state.current[host] = nil
                entry.isRetired = true
            }
            guard entry.isRetired, entry.inFlight == 0 else {
                state.clients[id] = entry
                return nil
            }
            state.clients[id] = nil
            return entry.client
        }
        finished?.shutdown { _ in }
    }

    /// Whether `error` says no connection could be made (refused, unreachable, timed out connecting).
    private static func isConnectionFailure(_ error: any Error) -> Bool {
        if error is IOError || error is NIOConnectionError { return true }
        if let error = error as? ChannelError, case .connectTimeout = error { return true }
        if let error = error as? HTTPClientError {
            return error == .connectTimeout || error == .getConnectionFromPoolTimeout
        }
        return false
    }
}
