import Foundation

/// A `multipart/related` body (RFC 2387), as DICOMweb answers WADO-RS frame and instance requests: each
/// part with its own headers (a frame's transfer syntax is in its part's `Content-Type`).
public struct MultipartRelated: Sendable {
    /// One part: its headers (names lowercased) and its bytes.
    public struct Part: Sendable {
        public var headers: [String: String]
        public var body: Data

        public init(headers: [String: String], body: Data) {
            self.headers = headers
            self.body = body
        }

        /// The part's `Content-Type` parameter `name` (e.g. `transfer-syntax`), unquoted.
        public func contentTypeParameter(_ name: String) -> String? {
            headers["content-type"].flatMap { MultipartRelated.parameter(name, of: $0) }
        }
    }

    public var parts: [Part]

    /// A body of `parts`, to send (`encoded(boundary:)`).
    public init(parts: [Part]) {
        self.parts = parts
    }

    /// The body as sent: each part opened by `--boundary` and its headers (CRLF line breaks), then the
    /// close. `boundary` must not occur in any part (`makeBoundary()` makes one that will not by chance).
    public func encoded(boundary: String) -> Data {
        var body = Data()
        for part in parts {
            body.append(Data("--\(boundary)\r\n".utf8))
            for (name, value) in part.headers.sorted(by: { $0.key < $1.key }) {
                body.append(Data("\(name): \(value)\r\n".utf8))
            }
            body.append(Data("\r\n".utf8))
            body.append(part.body)
            body.append(Data("\r\n".utf8))
        }
        body.append(Data("--\(boundary)--\r\n".utf8))
        return body
    }

    /// A boundary no part holds by chance: a random UUID's 122 bits.
    public static func makeBoundary() -> String {
        "tomo-" + UUID().uuidString.lowercased()
    }

    /// The parts of `body`, delimited by `boundary` (from the response's `Content-Type`). Each part's body is
    /// a slice of `body` (no copy; its indices are `body`'s).
    /// - Throws: `HTTPError.invalidData` (naming `url`) when the body has no delimited parts.
    public init(body: Data, boundary: String, url: URL) throws(HTTPError) {
        let delimiter = Array("--\(boundary)".utf8)
        let ranges = try body.withUnsafeBytes { bytes in
            Result { () throws(HTTPError) in try Self.partRanges(in: bytes, delimiter: delimiter, boundary: boundary, url: url) }
        }.get()
        let base = body.startIndex
        parts = ranges.map { range in
            var headers: [String: String] = [:]
            let text = String(decoding: body[(base + range.headers.lowerBound)..<(base + range.headers.upperBound)], as: UTF8.self)
            for line in text.split(whereSeparator: \.isNewline) {
                guard let colon = line.firstIndex(of: ":") else { continue }
                headers[line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()] = line[line.index(after: colon)...]
                    .trimmingCharacters(in: .whitespaces)
            }
            return Part(headers: headers, body: body[(base + range.body.lowerBound)..<(base + range.body.upperBound)])
        }
    }

