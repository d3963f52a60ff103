import FeatureSupport

extension AppModel {
    /// The keys of the app itself, before the shown screen's: the close shortcut is the front end's.
    public nonisolated static let keys = KeyTable<AppAction>([
        .init("F5 (after a failed start-up)", "start again", [.named(.f5)], to: .retryStart),
        .init("Ctrl+W, Ctrl+Q", "close the window (pending downloads are written to the disk cache first)"),
    ])

    /// Does what `key` does for the app now; false to pass it on to the screen shown.
    public func handle(_ key: KeyChord) -> Bool {
        Self.keys.action(for: key).map { perform($0) } ?? false
    }

    /// Performs `action`; false if it does nothing now (F5 while start-up has not failed). F5 shows the
    /// start-up under way at once (`phase` is `.starting` on return), before it runs.
    @discardableResult
    public func perform(_ action: AppAction) -> Bool {
        switch action {
        case .retryStart:
            guard phase == .failed else { return false }
            restart()
        }
        return true
    }
}
