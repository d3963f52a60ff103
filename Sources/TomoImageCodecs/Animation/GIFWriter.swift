import Foundation
import TomoImaging

/// GIF 89a that loops for ever (the `NETSCAPE2.0` extension): the grey ramp as the global colour table, so a grey
/// frame's bytes are its indices; a colour frame brings its own table (`GIFPalette`). Every frame covers the whole
/// canvas.
struct GIFWriter: Sendable {
    private let delay: UInt16
    private var bytes: [UInt8] = []
    private(set) var frameCount = 0
    private var size = (width: 0, height: 0)

    init(delay: UInt16) { self.delay = delay }

    /// A frame's display time in hundredths of a second; at least 2, as players show shorter ones at 10.
    static func delay(framesPerSecond: Double) -> UInt16 { UInt16(max(2, (100 / framesPerSecond).rounded())) }

    mutating func append(_ frame: Bitmap) throws(ImagingError) {
        guard frame.format != .gray16 else { throw .unsupportedPixelFormat(.gray16, operation: "GIF encoding (window it to 8 bits first)") }
        guard frame.width <= Int(UInt16.max), frame.height <= Int(UInt16.max) else {
            throw .encodingFailed(format: "GIF", reason: "\(frame.width) × \(frame.height) is too large for GIF")
        }
        if frameCount == 0 {
            size = (frame.width, frame.height)
            bytes.append(contentsOf: Array("GIF89a".utf8))
            bytes.append(contentsOf: Self.littleEndian(frame.width) + Self.littleEndian(frame.height))
            bytes.append(contentsOf: [0xF7, 0, 0])  // a global table of 256 colours, 8 bits a primary
            for grey in 0...255 { bytes.append(contentsOf: [UInt8(grey), UInt8(grey), UInt8(grey)]) }
            bytes.append(contentsOf: [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01, 0x00, 0x00, 0x00])
        } else if size != (frame.width, frame.height) {
            throw .invalidParameter("every frame of an animation has the first one's size: frame \(frameCount) is \(frame.width) × \(frame.height)")
        }
        let indexed = GIFPalette.indexing(frame)
        bytes.append(contentsOf: [0x21, 0xF9, 0x04, 0x04] + Self.littleEndian(Int(delay)) + [0x00, 0x00])  // kept, not disposed
        bytes.append(0x2C)
        bytes.append(contentsOf: Self.littleEndian(0) + Self.littleEndian(0) + Self.littleEndian(frame.width) + Self.littleEndian(frame.height))
        if let colours = indexed.colours {
            bytes.append(0x87)  // a local table of 256 colours
            bytes.append(contentsOf: colours)
        } else {
            bytes.append(0x00)
        }
        bytes.append(UInt8(LZWEncoder.minimumCodeSize))
        indexed.indices.withUnsafeBufferPointer { LZWEncoder.encode($0, into: &bytes) }
        frameCount += 1
    }

    func data() -> Data {
        var finished = Data(capacity: bytes.count + 1)
        finished.append(contentsOf: bytes)
        finished.append(0x3B)
        return finished
    }

    private static func littleEndian(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
}
