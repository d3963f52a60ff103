import CGtk

/// A bar that slides in with an error message and a Retry button (a `GtkRevealer` around a box:
/// `GtkInfoBar` is deprecated from GTK 4.10).
///
/// CSS: the bar has the class `error-banner`, its message the class `error`.
@MainActor
public final class ErrorBanner: Widget {
    private let messageLabel = Label()
    private let retryButton: Button

    /// A hidden banner whose button reads `retryTitle`.
    public init(retryTitle: String = "Retry") {
        retryButton = Button(label: retryTitle)
        super.init(adopting: UnsafeMutableRawPointer(gtk_revealer_new()))
        gtk_revealer_set_transition_type(revealer, GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN)
        let bar = Box(.horizontal, spacing: 12)
        bar.addCSSClass("error-banner")
        bar.setMargins(6)
        messageLabel.addCSSClass("error")
        messageLabel.expandsHorizontally = true
        messageLabel.horizontalAlignment = .start
        messageLabel.wraps = true
        bar.append(messageLabel)
        bar.append(retryButton)
        gtk_revealer_set_child(revealer, bar.widget)
    }

    private var revealer: OpaquePointer { tomo_revealer(pointer) }

    /// The message shown (kept while hidden).
    public var message: String { messageLabel.text }

    /// Whether the banner is shown (or sliding in).
    public var isShown: Bool { gtk_revealer_get_reveal_child(revealer) != 0 }

    /// Slides the banner in with `message`, its button reading `actionTitle` if given.
    public func show(_ message: String, actionTitle: String? = nil) {
        messageLabel.text = message
        if let actionTitle { retryButton.label = actionTitle }
        gtk_revealer_set_reveal_child(revealer, 1)
    }

    /// Slides the banner out.
    public func hide() {
        gtk_revealer_set_reveal_child(revealer, 0)
    }

    /// Calls `body` when the user presses Retry.
    public func onRetry(_ body: @escaping @MainActor () -> Void) {
        retryButton.onClicked(body)
    }
}
