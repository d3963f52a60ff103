import CGtk

/// Owns one reference to a GObject: the base of every TomoGTK wrapper.
///
/// A wrapper takes its reference when it is made (sinking a widget's floating reference, so a
/// new widget belongs to its wrapper until a parent adds its own) and drops it in `deinit`, which runs
/// on the main actor wherever the last Swift reference goes away. GTK keeps the object alive for as long
/// as it still needs it (a parent widget, the window list), so dropping a wrapper never destroys a
/// widget that is on screen.
///
/// Signal handlers connected through a wrapper live on the object, not the wrapper: they keep working
/// after the wrapper is gone, and GLib frees their closures when the object is finalized. A closure that
/// captures the wrapper of its own widget strongly would keep that widget alive for good; capture
/// `[weak self]` in a screen's handlers, or only what they need (the view model).
@MainActor
public class GObjectRef {
    /// The wrapped `GObject *`, for calling GTK directly where TomoGTK has no wrapper.
    public let pointer: UnsafeMutableRawPointer

    /// Handlers connected through this wrapper, which `withHandlersBlocked` silences.
    private var handlerIDs: [gulong] = []

    /// Wraps an object whose reference the caller hands over: a new object (sinking it if floating).
    init(adopting pointer: UnsafeMutableRawPointer) {
        if g_object_is_floating(pointer) != 0 {
            g_object_ref_sink(pointer)
        }
        self.pointer = pointer
    }

    /// Wraps an object someone else owns, taking a reference of its own.
    init(retaining pointer: UnsafeMutableRawPointer) {
        g_object_ref_sink(pointer)
        self.pointer = pointer
    }

    isolated deinit {
        g_object_unref(pointer)
    }

    /// Remembers a handler connected through this wrapper.
    func track(_ handlerID: gulong) {
        handlerIDs.append(handlerID)
    }

    /// Runs `body` with this wrapper's handlers blocked, so that setting a value from code does not
    /// call the closures meant for the user's changes (no feedback loop with a view model).
    func withHandlersBlocked(_ body: () -> Void) {
        for id in handlerIDs { g_signal_handler_block(pointer, id) }
        body()
        for id in handlerIDs { g_signal_handler_unblock(pointer, id) }
    }
}
