import TomoImaging

extension ImagingError {
    /// How many leading bytes `unknownFormat` keeps.
    static let unknownFormatPrefixLength = 16

    /// The error for bytes that `ImageFormat.sniff` did not recognise.
    ///
    /// - `unsupportedFormat` when they start like a WebP, GIF, BMP or TIFF file;
    /// - `truncated` when they are a non-empty proper prefix of a PNG or JPEG signature;
    /// - `unknownFormat` with the first bytes otherwise (also for empty data).
    static func unrecognisedImage(_ bytes: some Collection<UInt8>) -> ImagingError {
        if let foreign = ForeignImageFormat.sniff(bytes) {
            return .unsupportedFormat(foreign.rawValue)
        }
        let head = Array(bytes.prefix(unknownFormatPrefixLength))
        if !head.isEmpty,
            let format = ImageFormat.allCases.first(where: { $0.signature.starts(with: head) && head.count < $0.signature.count })
        {
            return .truncated(format: format.displayName)
        }
        return .unknownFormat(prefix: head)
    }
}
