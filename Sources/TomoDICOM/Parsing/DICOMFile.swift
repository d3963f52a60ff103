/// A DICOM file (PS3.10): its file meta information, its transfer syntax and its data set. Reads files
/// with the 128-byte preamble and `DICM`, and without (a bare meta group, or a bare data set whose
/// encoding is recognised from its first element).
public struct DICOMFile: Sendable {
    /// The file meta information (group 0002), empty when the file has none.
    public let meta: DataSet
    /// How the data set is encoded.
    public let transferSyntax: TransferSyntax
    /// The data set: everything after the meta group.
    public let dataSet: DataSet
    /// What a header read (`read(path:stopsAtPixelData:)`) found wrong with the pixel data its header
    /// announces, without reading it: cut short by the file's end. Nil when it is whole, or was not looked at.
    public internal(set) var pixelDataProblem: DICOMError?
    /// Where a read that stopped at the pixel data stopped: the element's first byte in the data set's bytes.
    let pixelDataStart: Int?
    /// Whether the data set's elements carry their VR (which its first element tells, whatever the
    /// transfer syntax says).
    let isDataSetExplicitVR: Bool

    /// The most a deflated data set may inflate to.
    public static let maximumInflatedBytes = 1 << 30

    /// Reads `bytes`; with `stopsAtPixelData`, only the elements before the pixel data.
    public init(bytes: [UInt8], stopsAtPixelData: Bool = false) throws(DICOMError) {
        try self.init(bytes: bytes, stopsAtPixelData: stopsAtPixelData, salvaging: false)
    }

    /// Reads `bytes`; with `salvaging`, a data set that ends early (cut short, or a deflated stream that
    /// stops) keeps the top-level elements read before its end instead of failing: what tells which series
    /// a file cut short belonged to.
    init(bytes: [UInt8], stopsAtPixelData: Bool, salvaging: Bool) throws(DICOMError) {
        let buffer = DICOMBuffer(bytes)
        var position = 0
        if bytes.count >= 132, bytes[128..<132].elementsEqual("DICM".utf8) { position = 132 }
        var metaParser = DataSetParser(buffer: buffer, isExplicitVR: true, isBigEndian: false, position: position)
        let hasMeta = bytes.count - position >= 6 && metaParser.peekTag().group == 0x0002
        if position == 132 || hasMeta {
            meta = try metaParser.parseDataSet(continues: { $0.group == 0x0002 })
            position = metaParser.position
        } else {
            meta = DataSet(buffer: buffer, isBigEndian: false, elements: DataElements())
        }
        guard let syntax = meta.string(.transferSyntaxUID).map(TransferSyntax.init(uid:))
            ?? Self.recognizeEncoding(bytes, at: position)
        else { throw .notDICOM }
        transferSyntax = syntax
        var body = buffer
        if syntax.isDeflated {
            body = DICOMBuffer(
                try Inflater.inflateRaw(bytes[position...], limit: Self.maximumInflatedBytes, keepsPartialOutput: salvaging))
            position = 0
        }
        // Some writers declare one VR encoding and write the other: the first element tells (as pydicom
        // and DCMTK also read such files).
        var isExplicitVR = syntax.isExplicitVR
        if body.count - position >= 6 {
            isExplicitVR = ValueRepresentation(body.bytes[position + 4], body.bytes[position + 5]) != nil
        }
        var parser = DataSetParser(buffer: body, isExplicitVR: isExplicitVR, isBigEndian: syntax.isBigEndian, position: position)
        parser.stopsAtPixelData = stopsAtPixelData
        do {
            dataSet = try parser.parseDataSet()
        } catch where salvaging {
            dataSet = DataSet(buffer: body, isBigEndian: syntax.isBigEndian, elements: parser.elementsBeforeFailure)
        }
        pixelDataStart = parser.pixelDataStart
        isDataSetExplicitVR = isExplicitVR
    }

    /// The encoding of a data set without meta information, from its first element: a group below 0x0100
    /// (every data set starts with such a group) in one byte order or the other, and whether a VR follows.
    private static func recognizeEncoding(_ bytes: [UInt8], at position: Int) -> TransferSyntax? {
        guard bytes.count - position >= 8 else { return nil }
        let littleGroup = UInt16(bytes[position]) | UInt16(bytes[position + 1]) << 8
        let hasVR = ValueRepresentation(bytes[position + 4], bytes[position + 5]) != nil
        if littleGroup > 0, littleGroup < 0x0100 {
            return hasVR ? .explicitVRLittleEndian : .implicitVRLittleEndian
        }
        if littleGroup.byteSwapped > 0, littleGroup.byteSwapped < 0x0100, hasVR { return .explicitVRBigEndian }
        return nil
    }
}
