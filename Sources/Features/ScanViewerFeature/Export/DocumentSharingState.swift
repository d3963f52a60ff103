import Foundation

/// What the toolbar calls a document the viewer shares (a measurement report, key images) while it says how
/// saving or sending one went.
public protocol SharedDocumentWording: Sendable {
    /// "3 findings", "1 key image": what a document of `count` holds.
    static func counted(_ count: Int) -> String
    /// "Sending the report to pacs.example…": while one is stored on `server`.
    static func sending(to server: String) -> String
    /// "Report sent to pacs.example": once one is stored there.
    static func sent(to server: String) -> String
}

/// Where a document the viewer shares stands (saved to a file, or stored where the series came from): what the
/// toolbar says about it, in `Wording`'s words.
public enum DocumentSharingState<Wording: SharedDocumentWording>: Sendable, Hashable {
    case idle
    case saving(URL)
    case saved(URL, count: Int)
    case sending(server: String)
    case sent(server: String, count: Int)
    /// What failed, in words (one line).
    case failed(String)

    /// Whether one is being made, written or sent.
    public var isWorking: Bool {
        switch self {
        case .saving, .sending: true
        default: false
        }
    }

    /// "Saved report.dcm (3 findings)", "Sending the report to pacs.example…", "Report sent to pacs.example (3
    /// findings)", what failed; nil before any.
    public var message: String? {
        switch self {
        case .idle: nil
        case .saving(let url): "Saving \(url.lastPathComponent)…"
        case .saved(let url, let count): "Saved \(url.lastPathComponent) (\(Wording.counted(count)))"
        case .sending(let server): Wording.sending(to: server)
        case .sent(let server, let count): "\(Wording.sent(to: server)) (\(Wording.counted(count)))"
        case .failed(let reason): reason
        }
    }
}
