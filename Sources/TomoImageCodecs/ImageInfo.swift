import TomoImaging

/// What an image's header says, read without decoding or allocating any pixels.
public struct ImageInfo: Sendable, Hashable {
    /// The format, sniffed from the signature.
    public let format: ImageFormat
    /// Width in pixels, as the header declares it.
    public let width: Int
    /// Height in pixels, as the header declares it.
    public let height: Int

    /// Header values as given (nothing is checked).
    public init(format: ImageFormat, width: Int, height: Int) {
        self.format = format
        self.width = width
        self.height = height
    }

    /// Reads the format and size from the first bytes of a PNG or JPEG.
    ///
    /// Looks at the PNG IHDR chunk, or walks a JPEG's marker segments to its frame header;
    /// pixel data is not looked at, so a header followed by garbage still reads.
    /// Throws the same errors a decode would for an unrecognised or truncated header, and
    /// `.invalidDimensions` for a zero width or height.
    public init(reading data: some Collection<UInt8>) throws(ImagingError) {
        self = try ByteAccess.withContiguousBytes(data) { bytes throws(ImagingError) in
            try ImageInfo(bytes)
        }
    }

    init(_ bytes: UnsafeBufferPointer<UInt8>) throws(ImagingError) {
        guard let format = ImageFormat.sniff(bytes) else { throw .unrecognisedImage(bytes) }
        let width: Int
        let height: Int
        switch format {
        case .png:
            let header = try PNGHeader(bytes)
            (width, height) = (header.width, header.height)
            // PNG allows 1 ... 2^31 - 1 on each side.
            guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
                throw .invalidDimensions(width: width, height: height)
            }
        case .jpeg:
            let header = try JPEGHeader(bytes)
            (width, height) = (header.width, header.height)
            guard width > 0, height > 0 else { throw .invalidDimensions(width: width, height: height) }
        }
        self.init(format: format, width: width, height: height)
    }
}
