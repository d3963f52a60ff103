/// Why a DICOM file could not be read, or its pixels decoded. Each says where, in words a reader of the
/// message can act on; `DICOMFileError` adds the file. Codable, so that a store of headers keeps why an
/// image cannot load as the reading said it.
public enum DICOMError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The file could not be opened or read.
    case unreadable(String)
    /// Neither a Part 10 preamble nor a recognisable first element.
    case notDICOM
    /// The data ends inside an element's header or value.
    case truncated(tag: DICOMTag?, offset: Int)
    /// An element's length runs past the end of the data (or of the item or sequence holding it).
    case lengthPastEnd(tag: DICOMTag, length: UInt32, offset: Int, available: Int)
    /// Two bytes where an Explicit VR element's VR belongs name no VR.
    case invalidVR(tag: DICOMTag, code: String, offset: Int)
    /// Inside a sequence, something other than an item or the sequence's end.
    case expectedItem(found: DICOMTag, offset: Int)
    /// Sequences nested deeper than Tomo follows.
    case tooDeeplyNested(offset: Int)
    /// An undefined length on an element that cannot have one.
    case undefinedLength(tag: DICOMTag, offset: Int)
    /// The deflated data set does not inflate, or inflates past what Tomo holds.
    case badDeflate(String)
    /// The deflated data set stops before its stream's end: the file is cut short.
    case deflatedDataEndsEarly
    /// A DICOM file that holds no image (no pixel data and no image size): a DICOMDIR, a report, a
    /// presentation state. `kind` names it where the file says (its modality or SOP class UID).
    case notAnImage(kind: String?)
    /// A required element is absent.
    case missingElement(DICOMTag)
    /// An element holds a value Tomo cannot use.
    case invalidValue(tag: DICOMTag, reason: String)
    /// Pixel data in an encoding Tomo does not decode.
    case unsupportedTransferSyntax(TransferSyntax)
    /// An image layout Tomo does not show (color, 32-bit samples, …).
    case unsupportedImage(String)
    /// Compressed pixel data that does not decode.
    case corruptPixelData(syntax: String, reason: String)
    /// A frame number past the file's frames.
    case frameOutOfRange(index: Int, count: Int)
    /// DICOM JSON (PS3.18 F) that cannot be read: not JSON, or not the model's shape.
    case invalidJSON(String)

    /// Whether the data ended early: a truncated element or a length past the end.
    public var isTruncation: Bool {
        switch self {
        case .truncated, .lengthPastEnd, .deflatedDataEndsEarly: true
        default: false
        }
    }

    /// Whether the bytes, rather than what they hold, are at fault: anything but an image Tomo cannot show
    /// (an unsupported encoding or kind, no image at all). A copy of such bytes fetched again may be whole.
    public var isDamage: Bool {
        switch self {
        case .unsupportedTransferSyntax, .unsupportedImage, .notAnImage: false
        default: true
        }
    }

    public var description: String {
        switch self {
        case .unreadable(let reason):
            "cannot read the file: \(reason)"
        case .notDICOM:
            "not a DICOM file (no DICM preamble and no recognisable data element at its start)"
        case .truncated(let tag, let offset):
            if let tag { "the data ends inside element \(tag.nameAndTag) (at byte \(offset)): the file is truncated" }
            else { "the data ends at byte \(offset) inside an element's header: the file is truncated" }
        case .lengthPastEnd(let tag, let length, let offset, let available):
            "element \(tag.nameAndTag) at byte \(offset) says it holds \(length) bytes, but only \(available) follow: the file is truncated or corrupt"
        case .invalidVR(let tag, let code, let offset):
            "element \(tag.nameAndTag) at byte \(offset) has an invalid value representation \"\(code)\""
        case .expectedItem(let found, let offset):
            "a sequence holds \(found.nameAndTag) at byte \(offset) where an item belongs"
        case .tooDeeplyNested(let offset):
            "sequences are nested more than \(DataSetParser.maximumDepth) deep at byte \(offset)"
        case .undefinedLength(let tag, let offset):
            "element \(tag.nameAndTag) at byte \(offset) has an undefined length, which only sequences and pixel data may have"
        case .badDeflate(let reason):
            "the deflated data set does not inflate: \(reason)"
        case .deflatedDataEndsEarly:
            "the deflated data set stops short of its end: the file is truncated"
        case .notAnImage("SEG"):
            "a segmentation (SEG): its frames are masks laid over the series it was made from, not shown alone; open it with that series"
        case .notAnImage(let kind):
            "not an image" + (kind.map { " (\($0))" } ?? "") + ": the file holds no pixel data"
        case .missingElement(let tag):
            "the file has no \(tag.nameAndTag)"
        case .invalidValue(let tag, let reason):
            "\(tag.nameAndTag): \(reason)"
        case .unsupportedTransferSyntax(let syntax):
            "unsupported transfer syntax \(syntax.name) (\(syntax.uid))"
        case .unsupportedImage(let reason):
            "unsupported image: \(reason)"
        case .corruptPixelData(let syntax, let reason):
            "the \(syntax) pixel data does not decode: \(reason)"
        case .frameOutOfRange(let index, let count):
            "frame \(index) is out of range (the file has \(count) frames)"
        case .invalidJSON(let reason):
            "malformed DICOM JSON: \(reason)"
        }
    }
}

/// A `DICOMError` with the file it came from.
public struct DICOMFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file's path as given.
    public var path: String
    public var error: DICOMError
    /// The series the file's header names, when it could be read that far.
    public var seriesInstanceUID: String?

    public init(path: String, error: DICOMError, seriesInstanceUID: String? = nil) {
        self.path = path
        self.error = error
        self.seriesInstanceUID = seriesInstanceUID
    }

    /// Whether images may have been lost with the file: anything but a file that is no DICOM at all (a
    /// README, an empty file) or a DICOM file that holds no image (a DICOMDIR, a report).
    public var mayHoldImages: Bool {
        switch error {
        case .notDICOM, .notAnImage: false
        default: true
        }
    }

    public var description: String { "\(path): \(error)" }
}
