import Foundation
import Hummingbird
import TomoCore

/// An error the API reports to the client as `{"error": "..."}` with an HTTP status.
struct APIError: HTTPResponseError, Sendable {
    let status: HTTPResponse.Status
    let message: String
    /// Extra headers for the response, such as `Allow` on a 405.
    var headers: HTTPFields = [:]

    init(_ status: HTTPResponse.Status, _ message: String) {
        self.status = status
        self.message = message
    }

    static func badRequest(_ message: String) -> APIError { APIError(.badRequest, message) }
    static func notFound(_ message: String) -> APIError { APIError(.notFound, message) }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        var response = JSONBody.response(APIErrorBody(error: message), status: status)
        response.headers.append(contentsOf: headers)
        return response
    }
}
