import FeatureSupport
import TomoCore

/// Why a request of the slider test failed, and what the user can do about it.
public struct SliderTestFailure: Sendable, Hashable {
    /// What the banner's button does.
    public enum Remedy: Sendable, Hashable {
        /// Send the same request again (the network, a 5xx, a malformed answer).
        case retry
        /// Begin a new session (the server no longer knows this one).
        case startOver
    }

    public var message: String
    public var remedy: Remedy
    /// Whether the server answered, but with something that is no slider test answer.
    public var isMalformedAnswer = false

    /// Classifies what sending `request` ("start the test", "send your choice") threw; `hasSession`
    /// tells whether the request named a session (a 404 then means the server no longer knows it).
    init(_ error: any Error, sending request: String, hasSession: Bool) {
        switch error {
        case HTTPError.status(_, 404, _, _) where hasSession, HTTPError.status(_, 410, _, _) where hasSession:
            message = "The server no longer knows this test session (it may have expired)."
            remedy = .startOver
        case HTTPError.decoding, HTTPError.invalidData:
            message = "Could not \(request): the server's answer was not understood (\(ErrorMessage.text(for: error)))."
            remedy = .retry
            isMalformedAnswer = true
        default:
            message = "Could not \(request): \(ErrorMessage.text(for: error))"
            remedy = .retry
        }
    }

    /// The banner: the message, with Retry or Start Over.
    public var banner: Banner {
        Banner(message, actionTitle: remedy == .retry ? "Retry" : "Start Over")
    }
}
