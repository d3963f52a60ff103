#if canImport(CDeflate)
import CDeflate
import TomoImaging

/// Where a PNG's parts are, found by walking its chunks once: the header fields and the image data
/// chunks. Only a well-formed file has a layout: every critical chunk complete with a matching CRC,
/// IHDR first, the IDAT chunks consecutive, IEND present. Anything else is nil, and the caller leaves
/// the file to a full decoder, which reports exactly what is wrong.
struct PNGLayout {
    var width: Int
    var height: Int
    var bitDepth: UInt8
    var colorType: UInt8
    var isInterlaced: Bool
    /// Whether a tRNS chunk (transparency for gray or RGB images) comes before the image data.
    var hasTransparency = false
    /// The byte ranges of the IDAT chunks' data, in order.
    var imageData: [Range<Int>] = []

    private static let signatureCount = 8

    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        var offset = Self.signatureCount
        var header: PNGLayout?
        var imageDataEnded = false
        while true {
            guard offset + 12 <= bytes.count else { return nil }
            let length = Int(Self.uint32(bytes, at: offset))
            let type = Self.uint32(bytes, at: offset + 4)
            let dataStart = offset + 8
            guard length <= Int(Int32.max), dataStart + length + 4 <= bytes.count else { return nil }
            let isCritical = bytes[offset + 4] & 0x20 == 0
            if isCritical {
                let crc = libdeflate_crc32(0, bytes.baseAddress! + offset + 4, length + 4)
                guard crc == Self.uint32(bytes, at: dataStart + length) else { return nil }
            }
            switch type {
            case Self.ihdr:
                guard header == nil, offset == Self.signatureCount, length == 13 else { return nil }
                header = PNGLayout(header: bytes, at: dataStart)
                guard header != nil else { return nil }
            case Self.idat:
                guard header != nil, !imageDataEnded else { return nil }
                header!.imageData.append(dataStart..<(dataStart + length))
            case Self.iend:
                guard let header, !header.imageData.isEmpty else { return nil }
                self = header
                return
            case Self.trns:
                guard header != nil else { return nil }
                header!.hasTransparency = true
            case Self.plte:
                // A suggested palette for RGB is allowed; for gray it is an error, left to libspng.
                guard let header, header.colorType & 2 != 0 else { return nil }
            default:
                // An unknown critical chunk makes the file undecodable (PNG specification, 5.4).
                guard header != nil, !isCritical else { return nil }
            }
            if type != Self.idat, header?.imageData.isEmpty == false { imageDataEnded = true }
            offset = dataStart + length + 4
        }
    }

    /// The IHDR fields; nil for a compression or filter method other than PNG's only one (0).
    private init?(header bytes: UnsafeBufferPointer<UInt8>, at offset: Int) {
        width = Int(Self.uint32(bytes, at: offset))
        height = Int(Self.uint32(bytes, at: offset + 4))
        bitDepth = bytes[offset + 8]
        colorType = bytes[offset + 9]
        guard bytes[offset + 10] == 0, bytes[offset + 11] == 0, bytes[offset + 12] <= 1 else { return nil }
        isInterlaced = bytes[offset + 12] == 1
    }

    private static let ihdr = fourCC("IHDR"), plte = fourCC("PLTE"), idat = fourCC("IDAT"), iend = fourCC("IEND")
    private static let trns = fourCC("tRNS")

    private static func fourCC(_ text: StaticString) -> UInt32 {
        text.withUTF8Buffer { $0.reduce(0) { $0 << 8 | UInt32($1) } }
    }

    private static func uint32(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }
}
#endif
