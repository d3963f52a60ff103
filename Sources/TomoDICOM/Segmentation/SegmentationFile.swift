import TomoVolume

/// A segmentation's file: its data set, and where its frames are read from — the file read whole (one fetched
/// from a server, or whose pixel data is compressed or deflated), or, for uncompressed little-endian pixel data
/// on disk, the file itself, each frame's bytes read when it is first needed. A SEG of many segments then holds
/// its header and the frames in use, not its hundreds of megabytes.
public struct SegmentationFile: Sendable {
    /// The data set: its pixel data's header only where the frames stay on disk.
    public let header: DICOMFile
    private let pixels: Pixels

    /// Where the frames are.
    private enum Pixels: Sendable {
        case whole(DICOMFile)
        /// The file open, and where its pixel data's value lies in it.
        case onDisk(OpenFile, valueStart: Int, length: Int)
    }

    /// Whether its frames are read from its file as they are needed (else it was read whole).
    public var readsFramesFromDisk: Bool {
        if case .onDisk = pixels { true } else { false }
    }

    /// `file`, read whole.
    public init(_ file: DICOMFile) {
        header = file
        pixels = .whole(file)
    }

    /// The file at `path`: its header read, its frames left on disk where they are stored uncompressed in
    /// little-endian order (a file cut short keeps the frames before the cut: `header.pixelDataProblem` says
    /// where), else read whole.
    /// - Throws: ``DICOMFileError`` where the file cannot be read.
    public static func open(path: String) throws(DICOMFileError) -> SegmentationFile {
        let file: OpenFile?
        do {
            file = try OpenFile.opening(path)
        } catch {
            throw DICOMFileError(path: path, error: error)
        }
        let header = try DICOMFile.read(path: path, stopsAtPixelData: true)
        guard let file, let start = header.pixelDataStart, !header.transferSyntax.isEncapsulated, !header.transferSyntax.isDeflated,
              !header.transferSyntax.isBigEndian,
              let (valueStart, length) = try? Self.nativeValue(in: file, at: start, isExplicitVR: header.isDataSetExplicitVR)
        else { return SegmentationFile(try DICOMFile.read(path: path)) }
        return SegmentationFile(header: header, pixels: .onDisk(file, valueStart: valueStart, length: length))
    }

    private init(header: DICOMFile, pixels: Pixels) {
        self.header = header
        self.pixels = pixels
    }

    /// Where the value of the Pixel Data element whose tag is at `start` lies, and its length in the file (up to its
    /// end, for a file cut short: the frames before the cut are still read).
    private static func nativeValue(in file: OpenFile, at start: Int, isExplicitVR: Bool) throws(DICOMError) -> (Int, Int)? {
        let bytes = try file.read(at: start, count: 12)
        guard bytes.count == 12 else { return nil }
        func uint32(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24 }
        let (length, valueStart) = isExplicitVR ? (uint32(8), start + 12) : (uint32(4), start + 8)
        guard length != 0xFFFF_FFFF, valueStart <= file.size else { return nil }
        return (valueStart, min(length, file.size - valueStart))
    }

    /// Frame `index`'s stored values, row by row.
    /// - Throws: `DICOMError`: bits past the pixel data's end, an encoding Tomo does not decode.
    func storedWords(frame index: Int, pixels description: ImagePixelDescription) throws(DICOMError) -> [UInt16] {
        switch pixels {
        case .whole(let file):
            return try file.storedSamples(frame: index, pixels: description).words
        case .onDisk(let file, let valueStart, let length):
            let count = description.samplesPerFrame
            if description.bitsAllocated == 1 {
                let (bytes, firstBit) = try frameBits(index, count: count, in: file, valueStart: valueStart, length: length)
                return PixelDecoders.unpackBits(bytes[...], from: firstBit, count: count, swapsBytes: false)
            }
            let size = description.bytesPerFrame
            guard (index + 1) * size <= length else { throw Self.tooShort(length, frame: index, of: description) }
            let bytes = try file.read(at: valueStart + index * size, count: size)
            let words: [UInt16] = description.bitsAllocated == 8
                ? bytes.map(UInt16.init)
                : (0..<count).map { UInt16(bytes[2 * $0]) | UInt16(bytes[2 * $0 + 1]) << 8 }
            return description.storedSamples(words).words
        }
    }

    /// 1-bit frame `index`, packed; nil where its pixel data is not native 1-bit.
    /// - Throws: `DICOMError` where the frame's bits run past the pixel data's end.
    func packedBits(ofFrame index: Int, pixels description: ImagePixelDescription) throws(DICOMError) -> PackedBits? {
        switch pixels {
        case .whole(let file):
            return try file.packedBits(ofFrame: index, pixels: description)
        case .onDisk(let file, let valueStart, let length):
            guard description.bitsAllocated == 1 else { return nil }
            let count = description.samplesPerFrame
            let (bytes, firstBit) = try frameBits(index, count: count, in: file, valueStart: valueStart, length: length)
            guard let bits = PackedBits(bytes: bytes, first: firstBit, count: count) else {
                throw .invalidValue(tag: .pixelData, reason: "frame \(index + 1) could not be read whole: the file was cut short while open")
            }
            return bits
        }
    }

    /// The bytes holding 1-bit frame `index` (of `count` bits), and where in them its first bit is.
    private func frameBits(
        _ index: Int, count: Int, in file: OpenFile, valueStart: Int, length: Int
    ) throws(DICOMError) -> (bytes: [UInt8], firstBit: Int) {
        // In this order, so that a frame count or size no file could hold does not overflow.
        let (first, overflow) = index.multipliedReportingOverflow(by: count)
        guard !overflow, first <= length * 8 - count else {
            throw .invalidValue(
                tag: .pixelData, reason: "it holds \(length) bytes, too few for frame \(index + 1) (\(count) bits each): the file is truncated")
        }
        let firstByte = first / 8, endByte = (first + count + 7) / 8
        return (try file.read(at: valueStart + firstByte, count: endByte - firstByte), first - firstByte * 8)
    }

    private static func tooShort(_ length: Int, frame index: Int, of description: ImagePixelDescription) -> DICOMError {
        .invalidValue(
            tag: .pixelData,
            reason: "it holds \(length) bytes, too few for frame \(index + 1) of \(description.frameCount) (\(description.bytesPerFrame) bytes each): the file is truncated")
    }
}
