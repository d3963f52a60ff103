import Foundation

/// Where an API lives, `http://host:8080` or `http://host/api/v1`, and how its URLs are made from it:
/// each path segment percent-encoded on its own, so a name holding `/`, `?`, `#`, `%`, spaces or `..`
/// stays one segment and arrives unchanged.
struct APIRoot: Sendable, Hashable {
    /// Characters left as they are in a segment: RFC 3986's unreserved set, letters and digits and these.
    /// Everything else is encoded.
    private static let unreserved = Allowed(punctuation: "-._~")
    /// In query values, commas also stay (`window=400,40`), and so do `*` and `?`, which a query may hold
    /// as they are (RFC 3986 3.4) and DICOMweb searches use as wildcards (`PatientName=Doe*`): Orthanc does
    /// not decode them when encoded.
    private static let queryValue = Allowed(punctuation: "-._~,*?")

    /// ASCII letters and digits, and `punctuation`: what a part of a URL keeps as it is.
    private struct Allowed: Sendable {
        let punctuation: [UInt8]
        let characters: CharacterSet

        init(punctuation: String) {
            self.punctuation = Array(punctuation.utf8)
            characters = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789" + punctuation)
        }

        /// Whether `text` is made only of such characters, as ids and numbers are.
        func contains(everyByteOf text: String) -> Bool {
            text.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
                default: punctuation.contains(byte)
                }
            }
        }
    }

    private let components: URLComponents

    /// The root at `baseURL`; its path becomes the prefix of every path, its query and fragment are dropped.
    init(_ baseURL: URL) {
        var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) ?? URLComponents()
        components.query = nil
        components.fragment = nil
        while components.percentEncodedPath.hasSuffix("/") { components.percentEncodedPath.removeLast() }
        self.components = components
    }

    /// The URL of `segments` under the root, with `query` items in order (a nil value gives a bare name,
    /// as in `?grayscale`).
    func url(_ segments: [String], query: [(name: String, value: String?)] = []) -> URL {
        var components = components
        components.percentEncodedPath += segments.map { "/" + Self.encoded(segment: $0) }.joined()
        if !query.isEmpty {
            components.percentEncodedQuery = query.map { item in
                Self.encoded(item.name, allowing: Self.unreserved)
                    + (item.value.map { "=" + Self.encoded($0, allowing: Self.queryValue) } ?? "")
            }.joined(separator: "&")
        }
        // The parts come from a valid URL plus fully percent-encoded segments under a path that
        // starts with "/", which always make a URL.
        return components.url!
    }

    /// `text` as one path segment: percent-encoded, and `.` / `..` spelled `%2E` / `%2E%2E` so that
    /// they are not read as "this folder" / "the parent folder".
    static func encoded(segment text: String) -> String {
        if text == "." || text == ".." { return String(repeating: "%2E", count: text.count) }
        return encoded(text, allowing: unreserved)
    }

    /// `text` percent-encoded but for the characters `allowed` keeps. A text with nothing to encode (an id, a
    /// number: nearly every part of a slice's URL) is returned as it is, without Foundation's encoder, which
    /// costs microseconds a call even then (its share of a preload of 512 slices was 4 %).
    private static func encoded(_ text: String, allowing allowed: Allowed) -> String {
        if allowed.contains(everyByteOf: text) { return text }
        // Percent-encoding only fails for unpaired UTF-16 surrogates, which a Swift String cannot hold.
        return text.addingPercentEncoding(withAllowedCharacters: allowed.characters)!
    }
}
