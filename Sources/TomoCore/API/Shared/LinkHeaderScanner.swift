import Foundation

/// Reads a `Link` field value one link at a time (RFC 8288 §3):
/// `link-value = "<" URI-Reference ">" *( OWS ";" OWS link-param )`, links separated by commas,
/// `link-param = token BWS [ "=" BWS ( token / quoted-string ) ]`.
struct LinkHeaderScanner {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(_ field: String) {
        scalars = Array(field.unicodeScalars)
    }

    /// The next well-formed link's target (as written) and parameters (names lowercased, first
    /// occurrence kept); nil at the end. Malformed links are skipped.
    mutating func nextLink() -> (target: String, parameters: [String: String])? {
        while true {
            skip { $0 == "," || Self.isWhitespace($0) }
            guard let scalar = peek() else { return nil }
            guard scalar == "<", let target = read(until: ">") else {
                skipRestOfLink()
                continue
            }
            index += 1  // ">"
            var parameters: [String: String] = [:]
            while true {
                skip(while: Self.isWhitespace)
                guard peek() == ";" else { break }
                index += 1
                skip(while: Self.isWhitespace)
                guard let (name, value) = readParameter() else { continue }
                if parameters[name] == nil { parameters[name] = value }
            }
            guard peek() == nil || peek() == "," else {
                skipRestOfLink()
                continue
            }
            return (target.trimmingCharacters(in: .whitespaces), parameters)
        }
    }

    /// `name`, `name=token` or `name="quoted \"string\""`; nil when there is no name.
    private mutating func readParameter() -> (String, String)? {
        let name = readToken().lowercased()
        guard !name.isEmpty else { return nil }
        skip(while: Self.isWhitespace)
        guard peek() == "=" else { return (name, "") }
        index += 1
        skip(while: Self.isWhitespace)
        return (name, peek() == "\"" ? readQuotedString() : readToken())
    }

    private mutating func readToken() -> String {
        var token = String.UnicodeScalarView()
        while let scalar = peek(), !Self.isWhitespace(scalar), !";,=\"".unicodeScalars.contains(scalar) {
            token.append(scalar)
            index += 1
        }
        return String(token)
    }

    /// A quoted string without its quotes, `\x` read as `x`; an unclosed one runs to the end.
    private mutating func readQuotedString() -> String {
        var text = String.UnicodeScalarView()
        index += 1  // opening quote
        while let scalar = peek() {
            index += 1
            if scalar == "\"" { break }
            if scalar == "\\", let escaped = peek() {
                text.append(escaped)
                index += 1
            } else {
                text.append(scalar)
            }
        }
        return String(text)
    }

    /// The text after the current `<` up to `end`, leaving the index on `end`; nil (index unchanged)
    /// when `end` never comes.
    private mutating func read(until end: Unicode.Scalar) -> String? {
        guard let close = scalars[(index + 1)...].firstIndex(of: end) else { return nil }
        defer { index = close }
        return String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
    }

    /// Moves past the next comma that is outside `<…>` and quotes, or to the end.
    private mutating func skipRestOfLink() {
        var inTarget = false, inQuotes = false
        while let scalar = peek() {
            index += 1
            switch scalar {
            case "<" where !inQuotes: inTarget = true
            case ">" where !inQuotes: inTarget = false
            case "\"" where !inTarget: inQuotes.toggle()
            case "\\" where inQuotes: index += 1
            case "," where !inTarget && !inQuotes: return
            default: break
            }
        }
    }

    private func peek() -> Unicode.Scalar? {
        index < scalars.count ? scalars[index] : nil
    }

    private mutating func skip(while predicate: (Unicode.Scalar) -> Bool) {
        while let scalar = peek(), predicate(scalar) { index += 1 }
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\r" || scalar == "\n"
    }
}
