import Foundation

/// Writes a made data set as a DICOM file (PS3.10): the 128-byte preamble, `DICM`, the file meta information
/// (Explicit VR Little Endian, Tomo as its implementation) and the data set in Explicit VR Little Endian.
public enum DICOMFileWriter {
    /// Tomo's implementation class UID (under the UUID root, `2.25`), in every file it writes.
    public static let implementationClassUID = "2.25.230144083800003574913196191928330486862"
    /// Tomo's implementation version name.
    public static let implementationVersionName = "TOMO_1"
    /// Explicit VR Little Endian.
    public static let explicitVRLittleEndian = "1.2.840.10008.1.2.1"

    /// The file of `dataSet`, whose SOP Class UID and SOP Instance UID the meta information repeats.
    /// - Throws: `DICOMWriteError` when a value is too long for its VR.
    public static func file(of dataSet: DataSetBuilder) throws(DICOMWriteError) -> Data {
        let header = try header(
            sopClassUID: dataSet.text(.sopClassUID), sopInstanceUID: dataSet.text(.sopInstanceUID),
            transferSyntaxUID: explicitVRLittleEndian)
        return Data(header + (try dataSet.encoded()))
    }

    /// The preamble, `DICM` and the file meta information of a file whose data set, encoded in transfer syntax
    /// `transferSyntaxUID`, follows them (an instance received over the network, written as it came).
    /// - Throws: `DICOMWriteError` when a UID is too long for its VR.
    public static func header(sopClassUID: String, sopInstanceUID: String, transferSyntaxUID: String) throws(DICOMWriteError) -> [UInt8] {
        var meta = DataSetBuilder()
        meta.set(DICOMTag(0x0002, 0x0001), .OB, bytes: [0, 1])
        meta.set(.mediaStorageSOPClassUID, .UI, sopClassUID)
        meta.set(.mediaStorageSOPInstanceUID, .UI, sopInstanceUID)
        meta.set(.transferSyntaxUID, .UI, transferSyntaxUID)
        meta.set(DICOMTag(0x0002, 0x0012), .UI, implementationClassUID)
        meta.set(DICOMTag(0x0002, 0x0013), .SH, implementationVersionName)
        let group = try meta.encoded()
        var length = DataSetBuilder()
        length.set(.fileMetaInformationGroupLength, .UL, bytes: DataSetBuilder.littleEndian(UInt32(group.count)))
        return [UInt8](repeating: 0, count: 128) + Array("DICM".utf8) + (try length.encoded()) + group
    }

    /// A new UID under the UUID root (`2.25.` and a random UUID as a decimal number, PS3.5 B.2).
    public static func makeUID() -> String {
        uid(fromUUIDBytes: withUnsafeBytes(of: UUID().uuid, Array.init))
    }

    /// The UID under the UUID root of the 128-bit number `bytes` (sixteen, most significant first): `2.25.`
    /// and the number in decimal (at most 39 digits, so at most 44 characters).
    public static func uid(fromUUIDBytes bytes: [UInt8]) -> String {
        // The number in decimal, by repeated division of its bytes by ten.
        var number = Array(bytes.prefix(16)), digits: [UInt8] = []
        while number.contains(where: { $0 != 0 }) {
            var remainder = 0
            for index in number.indices {
                let value = remainder * 256 + Int(number[index])
                number[index] = UInt8(value / 10)
                remainder = value % 10
            }
            digits.append(UInt8(remainder))
        }
        return "2.25." + (digits.isEmpty ? "0" : String(digits.reversed().map { Character(String($0)) }))
    }
}

extension DataSetBuilder {
    /// The first text value of element `tag` (set as text, or copied as bytes: its padding left out); empty
    /// without one.
    func text(_ tag: DICOMTag) -> String {
        switch elements[tag]?.value {
        case .strings(let values)?: values.first ?? ""
        case .bytes(let bytes)?:
            String(decoding: bytes, as: UTF8.self).split(separator: "\\", omittingEmptySubsequences: false).first
                .map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: " \0")) } ?? ""
        default: ""
        }
    }
}
