import TomoCore
#if canImport(TomoAsyncHTTP)
import TomoAsyncHTTP
#else
import TomoURLSession
#endif

extension ImagePipeline {
    /// The transport a pipeline uses unless told otherwise: AsyncHTTPClient on Linux, where it keeps
    /// connections alive under load and URLSession does not; URLSession on Apple platforms.
    public static func defaultTransport() -> any HTTPTransport {
        #if canImport(TomoAsyncHTTP)
        AsyncHTTPClientTransport()
        #else
        URLSessionTransport()
        #endif
    }
}
