import Foundation
import TomoCore
import TomoDICOM
import TomoImaging
import TomoPipeline
import TomoVolume

/// One frame as the pipeline keeps it (on disk too): the bytes of a WADO-RS frame response's part, its
/// transfer syntax, and the layout to decode them with (from the series' metadata). Everything a decode
/// needs is in it, so a frame read back from the disk cache decodes without the metadata.
struct DICOMwebFrame {
    /// What the kept bytes start with.
    static let magic = Data("TOMO-DICOMWEB-FRAME 1\n".utf8)

    var transferSyntax: TransferSyntax
    var pixels: ImagePixelDescription
    /// The frame's bytes (a slice of the kept form when read back: no copy).
    var bytes: Data

    /// The kept form: the magic, a line `UID ROWS COLUMNS BITS-ALLOCATED BITS-STORED HIGH-BIT SIGNED`, the bytes.
    var encoded: Data {
        let header = Data(("\(transferSyntax.uid) \(pixels.rows) \(pixels.columns) \(pixels.bitsAllocated) \(pixels.bitsStored) "
            + "\(pixels.highBit) \(pixels.isSigned ? 1 : 0)\n").utf8)
        var data = Data(capacity: Self.magic.count + header.count + bytes.count)
        data.append(Self.magic)
        data.append(header)
        data.append(bytes)
        return data
    }

    init(transferSyntax: TransferSyntax, pixels: ImagePixelDescription, bytes: Data) {
        self.transferSyntax = transferSyntax
        self.pixels = pixels
        self.bytes = bytes
    }

    /// Reads the kept form back; the bytes stay where they are.
    init(decoding data: Data) throws(ImagingError) {
        let start = data.startIndex
        guard data.starts(with: Self.magic),
              let end = data[(start + Self.magic.count)...].prefix(512).firstIndex(of: 0x0A)
        else { throw .corrupt(format: "DICOMweb frame", reason: "no header") }
        let fields = String(decoding: data[(start + Self.magic.count)..<end], as: UTF8.self).split(separator: " ").map(String.init)
        let numbers = fields.dropFirst().compactMap { Int($0) }
        guard fields.count == 7, numbers.count == 6,
              let pixels = try? ImagePixelDescription(
                  rows: numbers[0], columns: numbers[1], bitsAllocated: numbers[2], bitsStored: numbers[3], highBit: numbers[4],
                  isSigned: numbers[5] == 1)
        else { throw .corrupt(format: "DICOMweb frame", reason: "a bad header") }
        self.init(transferSyntax: TransferSyntax(uid: fields[0]), pixels: pixels, bytes: data[(end + 1)...])
    }

    /// Stores the frame into slice `index` of `volume`, mapped to HU by `rescale`: uncompressed 16-bit
    /// little-endian words straight from the bytes, anything else decoded first.
    func fill(_ volume: CTVolume, slice index: Int, rescale: Rescale) throws {
        if !transferSyntax.isEncapsulated, !transferSyntax.isBigEndian, pixels.bitsAllocated == 16, bytes.count >= pixels.bytesPerFrame {
            try bytes.prefix(pixels.bytesPerFrame).withUnsafeBytes { words in
                try volume.fill(slice: index, littleEndianWords: words, bitsStored: pixels.bitsStored, isSigned: pixels.isSigned, rescale: rescale)
            }
            return
        }
        try volume.fill(slice: index, with: try samples(), rescale: rescale)
    }

    /// The frame's stored values, decoded.
    func samples() throws(DICOMError) -> StoredSamples {
        try PixelDecoders.decodeWebFrame([UInt8](bytes), syntax: transferSyntax, pixels: pixels)
    }
}

/// Decodes kept DICOMweb frames (`DICOMwebFrame`) with Tomo's pixel decoders into 16-bit gray bitmaps of the
/// stored values (signed ones as their two's-complement words).
struct DICOMwebFrameDecoder: ImageDecoding {
    var name: String { "DICOMweb frame" }

    func recognizes(_ data: Data) -> Bool {
        data.starts(with: DICOMwebFrame.magic)
    }

    func decode(_ data: Data, covering size: (width: Int, height: Int)?, limits: DecodingLimits) throws -> Bitmap {
        let frame = try DICOMwebFrame(decoding: data)
        let (width, height) = (frame.pixels.columns, frame.pixels.rows)
        guard width <= limits.maxDimension, height <= limits.maxDimension, width * height <= limits.maxPixelCount else {
            throw ImagingError.tooLarge(width: frame.pixels.columns, height: frame.pixels.rows, limit: limits)
        }
        return try Bitmap(width: frame.pixels.columns, height: frame.pixels.rows, gray16: try frame.samples().words)
    }
}
