import Hummingbird
import TomoCore

/// Holds the server's image responses until a test lets them go: with the gate closed, image requests
/// arrive (the `TrafficRecorder` sees them) but no answer leaves, so a test can act while transfers are
/// certainly under way, however slow the machine, instead of racing an injected latency.
///
/// Set it as `ServerConfiguration.responseGate`; it starts closed.
public final class ResponseGate: Sendable {
    private struct State {
        var isOpen = false
        var held: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Locked(State())

    public init() {}

    /// Lets every held response go, and every later one through at once.
    public func open() {
        let held = state.withLock { state in
            state.isOpen = true
            defer { state.held = [] }
            return state.held
        }
        held.forEach { $0.resume() }
    }

    /// Returns once the gate is open (at once if it is).
    func pass() async {
        await withCheckedContinuation { continuation in
            let isOpen = state.withLock { state in
                if !state.isOpen { state.held.append(continuation) }
                return state.isOpen
            }
            if isOpen { continuation.resume() }
        }
    }
}

/// Makes image responses wait for the gate.
struct ResponseGateMiddleware<Context: RequestContext>: RouterMiddleware {
    let gate: ResponseGate

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        await gate.pass()
        return try await next(request, context)
    }
}
