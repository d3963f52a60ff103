import Foundation

/// A DICOM network node, written `dicom://CALLED_AET@HOST:PORT` (`?calling=AET` to set Tomo's own title,
/// `TOMO` unless given; `?move=PORT` to have its series moved to Tomo's storage node listening on PORT, C-MOVE,
/// rather than fetched by C-GET): the peer's application entity and where it listens.
public struct DIMSENode: Sendable, Hashable, CustomStringConvertible {
    /// The peer's AE title (what it answers to).
    public var calledAETitle: String
    /// Where the peer listens: a host name or address.
    public var host: String
    /// The port the peer listens on (104, 4242, 11112…).
    public var port: Int
    /// Tomo's own AE title (what the peer knows it by).
    public var callingAETitle: String
    /// The port of Tomo's storage node that the peer sends series to (C-MOVE), when retrieved so; nil: C-GET.
    public var movePort: Int?

    /// Tomo's AE title unless one is given.
    public static let defaultCallingAETitle = "TOMO"
    /// The scheme of a node's address.
    public static let scheme = "dicom"

    /// The node `calledAETitle` at `host`:`port`, called as `callingAETitle`.
    public init(
        calledAETitle: String, host: String, port: Int, callingAETitle: String = Self.defaultCallingAETitle, movePort: Int? = nil
    ) {
        self.calledAETitle = calledAETitle
        self.host = host
        self.port = port
        self.callingAETitle = callingAETitle
        self.movePort = movePort
    }

    /// The node `text` names; nil when it is not a `dicom://` address.
    /// - Throws: `DIMSENodeError` for a `dicom://` address that is not a whole one.
    public init?(address text: String) throws(DIMSENodeError) {
        guard text.lowercased().hasPrefix(Self.scheme + "://") else { return nil }
        guard let components = URLComponents(string: text), let host = components.host, !host.isEmpty else {
            throw .malformed(text, "it names no host: dicom://AET@HOST:PORT")
        }
        guard let called = components.user.flatMap({ $0.removingPercentEncoding ?? $0 }), !called.isEmpty else {
            throw .malformed(text, "it names no AE title to call: dicom://AET@\(host):PORT")
        }
        guard let port = components.port, (1...65535).contains(port) else {
            throw .malformed(text, "it names no port: dicom://\(called)@\(host):104")
        }
        let calling = components.queryItems?.first { $0.name == "calling" }?.value ?? Self.defaultCallingAETitle
        let move = components.queryItems?.first { $0.name == "move" }?.value
        if let move, Int(move).map({ !(1...65535).contains($0) }) ?? true {
            throw .malformed(text, "move=\(move) is not a port for Tomo's storage node (1 to 65535)")
        }
        for title in [called, calling] {
            guard Self.isValidTitle(title) else {
                throw .malformed(text, "\(title) is not an AE title (1 to 16 characters, no backslash or control character)")
            }
        }
        self.init(calledAETitle: called, host: host, port: port, callingAETitle: calling, movePort: move.flatMap { Int($0) })
    }

    /// Whether `title` can be an AE title (PS3.5 6.2, AE): 1 to 16 characters of the default repertoire, not
    /// only spaces, no backslash.
    public static func isValidTitle(_ title: String) -> Bool {
        !title.isEmpty && title.utf8.count <= 16 && !title.allSatisfy { $0 == " " }
            && title.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F && $0 != "\\" }
    }

    /// `dicom://CALLED@HOST:PORT`, with `?calling=` when Tomo's title is not the default and `move=` when series
    /// are moved.
    public var description: String {
        let query = [callingAETitle == Self.defaultCallingAETitle ? nil : "calling=\(callingAETitle)", movePort.map { "move=\($0)" }]
            .compactMap { $0 }
        return "dicom://\(calledAETitle)@\(host):\(port)" + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
    }
}

/// Why a `dicom://` address names no node.
public enum DIMSENodeError: Error, Sendable, Hashable, CustomStringConvertible {
    case malformed(String, String)

    public var description: String {
        switch self {
        case .malformed(let text, let why): "\(text) is not a DICOM node: \(why)"
        }
    }
}
