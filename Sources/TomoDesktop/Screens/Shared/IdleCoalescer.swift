import TomoGTK

/// Runs an action at the next main-loop iteration, once for any number of requests made before then:
/// what a screen does after a burst of scroll events or model changes (its visible range, its report).
@MainActor
final class IdleCoalescer {
    private let action: @MainActor () -> Void
    private var isScheduled = false

    init(_ action: @escaping @MainActor () -> Void) {
        self.action = action
    }

    /// Runs the action at the next main-loop iteration, unless that is already asked for.
    func schedule() {
        guard !isScheduled else { return }
        isScheduled = true
        MainLoop.perform { [weak self] in
            self?.isScheduled = false
            self?.action()
        }
    }
}
