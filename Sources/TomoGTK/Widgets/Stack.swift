import CGtk

/// Pages of which one shows at a time, each with a name and a title (a `StackSwitcher` lists the titles).
@MainActor
public final class Stack: Widget {
    private var stack: OpaquePointer { tomo_stack(pointer) }

    /// An empty stack that cross-fades between pages.
    public init() {
        super.init(adopting: UnsafeMutableRawPointer(gtk_stack_new()))
        gtk_stack_set_transition_type(stack, GTK_STACK_TRANSITION_TYPE_CROSSFADE)
    }

    /// Adds `child` as a page called `name` (for code) titled `title` (for people).
    public func addPage(_ child: Widget, name: String, title: String) {
        gtk_stack_add_titled(stack, child.widget, name, title)
    }

    /// The name of the page shown; setting it shows that page, without calling `onPageChanged`'s closures.
    public var visiblePageName: String? {
        get { gtk_stack_get_visible_child_name(stack).map { String(cString: $0) } }
        set {
            guard let newValue, newValue != visiblePageName else { return }
            withHandlersBlocked { gtk_stack_set_visible_child_name(stack, newValue) }
            tomo_stack_drop_hidden_focus(stack)  // a hidden page keeps no focus
        }
    }

    /// Calls `body` with the page's name whenever the user switches pages.
    public func onPageChanged(_ body: @escaping @MainActor (String?) -> Void) {
        connectNotify("visible-child-name") { stack in
            body(gtk_stack_get_visible_child_name(tomo_stack(stack)).map { String(cString: $0) })
        }
    }
}
