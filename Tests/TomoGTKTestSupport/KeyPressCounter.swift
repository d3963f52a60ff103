import CGtk

/// Counts the key presses GTK hands to any of this process's surfaces (windows, popovers, dialogs), through
/// an emission hook on `GdkSurface::event`: how `XInput.press` knows that keys it sent reached GTK.
@MainActor
enum KeyPressCounter {
    /// Key presses GTK has delivered since the hook was installed.
    static var count: Int { seen }

    /// Installs the hook once (GTK must be initialized).
    static func install() {
        guard !isInstalled else { return }
        isInstalled = true
        let signal = g_signal_lookup("event", gdk_surface_get_type())
        g_signal_add_emission_hook(signal, 0, { _, count, values, _ in
            guard count >= 2, let values,
                  let event = g_value_get_pointer(values + 1).map(OpaquePointer.init) else { return 1 }
            if gdk_event_get_event_type(event) == GDK_KEY_PRESS { seen += 1 }
            return 1
        }, nil, nil)
    }

    private static var isInstalled = false
}

/// Written by the hook, which GTK runs on the main thread only.
nonisolated(unsafe) private var seen = 0
