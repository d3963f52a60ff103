import CGtk

/// Counts how many of the GObjects it watches GLib has finalized (with `g_object_weak_ref`).
@MainActor
final class FinalizationCounter {
    private let finalizedCount = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    private(set) var watched = 0

    init() {
        finalizedCount.initialize(to: 0)
    }

    /// Objects watched and finalized since.
    var finalized: Int { finalizedCount.pointee }

    /// Objects watched and still alive.
    var alive: Int { watched - finalized }

    func watch(_ object: UnsafeMutableRawPointer) {
        g_object_weak_ref(
            tomo_object(object), { count, _ in count!.assumingMemoryBound(to: Int.self).pointee += 1 },
            finalizedCount)
        watched += 1
    }

    isolated deinit {
        // A watched object still alive would write here when finalized: keep the counter then.
        if alive == 0 { finalizedCount.deallocate() }
    }
}
