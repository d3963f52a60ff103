import Foundation

/// The user's hanging protocols: a JSON file, `{"version": 1, "protocols": [...]}`, in Tomo's configuration
/// folder (`hanging-protocols.json`). Its protocols come before the built-in ones, and one named as a built-in
/// replaces it.
public struct HangingProtocolFile: Sendable {
    /// What the file holds.
    private struct Contents: Codable {
        var version: Int
        var protocols: [HangingProtocol]
    }

    /// The version of the format this Tomo reads and writes.
    public static let version = 1

    public let url: URL

    /// The file at `url`.
    public init(url: URL) {
        self.url = url
    }

    /// The file's protocols; none where there is no file.
    /// - Throws: `HangingProtocolFileError` naming the file and what in it is wrong.
    public func protocols() throws(HangingProtocolFileError) -> [HangingProtocol] {
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw HangingProtocolFileError(file: url.path, reason: "it cannot be read (\(error.localizedDescription))")
        }
        return try Self.protocols(in: data, file: url.path)
    }

    /// The protocols `data` holds, as the file `file` would.
    /// - Throws: `HangingProtocolFileError` naming `file` and what in `data` is wrong.
    public static func protocols(in data: Data, file: String) throws(HangingProtocolFileError) -> [HangingProtocol] {
        let contents: Contents
        do {
            contents = try JSONDecoder().decode(Contents.self, from: data)
        } catch let error as DecodingError {
            throw HangingProtocolFileError(file: file, reason: reason(for: error))
        } catch {
            throw HangingProtocolFileError(file: file, reason: "it is not JSON")
        }
        guard contents.version == version else {
            throw HangingProtocolFileError(file: file, reason: "its version is \(contents.version); this Tomo reads version \(version)")
        }
        return contents.protocols
    }

    /// `protocols` as the file holds them.
    public static func data(of protocols: [HangingProtocol]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(Contents(version: version, protocols: protocols))
    }

    /// The protocols a reading is hung by: the file's, then the built-in ones it does not replace. Where the file
    /// does not read, the built-in ones alone, with why.
    public func protocolsWithBuiltIn() -> (protocols: [HangingProtocol], problem: HangingProtocolFileError?) {
        do {
            let own = try protocols()
            let names = Set(own.map(\.name))
            return (own + HangingProtocol.builtIn.filter { !names.contains($0.name) }, nil)
        } catch {
            return (HangingProtocol.builtIn, error)
        }
    }

    /// Writes `hanging` into the file, in place of any protocol of its name (else last), keeping the others.
    /// - Throws: `HangingProtocolFileError` where the file holds what does not read (it is left as it is) or
    ///   cannot be written.
    public func save(_ hanging: HangingProtocol) throws(HangingProtocolFileError) {
        var kept = try protocols()
        if let index = kept.firstIndex(where: { $0.name == hanging.name }) {
            kept[index] = hanging
        } else {
            kept.append(hanging)
        }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Self.data(of: kept).write(to: url, options: .atomic)
        } catch {
            throw HangingProtocolFileError(file: url.path, reason: "it cannot be written (\(error.localizedDescription))")
        }
    }

    /// What is wrong in the file, where: "protocols[1].panes[0].series[2]: a rule on orientation needs …".
    private static func reason(for error: DecodingError) -> String {
        let (path, what): ([any CodingKey], String) = switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty: ([], "it is not JSON")
        case .dataCorrupted(let context): (context.codingPath, context.debugDescription)
        case .keyNotFound(let key, let context): (context.codingPath, "\(key.stringValue) is missing")
        case .typeMismatch(_, let context): (context.codingPath, context.debugDescription)
        case .valueNotFound(_, let context): (context.codingPath, context.debugDescription)
        @unknown default: ([], "it does not read")
        }
        var place = path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
        if place.hasPrefix(".") { place.removeFirst() }
        return place.isEmpty ? what : "\(place): \(what)"
    }
}

/// A hanging protocol file that does not read, and why.
public struct HangingProtocolFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Its path.
    public var file: String
    public var reason: String

    /// File `file`, wrong for `reason`.
    public init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }

    public var description: String { "\(file): \(reason)" }
}
