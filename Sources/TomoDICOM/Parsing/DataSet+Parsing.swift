extension DataSet {
    /// The data set `bytes` hold, encoded in `transferSyntax` with no preamble or meta information: what a
    /// DIMSE message carries (a query's identifier, an instance sent to be stored).
    /// - Throws: `DICOMError` for bytes that are not such a data set (every length checked first).
    public init(bytes: [UInt8], transferSyntax: TransferSyntax) throws(DICOMError) {
        let body = transferSyntax.isDeflated
            ? try Inflater.inflateRaw(bytes[...], limit: DICOMFile.maximumInflatedBytes) : bytes
        var parser = DataSetParser(
            buffer: DICOMBuffer(body), isExplicitVR: transferSyntax.isExplicitVR, isBigEndian: transferSyntax.isBigEndian)
        self = try parser.parseDataSet()
    }
}
