import Dispatch

/// Where the server renders images (CT slices to PNG, photos to JPEG): threads of their own, never Swift's
/// cooperative pool, where a burst of renders (a grid of thumbnails, a series preload) would hold up
/// every other task of the process meanwhile.
enum RenderThreads {
    private static let queue = DispatchQueue(label: "tomo.server.render", qos: .userInitiated, attributes: .concurrent)

    /// The result of `body`, run on a render thread.
    static func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            queue.async { continuation.resume(with: Result(catching: body)) }
        }
    }
}
