import Foundation

/// Why talking to a DICOM node failed, in people's words.
public enum DIMSEError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The host name could not be resolved, or the host cannot be reached.
    case unreachable(host: String, reason: String)
    /// Nothing listens on the port.
    case nothingListening(host: String, port: Int)
    /// No TCP connection within the connect timeout.
    case connectTimedOut(host: String, port: Int, after: Duration)
    /// The peer refused the association.
    case rejected(AssociationRejection, node: String)
    /// The peer aborted the association (source and reason as PS3.8 9.3.8 gives them).
    case aborted(source: UInt8, reason: UInt8)
    /// The peer said nothing for longer than Tomo waits.
    case noAnswer(waitingFor: String, after: Duration)
    /// The connection closed without a release.
    case connectionClosed(during: String)
    /// The peer sent what the protocol does not allow.
    case protocolViolation(String)
    /// The peer accepted no presentation context for what was asked.
    case notAccepted(abstractSyntax: String, reason: String)
    /// A DIMSE request failed: its status and the peer's comment.
    case failed(operation: String, status: UInt16, comment: String?)
    /// A retrieval ended without instance `sop`, which was asked for: why, when Tomo knows.
    case instanceNotSent(sop: String, reason: String?)
    /// The caller cancelled; the peer was sent a C-CANCEL for the operation under way, if one was.
    case cancelled

    public var description: String {
        switch self {
        case .unreachable(let host, let reason): "cannot reach \(host): \(reason)"
        case .nothingListening(let host, let port): "nothing is listening on \(host):\(port) (connection refused)"
        case .connectTimedOut(let host, let port, let after): "no connection to \(host):\(port) within \(Self.seconds(after))"
        case .rejected(let rejection, let node): "\(node) refused the association: \(rejection)"
        case .aborted(let source, let reason):
            "the peer aborted the association" + (source == 2 ? " (\(Self.abortReason(reason)))" : "")
        case .noAnswer(let what, let after): "the peer did not answer within \(Self.seconds(after)) (waiting for \(what))"
        case .connectionClosed(let during): "the peer closed the connection during \(during)"
        case .protocolViolation(let what): "the peer broke the DICOM protocol: \(what)"
        case .notAccepted(let syntax, let reason): "the peer accepts no \(Self.name(of: syntax)): \(reason)"
        case .failed(let operation, let status, let comment):
            "\(operation) failed with status 0x\(String(status, radix: 16, uppercase: true))" + (comment.map { ": \($0)" } ?? "")
        case .instanceNotSent(let sop, let reason): "the node did not send instance \(sop)" + (reason.map { ": \($0)" } ?? "")
        case .cancelled: "cancelled"
        }
    }

    private static func seconds(_ duration: Duration) -> String {
        let value = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return value == value.rounded() ? "\(Int(value)) s" : String(format: "%.1f s", value)
    }

    private static func abortReason(_ reason: UInt8) -> String {
        switch reason {
        case 1: "it did not recognise a PDU"
        case 2: "it did not expect a PDU"
        case 4: "it did not recognise a PDU parameter"
        case 5: "it did not expect a PDU parameter"
        case 6: "a PDU parameter had an invalid value"
        default: "no reason given"
        }
    }

    /// A SOP class's name where Tomo knows it, else its UID.
    static func name(of syntax: String) -> String {
        SOPClass.names[syntax] ?? syntax
    }
}
