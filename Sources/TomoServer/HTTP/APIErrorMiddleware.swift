import Hummingbird
import Logging
import TomoCore

/// Turns every error into the API's JSON error body, so clients never see an empty or HTML error.
/// Unexpected errors become a 500 whose body says only "internal error"; the details go to the log.
/// A path that exists but not for the request's method gets 405 with `Allow`, not 404.
struct APIErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    let allowedMethods: AllowedMethods

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as APIError {
            throw error
        } catch let error as Hummingbird.HTTPError where error.status == .notFound {
            let allowed = allowedMethods.methods(forPath: request.uri.path)
            guard !allowed.isEmpty, !allowed.contains(request.method) else {
                throw APIError.notFound("no such path: \(request.uri.path.prefix(200))")
            }
            var notAllowed = APIError(.methodNotAllowed, "\(request.method) is not allowed here; use \(allowed.map(\.rawValue).joined(separator: " or "))")
            notAllowed.headers[.allow] = allowed.map(\.rawValue).joined(separator: ", ")
            throw notAllowed
        } catch let error as Hummingbird.HTTPError {
            throw APIError(error.status, error.body ?? error.status.reasonPhrase.lowercased())
        } catch let error as any HTTPResponseError {
            throw APIError(error.status, error.status.reasonPhrase.lowercased())
        } catch {
            context.logger.error("request failed", metadata: ["path": "\(request.uri.path)", "error": "\(error)"])
            throw APIError(.internalServerError, "internal error")
        }
    }
}
