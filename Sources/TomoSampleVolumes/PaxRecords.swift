/// Parses the body of a pax extended header: records of the form `"<length> <key>=<value>\n"`,
/// where `<length>` counts the whole record in bytes.
enum PaxRecords {
    /// The records' values by key (a later record for the same key wins).
    static func parse(_ bytes: [UInt8]) throws(ArchiveError) -> [String: String] {
        var records: [String: String] = [:]
        var rest = bytes[...]
        while !rest.isEmpty {
            let digits = rest.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
            guard
                !digits.isEmpty, digits.count <= 9,
                let length = Int(String(decoding: digits, as: UTF8.self)),
                length > digits.count + 1, length <= rest.count
            else { throw ArchiveError("malformed pax header") }
            let record = rest.prefix(length)
            rest = rest.dropFirst(length)
            let body = record.dropFirst(digits.count)
            guard body.first == UInt8(ascii: " "), body.last == UInt8(ascii: "\n"),
                let equals = body.firstIndex(of: UInt8(ascii: "="))
            else { throw ArchiveError("malformed pax header") }
            let key = String(decoding: body[body.index(after: body.startIndex) ..< equals], as: UTF8.self)
            let value = String(decoding: body[body.index(after: equals) ..< body.index(before: body.endIndex)], as: UTF8.self)
            records[key] = value
        }
        return records
    }
}
