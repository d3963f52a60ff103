import TomoCore

/// What the front end asks when the source's server wants credentials: a heading, why, and the fields'
/// and button's words. Its action is `ScanViewerModel.signIn(user:password:)`.
public struct SignInPrompt: Sendable, Hashable {
    /// "Sign in to pacs.example:8042".
    public var title: String
    /// Why: the server asks, or it refused the user given.
    public var message: String
    /// The user name to start from: the one last tried.
    public var user: String
    public static let userPlaceholder = "User name"
    public static let passwordPlaceholder = "Password"
    public static let buttonTitle = "Sign In"

    public init(title: String, message: String, user: String) {
        self.title = title
        self.message = message
        self.user = user
    }
}

extension ScanViewerModel {
    /// The sign-in to show instead of the image while the server wants credentials the source can take;
    /// nil otherwise (then a banner says what failed).
    public var signInPrompt: SignInPrompt? {
        guard case .needsCredentials(let server, _) = phase, canSignIn else { return nil }
        return SignInPrompt.asking(server, refused: pacsTarget?.credentials)
    }
}

extension SignInPrompt {
    /// The sign-in for `server`, saying so when it `refused` the credentials given.
    static func asking(_ server: String, refused: HTTPCredentials?) -> SignInPrompt {
        let (message, user): (String, String) = switch refused {
        case .basic(let user, _): ("The server refused the password for \(user). Try again.", user)
        case .bearer: ("The server refused the token given. Sign in with a user name and password.", "")
        case nil: ("The server needs a user name and password to show its studies.", "")
        }
        return SignInPrompt(title: "Sign in to \(server)", message: message, user: user)
    }
}
