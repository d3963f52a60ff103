import Foundation

/// Sends requests through a transport, checks their status and retries what is safe to retry.
///
/// Idempotent requests that fail transiently (see `HTTPError.isTransient`) are tried again as
/// `retryPolicy` says, honouring `Retry-After`; every other failure is thrown at once. Cancelling
/// the calling task stops the transfer and any wait, and throws `CancellationError`.
public struct HTTPClient: Sendable {
    /// Called before each wait for a retry: the request, the error, the failed attempt's number, the wait.
    public typealias RetryObserver = @Sendable (HTTPRequest, HTTPError, Int, Duration) -> Void
    /// Runs one attempt's exchange (the closure it is given) and returns its response: a hook around each
    /// attempt alone, never around the waits between them.
    public typealias AttemptRunner = @Sendable (_ exchange: @Sendable () async throws -> HTTPResponse) async throws -> HTTPResponse

    public let transport: any HTTPTransport
    public var retryPolicy: RetryPolicy
    /// The timeout of requests that do not set their own.
    public var timeout: Duration
    /// Told about every retry (for logs); nil by default.
    public var onRetry: RetryObserver?

    public init(
        transport: any HTTPTransport,
        retryPolicy: RetryPolicy = .standard,
        timeout: Duration = .seconds(30),
        onRetry: RetryObserver? = nil
    ) {
        self.transport = transport
        self.retryPolicy = retryPolicy
        self.timeout = timeout
        self.onRetry = onRetry
    }

    /// The 2xx response to `request`.
    ///
    /// `eachAttempt`, if given, runs every attempt's exchange: a caller that bounds how many transfers run
    /// at once holds its slot there, for one attempt, and not while the client waits to retry (which may
    /// be as long as a server's `Retry-After`).
    /// - Throws: `HTTPError` (the last attempt's, when retries run out) or `CancellationError`.
    public func response(for request: HTTPRequest, eachAttempt: AttemptRunner? = nil) async throws -> HTTPResponse {
        var request = request
        request.timeout = request.timeout ?? timeout
        let transport = transport, sent = request
        let exchange: @Sendable () async throws -> HTTPResponse = { try await transport.send(sent) }
        var attempt = 1
        while true {
            do {
                let response = if let eachAttempt { try await eachAttempt(exchange) } else { try await exchange() }
                return try validated(response, for: request)
            } catch let error as HTTPError
                where error.isTransient && request.method.isIdempotent && attempt < retryPolicy.maximumAttempts
                && (retryPolicy.retriesInternalServerErrors || error.statusCode != 500) {
                let wait = retryPolicy.delay(afterAttempt: attempt, retryAfter: error.retryAfter, unit: .random(in: 0..<1))
                onRetry?(request, error, attempt, wait)
                try await Task.sleep(for: wait)
                attempt += 1
            }
        }
    }

    /// Sends an endpoint's request and decodes its response.
    public func send<Response>(_ endpoint: Endpoint<Response>) async throws -> Response {
        try endpoint.decode(await response(for: endpoint.request))
    }

    private func validated(_ response: HTTPResponse, for request: HTTPRequest) throws -> HTTPResponse {
        guard response.isSuccess else {
            throw HTTPError.status(
                url: request.url, code: response.statusCode,
                bodyExcerpt: Self.excerpt(of: response.body),
                retryAfter: RetryAfter.delay(from: response.header("Retry-After")))
        }
        return response
    }

    /// The fields a JSON error body says what went wrong in, most telling first: Tomo's `error`, Orthanc's
    /// `Details` and `Message`, and what other servers use.
    static let errorMessageFields = ["error", "Details", "Message", "message", "errorMessage", "detail", "error_description"]

    /// What an error body says, short enough for a message: a JSON error's text (Tomo's, a PACS's), else
    /// the body's start.
    static func excerpt(of body: Data, limit: Int = 200) -> String {
        if let apiError = try? JSONDecoder().decode(APIErrorBody.self, from: body) {
            return String(apiError.error.prefix(limit))
        }
        if body.first(where: { !" \t\r\n".utf8.contains($0) }) == UInt8(ascii: "{"),
           let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
           let message = errorMessageFields.lazy.compactMap({ object[$0] as? String }).first(where: { !$0.isEmpty }) {
            return String(message.prefix(limit))
        }
        let text = String(decoding: body.prefix(limit * 4), as: UTF8.self)
            .filter { !$0.isNewline }
            .trimmingCharacters(in: .whitespaces)
        return text.count > limit ? text.prefix(limit) + "…" : text
    }
}

extension HTTPError {
    /// The status of a server's answer that was not 2xx; nil for failures without one.
    public var statusCode: Int? {
        if case .status(_, let code, _, _) = self { code } else { nil }
    }

    /// The wait a 408, 429 or 5xx response asked for.
    var retryAfter: Duration? {
        if case .status(_, _, _, let retryAfter) = self { retryAfter } else { nil }
    }
}
