/// What every screen's model offers the app and its front ends: its keys, and what it has open. (How its
/// work starts is the app's registry's business: the CT viewer opens a series asked for at launch.)
@MainActor
public protocol ScreenModel: AnyObject {
    /// The screen's keys and what they do, for help text and the desktop guide (docs/desktop.md).
    nonisolated static var keyHelp: [KeyHelp] { get }

    /// What the screen has open, for the window's title (the CT viewer's series); nil when nothing is.
    var documentTitle: String? { get }

    /// Does what `key` does on this screen now; false if it does nothing here, for the front end to pass on.
    func handle(_ key: KeyChord) -> Bool
}

extension ScreenModel {
    public var documentTitle: String? { nil }
}

/// A screen model whose keys are a `KeyTable` of its own actions.
@MainActor
public protocol KeyActionPerforming: ScreenModel {
    associatedtype Action: Sendable & Hashable

    /// The screen's keys.
    nonisolated static var keys: KeyTable<Action> { get }

    /// Performs `action`; false if it does nothing now (retry without a failure, a detail key without a
    /// detail view), so the key goes on to the front end.
    @discardableResult
    func perform(_ action: Action) -> Bool
}

extension KeyActionPerforming {
    public nonisolated static var keyHelp: [KeyHelp] { keys.help }

    public func handle(_ key: KeyChord) -> Bool {
        Self.keys.action(for: key).map { perform($0) } ?? false
    }
}