    /// Where each part's headers and body lie in `bytes`, by offset.
    private static func partRanges(
        in bytes: UnsafeRawBufferPointer, delimiter: [UInt8], boundary: String, url: URL
    ) throws(HTTPError) -> [(headers: Range<Int>, body: Range<Int>)] {
        var starts: [Int] = []
        var index = 0
        while let found = find(delimiter, in: bytes, from: index) {
            // A delimiter starts the body or follows a line break.
            if found == 0 || bytes[found - 1] == 0x0A {
                starts.append(found)
            }
            index = found + delimiter.count
        }
        var ranges: [(headers: Range<Int>, body: Range<Int>)] = []
        for (number, start) in starts.enumerated() {
            var cursor = start + delimiter.count
            if bytes.count >= cursor + 2, bytes[cursor] == UInt8(ascii: "-"), bytes[cursor + 1] == UInt8(ascii: "-") { break }  // the close
            guard number + 1 < starts.count else {
                throw .invalidData(url: url, reason: "a multipart part is not closed by --\(boundary)--")
            }
            while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }  // transport padding
            cursor += lineBreak(in: bytes, at: cursor)
            // The headers end at the part's first blank line, CRLF CRLF or LF LF, whichever comes first.
            let part = UnsafeRawBufferPointer(rebasing: bytes[..<starts[number + 1]])
            let crlf = find([0x0D, 0x0A, 0x0D, 0x0A], in: part, from: cursor)
            let lf = find([0x0A, 0x0A], in: part, from: cursor)
            let headerEnd: (Int, Int)
            switch (crlf, lf) {
            case let (crlf?, lf?): headerEnd = crlf < lf ? (crlf, 4) : (lf, 2)
            case let (crlf?, nil): headerEnd = (crlf, 4)
            case let (nil, lf?): headerEnd = (lf, 2)
            case (nil, nil): throw .invalidData(url: url, reason: "a multipart part has no blank line after its headers")
            }
            let bodyStart = headerEnd.0 + headerEnd.1
            var bodyEnd = starts[number + 1]
            if bodyEnd >= 2, bytes[bodyEnd - 2] == 0x0D, bytes[bodyEnd - 1] == 0x0A { bodyEnd -= 2 } else if bodyEnd >= 1, bytes[bodyEnd - 1] == 0x0A { bodyEnd -= 1 }
            guard bodyStart <= bodyEnd else { throw .invalidData(url: url, reason: "a multipart part ends before its body") }
            ranges.append((cursor..<headerEnd.0, bodyStart..<bodyEnd))
        }
        guard !ranges.isEmpty else { throw .invalidData(url: url, reason: "no multipart parts delimited by --\(boundary)") }
        return ranges
    }

    /// The boundary of a `multipart/related` (or any multipart) content type; nil for anything else.
    public static func boundary(ofContentType contentType: String) -> String? {
        guard contentType.lowercased().hasPrefix("multipart/") else { return nil }
        return parameter("boundary", of: contentType)
    }

    /// The boundary of a multipart body that starts at its first delimiter (`--BOUNDARY`, then transport
    /// padding and a line break), as a body kept without its content type is read back; nil for a body that
    /// does not start so.
    public static func boundary(ofBody body: Data) -> String? {
        guard body.starts(with: Data("--".utf8)) else { return nil }
        let line = body.dropFirst(2).prefix(200).prefix { $0 != 0x0D && $0 != 0x0A }
        let boundary = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespaces)
        return boundary.isEmpty ? nil : boundary
    }

    /// Parameter `name` of a header value such as `multipart/related; type="application/dicom"; boundary=x`.
    static func parameter(_ name: String, of value: String) -> String? {
        for item in value.split(separator: ";").dropFirst() {
            let pair = item.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == name.lowercased() else { continue }
            var text = pair[1].trimmingCharacters(in: .whitespaces)
            if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") { text = String(text.dropFirst().dropLast()) }
            return text
        }
        return nil
    }

    /// The first index of `pattern` in `bytes` at or after `start`: `memchr` finds each candidate for the
    /// first byte (a frame is hundreds of kilobytes with one delimiter at its end).
    private static func find(_ pattern: [UInt8], in bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
        guard let first = pattern.first, let base = bytes.baseAddress, start >= 0 else { return nil }
        var index = start
        while index + pattern.count <= bytes.count {
            guard let hit = memchr(base + index, Int32(first), bytes.count - pattern.count + 1 - index) else { return nil }
            let offset = base.distance(to: UnsafeRawPointer(hit))
            if memcmp(base + offset, pattern, pattern.count) == 0 { return offset }
            index = offset + 1
        }
        return nil
    }

    /// The length of the line break at `index` (CRLF or LF), 0 if there is none.
    private static func lineBreak(in bytes: UnsafeRawBufferPointer, at index: Int) -> Int {
        if index + 1 < bytes.count, bytes[index] == 0x0D, bytes[index + 1] == 0x0A { return 2 }
        return index < bytes.count && bytes[index] == 0x0A ? 1 : 0
    }
}
