import CGtk

/// A row of toggle buttons, one per page of a `Stack`, titled with the pages' titles.
@MainActor
public final class StackSwitcher: Widget {
    /// A switcher for `stack`'s pages.
    public init(for stack: Stack) {
        super.init(adopting: UnsafeMutableRawPointer(gtk_stack_switcher_new()))
        gtk_stack_switcher_set_stack(tomo_stack_switcher(pointer), tomo_stack(stack.pointer))
    }
}
