extension Endpoint where Response: Decodable {
    /// An endpoint whose 2xx body is JSON for `Response`; asks for JSON with `Accept`.
    /// Decoding failures throw `HTTPError.decoding` (see `HTTPResponse.decodeJSON(_:url:)`).
    public static func json(_ request: HTTPRequest) -> Endpoint {
        var request = request
        request.headers["Accept"] = request.headers["Accept"] ?? "application/json"
        let url = request.url
        return Endpoint(request: request) { response in
            try response.decodeJSON(Response.self, url: url)
        }
    }
}
