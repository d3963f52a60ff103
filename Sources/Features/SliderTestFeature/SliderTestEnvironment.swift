import Foundation
import TomoCore

/// What the slider test talks to: its API and the HTTP client that posts to it.
public struct SliderTestEnvironment: Sendable {
    public var api: SliderTestAPI
    public var client: HTTPClient

    public init(api: SliderTestAPI, client: HTTPClient) {
        self.api = api
        self.client = client
    }

    /// The usual environment for an API at `baseURL`.
    public static func live(baseURL: URL, client: HTTPClient) -> SliderTestEnvironment {
        SliderTestEnvironment(api: SliderTestAPI(baseURL: baseURL), client: client)
    }
}
