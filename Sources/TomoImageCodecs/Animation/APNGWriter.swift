#if canImport(CDeflate)
import CDeflate
#endif
import Foundation
import TomoImaging

/// Animated PNG (the APNG extension of PNG, adopted in PNG's third edition): each frame encoded as PNG is, its image
/// data moved into the animation's chunks.
///
/// The first frame is the file's default image (its `IDAT` chunks) and frame 0 of the animation; the others follow in
/// `fdAT` chunks. Every frame covers the whole canvas, replacing the one before (`APNG_DISPOSE_OP_NONE`,
/// `APNG_BLEND_OP_SOURCE`).
struct APNGWriter: Sendable {
    /// A frame's display time as PNG writes it: `numerator / denominator` seconds.
    struct Delay: Sendable, Hashable {
        var numerator: UInt16
        var denominator: UInt16
    }

    /// 1/N s for a whole number N of frames a second, else milliseconds.
    static func delay(framesPerSecond: Double) -> Delay {
        if framesPerSecond == framesPerSecond.rounded() { return Delay(numerator: 1, denominator: UInt16(framesPerSecond)) }
        return Delay(numerator: UInt16(max(1, (1000 / framesPerSecond).rounded())), denominator: 1000)
    }

    private let delay: Delay
    private var bytes = Data()
    private(set) var frameCount = 0
    private var header = Data()
    /// Where the `acTL` chunk's frame count is, patched when the file is finished.
    private var animationControlOffset = 0
    private var sequenceNumber: UInt32 = 0

    init(delay: Delay) { self.delay = delay }

    mutating func append(_ frame: Bitmap) throws(ImagingError) {
        #if canImport(CDeflate)
        let png = try frame.pngData()
        let chunks: (header: Data, imageData: [Data])? = png.withUnsafeBytes { raw in
            let buffer = raw.bindMemory(to: UInt8.self)
            guard let layout = PNGLayout(buffer) else { return nil }
            return (png[8..<33], layout.imageData.map { png[$0] })
        }
        guard let chunks else { throw .encodingFailed(format: "APNG", reason: "a frame's PNG has no image data") }
        if frameCount == 0 {
            header = chunks.header
            bytes.append(contentsOf: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            bytes.append(header)
            animationControlOffset = bytes.count + 8
            appendChunk("acTL", Self.bigEndian(0) + Self.bigEndian(0))  // frames (patched), plays: 0 = for ever
        } else if chunks.header != header {
            throw .invalidParameter("every frame of an animation has the first one's size and pixel format: frame \(frameCount) differs")
        }
        var control = Self.bigEndian(sequenceNumber) + Self.bigEndian(UInt32(frame.width)) + Self.bigEndian(UInt32(frame.height))
        control += Self.bigEndian(0) + Self.bigEndian(0)  // x and y offsets
        control += Self.bigEndian16(delay.numerator) + Self.bigEndian16(delay.denominator) + Data([0, 0])  // dispose none, blend source
        appendChunk("fcTL", control)
        sequenceNumber += 1
        for data in chunks.imageData {
            if frameCount == 0 {
                appendChunk("IDAT", data)
            } else {
                appendChunk("fdAT", Self.bigEndian(sequenceNumber) + data)
                sequenceNumber += 1
            }
        }
        frameCount += 1
        #else
        throw .unsupportedFormat("APNG")
        #endif
    }

    func data() throws(ImagingError) -> Data {
        #if canImport(CDeflate)
        var finished = bytes
        let count = Self.bigEndian(UInt32(frameCount))
        finished.replaceSubrange(animationControlOffset..<(animationControlOffset + 4), with: count)
        let crcStart = animationControlOffset - 4, crcEnd = animationControlOffset + 8
        let crc = finished[crcStart..<crcEnd].withUnsafeBytes { UInt32(libdeflate_crc32(0, $0.baseAddress, $0.count)) }
        finished.replaceSubrange(crcEnd..<(crcEnd + 4), with: Self.bigEndian(crc))
        finished.append(Self.bigEndian(0))
        finished.append(contentsOf: Array("IEND".utf8))
        finished.append(Self.bigEndian(0xAE42_6082))
        return finished
        #else
        throw .unsupportedFormat("APNG")
        #endif
    }

    #if canImport(CDeflate)
    private mutating func appendChunk(_ type: String, _ data: Data) {
        var typed = Data(type.utf8)
        typed.append(data)
        bytes.append(Self.bigEndian(UInt32(data.count)))
        bytes.append(typed)
        let crc = typed.withUnsafeBytes { UInt32(libdeflate_crc32(0, $0.baseAddress, $0.count)) }
        bytes.append(Self.bigEndian(crc))
    }
    #endif

    private static func bigEndian(_ value: UInt32) -> Data {
        Data([UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }

    private static func bigEndian16(_ value: UInt16) -> Data { Data([UInt8(value >> 8), UInt8(value & 0xFF)]) }
}
