import Testing
import TomoAsyncHTTP
import TomoCore
import TomoURLSession

/// The transports the conformance tests run on: each must behave the same way.
enum TransportKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case urlSession
    case asyncHTTPClient

    var testDescription: String { rawValue }

    /// The other kind, to compare results against.
    var other: TransportKind { self == .urlSession ? .asyncHTTPClient : .urlSession }

    /// A new transport of this kind that allows `connections` connections to one host.
    func make(connections: Int = 8) -> any HTTPTransport {
        switch self {
        case .urlSession: URLSessionTransport(maximumConnectionsPerHost: connections)
        case .asyncHTTPClient: AsyncHTTPClientTransport(maximumConnectionsPerHost: connections)
        }
    }
}
