import FeatureSupport
import TomoGTK

extension Window {
    /// Sends every key pressed in the window to `handle` as a `KeyChord`, in the capture phase (before a
    /// focused slider or drop-down takes it); a key `handle` does nothing with goes on to the focused widget.
    /// While a text field has the focus, every key is its own (Space types a space, not Play).
    func routeKeys(to handle: @escaping @MainActor (KeyChord) -> Bool) {
        onKeyPressed(phase: .capture) { [weak self] press in
            guard self?.isEditingText != true else { return false }
            return KeyChord(press).map(handle) ?? false
        }
    }
}
