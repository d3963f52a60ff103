import TomoDIMSE

extension CommandFailure {
    /// What `body` returns; a `DIMSEError` it throws as the failure its kind means: a node unreachable,
    /// silent or gone (3), refusing the association or what was asked (7), breaking the protocol (4).
    static func dimse<Value>(_ body: () async throws(DIMSEError) -> Value) async throws(CommandFailure) -> Value {
        do {
            return try await body()
        } catch {
            throw CommandFailure(status(of: error), error.description)
        }
    }

    static func status(of error: DIMSEError) -> CommandExitStatus {
        switch error {
        case .unreachable, .nothingListening, .connectTimedOut, .noAnswer, .connectionClosed, .aborted, .failed, .instanceNotSent, .cancelled:
            .unreachable
        case .rejected, .notAccepted: .unauthorized
        case .protocolViolation: .badData
        }
    }
}
