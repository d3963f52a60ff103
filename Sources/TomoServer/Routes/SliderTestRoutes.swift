import Hummingbird
import NIOCore
import TomoCore

/// The slider test API of the original assignment: `POST /test_start` and `POST /test_next`.
/// (Other methods on those paths get 405 with `Allow: POST` from `APIErrorMiddleware`.)
struct SliderTestRoutes: Sendable {
    let store: SliderTestSessionStore
    let encodesBodiesAsJSONStrings: Bool

    init(configuration: SliderTestConfiguration) {
        store = configuration.sessions ?? SliderTestSessionStore(configuration: configuration)
        encodesBodiesAsJSONStrings = configuration.encodesBodiesAsJSONStrings
    }

    func register<Context: RequestContext>(on router: Router<Context>) {
        router.post("test_start") { request, _ in
            let start = try await SliderTestRequestBody.decode(SliderTestStart.self, from: request)
            guard start.choice == "start" else {
                throw APIError.badRequest("choice must be \"start\" to start a test")
            }
            return response(.step(await store.start()))
        }
        router.post("test_next") { request, _ in
            let next = try await SliderTestRequestBody.decode(SliderTestChoice.self, from: request)
            let tickCount = SliderTestLevels.tickCount
            guard (0..<tickCount).contains(next.choice) else {
                throw APIError.badRequest("choice must be a tick index from 0 to \(tickCount - 1), not \(next.choice)")
            }
            return response(try await store.choose(next.choice, sessionID: next.sessionID))
        }
    }

    /// The JSON of `answer`, or that JSON as a JSON string when so configured.
    private func response(_ answer: SliderTestResponse) -> Response {
        let body = JSONBody.encode(answer)
        guard encodesBodiesAsJSONStrings else { return JSONBody.response(encoded: body) }
        return JSONBody.response(String(buffer: body))
    }
}
