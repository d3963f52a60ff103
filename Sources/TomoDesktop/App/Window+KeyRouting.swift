import FeatureSupport
import TomoGTK

extension Window {
    /// Sends every key pressed in the window to `handle` as a `KeyChord`, in the capture phase (before a
    /// focused slider or drop-down takes it); a key `handle` does nothing with goes on to the focused widget.
    func routeKeys(to handle: @escaping @MainActor (KeyChord) -> Bool) {
        onKeyPressed(phase: .capture) { press in
            KeyChord(press).map(handle) ?? false
        }
    }
}
