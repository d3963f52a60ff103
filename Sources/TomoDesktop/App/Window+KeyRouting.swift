import FeatureSupport
import TomoGTK

extension Window {
    /// Sends every key pressed in the window to `handle` as a `KeyChord`, in the capture phase (before a
    /// focused slider or drop-down takes it); a key `handle` does nothing with goes on to the focused widget.
    /// While a text field has the focus, the keys it types are its own (Space types a space, not Play):
    /// only Escape and Control chords go to `handle` first (a chord the tables lack, Ctrl+C say, goes on).
    func routeKeys(to handle: @escaping @MainActor (KeyChord) -> Bool) {
        onKeyPressed(phase: .capture) { [weak self] press in
            guard let chord = KeyChord(press) else { return false }
            guard self?.isEditingText != true || chord.control || chord == .named(.escape) else { return false }
            return handle(chord)
        }
    }
}
