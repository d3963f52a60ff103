import Foundation

/// An overlay plane as JSON (the study library keeps an image's planes so): its fields by name, its bits in
/// base64. Decoding checks what reading a file checks, so that a damaged record is an error, never a plane
/// too short for its own size (but one whose bits are still at its `bulkDataURI`).
extension OverlayPlane: Codable {
    private enum CodingKeys: String, CodingKey {
        case group, rows, columns, originRow, originColumn, type, name, firstFrame, frameCount, bits, bulkDataURI
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        group = try container.decode(UInt16.self, forKey: .group)
        rows = try container.decode(Int.self, forKey: .rows)
        columns = try container.decode(Int.self, forKey: .columns)
        originRow = try container.decode(Int.self, forKey: .originRow)
        originColumn = try container.decode(Int.self, forKey: .originColumn)
        type = try container.decode(String.self, forKey: .type)
        name = try container.decode(String.self, forKey: .name)
        firstFrame = try container.decode(Int.self, forKey: .firstFrame)
        frameCount = try container.decode(Int.self, forKey: .frameCount)
        bits = [UInt8](try container.decode(Data.self, forKey: .bits))
        bulkDataURI = try container.decodeIfPresent(String.self, forKey: .bulkDataURI)
        guard (1...0xFFFF).contains(rows), (1...0xFFFF).contains(columns), (1...0xFFFF).contains(frameCount),
            (0..<0xFFFF).contains(firstFrame), abs(originRow) <= 0xFFFF, abs(originColumn) <= 0xFFFF,
            bits.count >= byteCount || (bits.isEmpty && bulkDataURI != nil)
        else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "an overlay plane whose size and bits disagree"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(group, forKey: .group)
        try container.encode(rows, forKey: .rows)
        try container.encode(columns, forKey: .columns)
        try container.encode(originRow, forKey: .originRow)
        try container.encode(originColumn, forKey: .originColumn)
        try container.encode(type, forKey: .type)
        try container.encode(name, forKey: .name)
        try container.encode(firstFrame, forKey: .firstFrame)
        try container.encode(frameCount, forKey: .frameCount)
        try container.encode(Data(bits), forKey: .bits)
        try container.encodeIfPresent(bulkDataURI, forKey: .bulkDataURI)
    }
}
