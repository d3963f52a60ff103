import ScanViewerFeature
import TomoGTK

/// The sign-in a PACS asks for, in the image's place: a heading, why, the user name and password fields
/// and Sign In (Enter in either field signs in too). It renders the model's `SignInPrompt`; the password
/// is handed to the model and cleared from the field.
@MainActor
package final class SignInView {
    let root = Box(.vertical, spacing: 8)
    let heading = Label()
    let message = Label()
    package let user = Entry(placeholder: SignInPrompt.userPlaceholder)
    package let password = Entry(placeholder: SignInPrompt.passwordPlaceholder, isSecret: true)
    package let signInButton = Button(label: SignInPrompt.buttonTitle)
    /// The prompt shown.
    private var shown: SignInPrompt?

    /// Told the user name and password when the user signs in.
    private let signIn: @MainActor (String, String) -> Void

    /// A sign-in that calls `signIn` with the user name and password typed.
    init(signIn: @escaping @MainActor (String, String) -> Void) {
        self.signIn = signIn
        root.addCSSClass(ScanViewerStyle.signInClass)
        root.horizontalAlignment = .center
        root.verticalAlignment = .center
        heading.addCSSClass(ScanViewerStyle.pickerTitleClass)
        message.wraps = true
        for widget in [heading, message, user, password, signInButton] as [Widget] { root.append(widget) }
        user.setMinimumSize(width: 280, height: nil)
        signInButton.onClicked { [weak self] in self?.submit() }
        user.onActivate { [weak self] in
            guard let self else { return }
            if password.text.isEmpty { _ = password.grabFocus() } else { submit() }
        }
        password.onActivate { [weak self] in self?.submit() }
        user.onChanged { [weak self] in self?.updateButton() }
        updateButton()
    }

    /// Hands the user name and password to `signIn`, the password cleared from its field.
    private func submit() {
        guard !user.text.isEmpty else { return }
        let typed = password.text
        password.text = ""
        signIn(user.text, typed)
    }

    /// Shows `prompt`: its words, and its user name in the field the first time, the focus where typing goes.
    func render(_ prompt: SignInPrompt) {
        guard prompt != shown else { return }
        let first = shown == nil
        shown = prompt
        heading.text = prompt.title
        message.text = prompt.message
        if first || user.text.isEmpty { user.text = prompt.user }
        _ = (user.text.isEmpty ? user : password).grabFocus()
        updateButton()
    }

    /// Forgets the prompt shown (the sign-in is over).
    func reset() {
        shown = nil
    }

    private func updateButton() {
        signInButton.isSensitive = !user.text.isEmpty
    }
}
