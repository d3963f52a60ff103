import TomoCore
import TomoPipeline
import TomoURLSession
#if canImport(TomoAsyncHTTP)
import TomoAsyncHTTP
#endif

/// The HTTP transports a pipeline can fetch with on this platform.
enum ClientTransport: CaseIterable, Hashable {
    case urlSession
    #if canImport(TomoAsyncHTTP)
    case asyncHTTPClient
    #endif

    /// A new transport, with its own connections.
    func make() -> any HTTPTransport {
        switch self {
        case .urlSession: URLSessionTransport()
        #if canImport(TomoAsyncHTTP)
        case .asyncHTTPClient: AsyncHTTPClientTransport()
        #endif
        }
    }

    var name: String {
        switch self {
        case .urlSession: "URLSession"
        #if canImport(TomoAsyncHTTP)
        case .asyncHTTPClient: "AsyncHTTPClient"
        #endif
        }
    }

    /// The one `ImagePipeline.defaultTransport()` makes.
    static let pipelineDefault: ClientTransport? = {
        let defaultType = type(of: ImagePipeline.defaultTransport())
        return allCases.first { type(of: $0.make()) == defaultType }
    }()
}
