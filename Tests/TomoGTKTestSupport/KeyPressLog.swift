import CGtk

/// The keys GTK hands to any of this process's surfaces (windows, popovers, dialogs), through an emission
/// hook on `GdkSurface::event`: how `XInput.press` knows which of the keys it sent reached GTK.
///
/// Only presses of keys that are not modifiers are kept, lowercased (Ctrl+Shift+E is kept as `e`): a chord
/// whose modifiers arrived without its key did nothing.
@MainActor
enum KeyPressLog {
    /// How many presses the log holds: a mark for `keys(since:)`.
    static var count: Int { pressed.count }

    /// The keys pressed since `mark`, a `count` read before.
    static func keys(since mark: Int) -> ArraySlice<UInt32> {
        pressed[mark...]
    }

    /// The keys of `chords` (X key names, chords such as `ctrl+shift+e`) that `keys` does not hold, in
    /// order: each chord's key is looked for after the one before it was found. A name GDK does not know
    /// matches any key.
    static func missing(_ chords: [String], from keys: ArraySlice<UInt32>) -> [String] {
        var rest = keys[...]
        return chords.filter { chord in
            let name = chord.split(separator: "+").last.map(String.init) ?? chord
            let wanted = gdk_keyval_to_lower(gdk_keyval_from_name(name))
            let found = wanted == 0 || wanted == UInt32(GDK_KEY_VoidSymbol) ? rest.indices.first : rest.firstIndex(of: wanted)
            guard let found else { return true }
            rest = rest[(found + 1)...]
            return false
        }
    }

    /// Installs the hook once (GTK must be initialized).
    static func install() {
        guard !isInstalled else { return }
        isInstalled = true
        let signal = g_signal_lookup("event", gdk_surface_get_type())
        g_signal_add_emission_hook(signal, 0, { _, count, values, _ in
            guard count >= 2, let values,
                  let event = g_value_get_pointer(values + 1).map(OpaquePointer.init),
                  gdk_event_get_event_type(event) == GDK_KEY_PRESS, gdk_key_event_is_modifier(event) == 0 else { return 1 }
            pressed.append(gdk_keyval_to_lower(gdk_key_event_get_keyval(event)))
            return 1
        }, nil, nil)
    }

    private static var isInstalled = false
}

/// Written by the hook, which GTK runs on the main thread only.
nonisolated(unsafe) private var pressed: [UInt32] = []
