import Foundation
import Testing
import TomoCore
import TomoTestSupport

/// Credentials go to their server and nowhere else, and never show in text.
struct AuthorizingTransportTests {
    @Test func basicCredentialsGoToTheirOriginOnlyAndARequestsOwnAuthorizationWins() async throws {
        let recorder = RecordingTransport()
        let origin = URL(string: "http://pacs.example:8042/dicom-web")!
        let credentials = try #require(HTTPCredentials(userAndPassword: "reader:s3cret:word"))
        #expect(credentials == .basic(user: "reader", password: "s3cret:word"))
        let client = HTTPClient(transport: recorder, retryPolicy: .never).authorizing(credentials, for: origin)
        let same = URL(string: "http://PACS.example:8042/dicom-web/studies")!
        let others = ["http://pacs.example/dicom-web/studies", "https://pacs.example:8042/x", "http://elsewhere.example:8042/x"]
            .map { URL(string: $0)! }
        for url in [same] + others { _ = try await client.response(for: HTTPRequest(url: url)) }
        #expect(recorder.headers(for: same)?["Authorization"] == "Basic " + Data("reader:s3cret:word".utf8).base64EncodedString())
        for url in others { #expect(recorder.headers(for: url) != nil && recorder.headers(for: url)?["Authorization"] == nil, "\(url) gets no credentials") }

        let own = URL(string: "http://pacs.example:8042/own")!
        _ = try await client.response(for: HTTPRequest(url: own, headers: ["authorization": "Bearer mine"]))
        #expect(recorder.headers(for: own) == ["authorization": "Bearer mine"], "the request's own header, under its own spelling, is kept")
    }

    @Test func aBearerTokenIsSentAsOneAndNeitherSecretIsEverShown() async throws {
        let recorder = RecordingTransport()
        let url = URL(string: "https://pacs.example/wado/studies")!
        let client = HTTPClient(transport: recorder).authorizing(.bearer(token: "t0ken"), for: URL(string: "https://pacs.example/wado")!)
        _ = try await client.response(for: HTTPRequest(url: url))
        #expect(recorder.headers(for: url)?["Authorization"] == "Bearer t0ken")
        #expect("\(HTTPCredentials.bearer(token: "t0ken"))" == "a bearer token (hidden)")
        #expect("\(HTTPCredentials.basic(user: "reader", password: "pw"))" == "user reader (password hidden)")
        #expect(HTTPCredentials(userAndPassword: "no-colon") == nil && HTTPCredentials(userAndPassword: ":pw") == nil)
    }

    @Test func a401SaysAuthenticationIsNeededAndIsNotRetried() async throws {
        let url = URL(string: "http://pacs.example/studies")!
        let error = HTTPError.status(url: url, code: 401, bodyExcerpt: "", retryAfter: nil)
        #expect(error.needsAuthentication && !error.isTransient)
        #expect(error.description == "http://pacs.example/studies answered 401 Unauthorized: it needs authentication (no credentials, or ones it refused)")
        #expect(!HTTPError.status(url: url, code: 403, bodyExcerpt: "", retryAfter: nil).needsAuthentication)
    }
}
