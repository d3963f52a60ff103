import ArgumentParser
import Foundation
import TomoCore

/// `--user` and `--token`: the credentials for a DICOMweb server, of every executable that opens one. Each
/// falls back to its environment variable, the safer place for a secret (a command line is visible to
/// other users in the process list). Neither is ever printed.
public struct DICOMwebCredentialOptions: ParsableArguments {
    /// The variable `--user` falls back to.
    public static let userVariable = "TOMO_DICOMWEB_USER"
    /// The variable `--token` falls back to.
    public static let tokenVariable = "TOMO_DICOMWEB_TOKEN"

    @Option(help: ArgumentHelp(
        "HTTP Basic credentials for the DICOMweb server (default: $\(userVariable)).", valueName: "name:password"))
    public var user: String?

    @Option(help: ArgumentHelp("A bearer token for the DICOMweb server (default: $\(tokenVariable)).", valueName: "token"))
    public var token: String?

    public init() {}

    public func validate() throws {
        _ = try credentials()
    }

    /// The credentials given: `--user`, else `--token`, else the environment's (nil: none).
    /// - Throws: `ValidationError` for both options at once, or a user without `NAME:PASSWORD`; its
    ///   message never repeats the value.
    public func credentials(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ValidationError) -> HTTPCredentials? {
        if user != nil, token != nil { throw ValidationError("give --user or --token, not both") }
        if let user { return try Self.basic(user, from: "--user") }
        if let token { return try Self.bearer(token, from: "--token") }
        let fromUser = environment[Self.userVariable].flatMap { $0.isEmpty ? nil : $0 }
        let fromToken = environment[Self.tokenVariable].flatMap { $0.isEmpty ? nil : $0 }
        if let fromUser { return try Self.basic(fromUser, from: "$\(Self.userVariable)") }
        if let fromToken { return try Self.bearer(fromToken, from: "$\(Self.tokenVariable)") }
        return nil
    }

    private static func basic(_ text: String, from place: String) throws(ValidationError) -> HTTPCredentials {
        guard let credentials = HTTPCredentials(userAndPassword: text) else {
            throw ValidationError("\(place) must be NAME:PASSWORD")
        }
        return credentials
    }

    private static func bearer(_ token: String, from place: String) throws(ValidationError) -> HTTPCredentials {
        guard !token.isEmpty, !token.contains(where: \.isNewline) else { throw ValidationError("\(place) must be one line, not empty") }
        return .bearer(token: token)
    }
}
