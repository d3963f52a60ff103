import TomoImaging

/// One caller's load of one image: wait for it, change its priority, or cancel it.
///
/// Other tasks for the same image share the work; cancelling this one stops the work only when no
/// other task still wants it.
public final class ImageTask: Sendable {
    public let request: ImageRequest
    private let waiter: Waiter<ImageResponse>
    private let core: PipelineCore

    init(request: ImageRequest, waiter: Waiter<ImageResponse>, core: PipelineCore) {
        self.request = request
        self.waiter = waiter
        self.core = core
    }

    /// The processed image. Cancelling the awaiting task cancels this image task.
    public var image: Bitmap {
        get async throws { try await response.image }
    }

    /// The processed image with its origin; any number of tasks may await it. Cancelling an awaiting
    /// task cancels this image task.
    public var response: ImageResponse {
        get async throws {
            let (core, id, key) = (core, waiter.id, request.key)
            return try await waiter.value { await core.remove(waiterID: id, fromImage: key) }
        }
    }

    /// How urgently this task wants its image.
    public var priority: ImagePriority { waiter.priority }

    /// Changes the priority; the shared work moves in its queue if it has not started yet.
    public func setPriority(_ priority: ImagePriority) async {
        guard priority != waiter.priority, !waiter.isDone else { return }
        waiter.priority = priority
        await core.refreshPriority(ofImage: request.key)
    }

    /// Stops waiting, like `cancel()`, and returns once the pipeline has let go of the work (cancelled it,
    /// when no other task wants it). Withdrawing several tasks this way, in order, decides which of their
    /// queued loads can no longer start.
    public func cancelAndWait() async {
        let (core, id, key) = (core, waiter.id, request.key)
        await waiter.cancelAndWithdraw { await core.remove(waiterID: id, fromImage: key) }
    }

    /// Stops waiting: `image` throws `CancellationError` at once.
    public func cancel() {
        let (core, id, key) = (core, waiter.id, request.key)
        waiter.cancel { await core.remove(waiterID: id, fromImage: key) }
    }
}
