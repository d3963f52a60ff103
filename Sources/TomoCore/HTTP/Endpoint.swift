/// A request together with the way to read its response: what the typed APIs hand to `HTTPClient.send`.
public struct Endpoint<Response: Sendable>: Sendable {
    /// What to send.
    public var request: HTTPRequest
    /// Turns a 2xx response into the result; throws `HTTPError.decoding` or `.invalidData`.
    public var decode: @Sendable (HTTPResponse) throws -> Response

    public init(request: HTTPRequest, decode: @escaping @Sendable (HTTPResponse) throws -> Response) {
        self.request = request
        self.decode = decode
    }
}
