/// Carries progress told on any thread to the main actor.
struct ProgressRelay: Sendable {
    let update: @MainActor @Sendable (Int, Int) -> Void

    init(_ update: @escaping @MainActor @Sendable (Int, Int) -> Void) {
        self.update = update
    }

    var report: @Sendable (Int, Int) -> Void {
        { [update] done, total in Task { @MainActor in update(done, total) } }
    }
}
