import Foundation

/// The DICOM JSON model (PS3.18 F.2), as DICOMweb servers answer QIDO-RS searches and WADO-RS metadata:
/// each data set becomes a `DataSet` like a file's, so everything that reads files (series assembly, the
/// instances' geometry and windows) reads these the same way.
///
/// Each JSON data set is written as Explicit VR Little Endian bytes, which the file parser then reads:
/// one parser, with its checks, for both. Values given by `BulkDataURI` are left out (their bytes are
/// elsewhere); `InlineBinary` is decoded.
public enum DICOMJSON {
    /// The data sets of a JSON array of them (a metadata or search answer).
    /// - Throws: ``DICOMError/invalidJSON(_:)`` for anything but an array of data sets in the model's shape.
    public static func dataSets(from data: Data) throws(DICOMError) -> [DataSet] {
        guard case .array(let items) = try DICOMJSONNode.parse(data) else { throw .invalidJSON("expected an array of data sets") }
        return try items.enumerated().map { (index, item) throws(DICOMError) in
            guard case .object(let members) = item else { throw .invalidJSON("item \(index) is not an object") }
            return try dataSet(from: members)
        }
    }

    /// The data set of a JSON object (a store answer).
    /// - Throws: ``DICOMError/invalidJSON(_:)`` for anything but one data set in the model's shape.
    public static func dataSet(from data: Data) throws(DICOMError) -> DataSet {
        guard case .object(let members) = try DICOMJSONNode.parse(data) else { throw .invalidJSON("expected a data set (an object)") }
        return try dataSet(from: members)
    }

    /// For each data set of a JSON array of them (a metadata answer), the URIs of its top-level values given
    /// by `BulkDataURI`, by tag: where to fetch what `dataSets(from:)` leaves out.
    /// - Throws: ``DICOMError/invalidJSON(_:)`` as `dataSets(from:)` does.
    public static func bulkDataURIs(from data: Data) throws(DICOMError) -> [[DICOMTag: String]] {
        guard case .array(let items) = try DICOMJSONNode.parse(data) else { throw .invalidJSON("expected an array of data sets") }
        return try items.enumerated().map { (index, item) throws(DICOMError) in
            guard case .object(let members) = item else { throw .invalidJSON("item \(index) is not an object") }
            var uris: [DICOMTag: String] = [:]
            for member in members {
                guard case .string(let uri)? = member.value["BulkDataURI"], member.key.utf8.count == 8,
                      let number = UInt32(member.key, radix: 16)
                else { continue }
                uris[DICOMTag(UInt16(number >> 16), UInt16(number & 0xFFFF))] = uri
            }
            return uris
        }
    }

    /// One data set from its JSON object's members.
    static func dataSet(from members: [DICOMJSONNode.Member]) throws(DICOMError) -> DataSet {
        var encoder = DICOMJSONEncoder()
        try encoder.encode(members, depth: 0)
        var parser = DataSetParser(buffer: DICOMBuffer(encoder.bytes), isExplicitVR: true, isBigEndian: false)
        return try parser.parseDataSet()
    }
}
