import Foundation

extension HTTPResponse {
    /// The body decoded from JSON as `type`.
    ///
    /// - Parameter url: the request's URL, for the error.
    /// - Throws: `HTTPError.decoding` with the path of the offending field (`slices[3]`, `author`) and
    ///   what was wrong there; for a body that is not JSON at all (an HTML error page from a proxy, an
    ///   empty body) the path is empty and the reason says what arrived instead.
    public func decodeJSON<T: Decodable>(_ type: T.Type, url: URL) throws(HTTPError) -> T {
        do {
            return try JSONDecoder().decode(type, from: body)
        } catch let error as DecodingError {
            if error.path.isEmpty, let notJSON = notJSONReason() {
                throw .decoding(url: url, path: "", reason: notJSON)
            }
            throw .decoding(url: url, path: error.path, reason: error.reason)
        } catch {
            throw .decoding(url: url, path: "", reason: "\(error)")
        }
    }

    /// Why the body is not JSON, or nil if it is.
    private func notJSONReason() -> String? {
        guard (try? JSONSerialization.jsonObject(with: body, options: .fragmentsAllowed)) == nil else { return nil }
        let contentType = header("Content-Type") ?? "no Content-Type"
        guard !body.isEmpty else { return "expected JSON, got an empty body (\(contentType))" }
        let text = String(decoding: body.prefix(4096), as: UTF8.self)
        if contentType.lowercased().contains("html") || text.drop(while: \.isWhitespace).hasPrefix("<") {
            let title = Self.htmlTitle(in: text).map { " titled \"\($0)\"" } ?? ""
            return "expected JSON, got an HTML page\(title) (\(contentType))"
        }
        return "expected JSON, got text that is not JSON (\(contentType)): \(Self.excerpt(of: text))"
    }

    /// The text of an HTML page's `<title>`, if it has a non-empty one.
    private static func htmlTitle(in html: String) -> String? {
        guard let open = html.range(of: "<title>", options: .caseInsensitive),
              let close = html.range(of: "</title>", options: .caseInsensitive, range: open.upperBound..<html.endIndex)
        else { return nil }
        let title = html[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
        return title.isEmpty ? nil : excerpt(of: title)
    }

    /// One line of at most 80 characters.
    private static func excerpt(of text: some StringProtocol) -> String {
        let line = text.split(whereSeparator: \.isNewline).joined(separator: " ").trimmingCharacters(in: .whitespaces)
        return line.count > 80 ? line.prefix(80) + "…" : line
    }
}
