// Lenient decoding for APIs that send numbers as strings or strings as numbers.

extension KeyedDecodingContainer {
    /// An integer sent either as a JSON number (`8`) or as a string holding one (`"8"`).
    /// - Throws: `DecodingError.keyNotFound` when the key is missing, `dataCorrupted` otherwise.
    func decodeIntegerOrNumericString(forKey key: Key) throws -> Int {
        guard contains(key) else {
            throw DecodingError.keyNotFound(
                key, DecodingError.Context(codingPath: codingPath, debugDescription: "\(key.stringValue) is missing"))
        }
        if let number = try? decode(Int.self, forKey: key) { return number }
        if let text = try? decode(String.self, forKey: key), let number = Int(text) { return number }
        throw DecodingError.dataCorruptedError(
            forKey: key, in: self, debugDescription: "expected an integer, as a number or a string such as \"8\"")
    }

    /// A string sent either as a JSON string (`"12"`) or as a number (`12`), as ids sometimes are.
    /// - Throws: `DecodingError` when the key is missing or holds neither.
    func decodeStringOrNumber(forKey key: Key) throws -> String {
        if let number = try? decode(Int.self, forKey: key) { return String(number) }
        return try decode(String.self, forKey: key)
    }

    /// A number sent either as a JSON number (`1.5`) or as a string holding one (`"1.5"`).
    /// - Throws: `DecodingError.keyNotFound` when the key is missing, `dataCorrupted` otherwise.
    func decodeNumberOrNumericString(forKey key: Key) throws -> Double {
        if let number = try? decode(Double.self, forKey: key) { return number }
        let text = try decode(String.self, forKey: key)
        guard let number = Double(text), number.isFinite else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "\(key.stringValue) must be a number, not \"\(text)\"")
        }
        return number
    }
}
