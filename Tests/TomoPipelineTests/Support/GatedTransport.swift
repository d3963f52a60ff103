import Foundation
import TomoCore
import TomoImaging

/// A transport for deterministic unit tests of scheduling: every request waits until the test
/// answers it, so the test decides what is in flight and sees the order requests were sent in.
/// The real path is tested against the reference server; this only isolates ordering and coalescing.
final class GatedTransport: HTTPTransport {
    private struct State {
        var held: [(url: URL, continuation: CheckedContinuation<HTTPResponse, any Error>)] = []
        var sent: [URL] = []
        var cancelled: [URL] = []
        /// Waiters for sent requests, each with what it waits for (given the URLs sent and those held).
        var watchers: [(isReady: @Sendable (_ sent: [URL], _ held: [URL]) -> Bool, continuation: CheckedContinuation<Void, Never>)] = []
        var cancelWatchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }

    private let state = Locked(State())

    /// URLs in the order they were sent.
    var sent: [URL] { state.withLock { $0.sent } }
    /// URLs whose transfer was cancelled.
    var cancelled: [URL] { state.withLock { $0.cancelled } }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                // A task cancelled before it got here ran its handler already, finding nothing held: it
                // is sent and cancelled at once (the flag is set before the handler runs, under the lock).
                let (ready, isCancelled) = state.withLock { state in
                    let isCancelled = Task.isCancelled
                    state.sent.append(request.url)
                    if isCancelled {
                        state.cancelled.append(request.url)
                    } else {
                        state.held.append((request.url, continuation))
                    }
                    return (Self.takeReady(&state) + Self.takeCancelWatchers(&state), isCancelled)
                }
                ready.forEach { $0.resume() }
                if isCancelled { continuation.resume(throwing: CancellationError()) }
            }
        } onCancel: {
            let (continuation, ready) = state.withLock { state in
                guard let index = state.held.firstIndex(where: { $0.url == request.url }) else {
                    return (CheckedContinuation<HTTPResponse, any Error>?.none, [CheckedContinuation<Void, Never>]())
                }
                state.cancelled.append(request.url)
                return (state.held.remove(at: index).continuation, Self.takeCancelWatchers(&state))
            }
            continuation?.resume(throwing: CancellationError())
            ready.forEach { $0.resume() }
        }
    }

    /// Returns once `count` requests have been sent in all.
    func waitUntilSent(_ count: Int) async {
        await waitUntil { sent, _ in sent.count >= count }
    }

    /// Returns once a request for `url` has been sent.
    func waitUntilSent(_ url: URL) async {
        await waitUntil { sent, _ in sent.contains(url) }
    }

    /// Answers the requests for `urls` as they are sent, in whatever order the pipeline sends them, until
    /// each has been answered once; returns the order they were answered in.
    func respondAsSent(to urls: some Sequence<URL>, with body: Data) async -> [URL] {
        var pending = Set(urls), answered: [URL] = []
        while !pending.isEmpty {
            let awaited = pending
            await waitUntil { _, held in held.contains(where: awaited.contains) }
            for url in state.withLock({ $0.held.map(\.url) }) where pending.contains(url) && respond(to: url, with: body) {
                pending.remove(url)
                answered.append(url)
            }
        }
        return answered
    }

    private func waitUntil(_ isReady: @escaping @Sendable (_ sent: [URL], _ held: [URL]) -> Bool) async {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state in
                state.watchers.append((isReady, continuation))
                return Self.takeReady(&state)
            }
            ready.forEach { $0.resume() }
        }
    }

    /// Returns once `count` transfers have been cancelled in all.
    func waitUntilCancelled(_ count: Int) async {
        await withCheckedContinuation { continuation in
            let isReady = state.withLock { state in
                guard state.cancelled.count < count else { return true }
                state.cancelWatchers.append((count, continuation))
                return false
            }
            if isReady { continuation.resume() }
        }
    }

    /// Answers the oldest held request for `url` with a 200 and `body`; returns whether one was held.
    @discardableResult
    func respond(to url: URL, with body: Data) -> Bool {
        let continuation = state.withLock { state in
            state.held.firstIndex { $0.url == url }.map { state.held.remove(at: $0).continuation }
        }
        continuation?.resume(returning: HTTPResponse(statusCode: 200, headers: ["Content-Type": "image/png"], body: body))
        return continuation != nil
    }

    private static func takeCancelWatchers(_ state: inout State) -> [CheckedContinuation<Void, Never>] {
        let count = state.cancelled.count
        let ready = state.cancelWatchers.filter { $0.count <= count }.map(\.continuation)
        state.cancelWatchers.removeAll { $0.count <= count }
        return ready
    }

    private static func takeReady(_ state: inout State) -> [CheckedContinuation<Void, Never>] {
        let sent = state.sent, held = state.held.map(\.url)
        let ready = state.watchers.filter { $0.isReady(sent, held) }.map(\.continuation)
        state.watchers.removeAll { $0.isReady(sent, held) }
        return ready
    }
}
