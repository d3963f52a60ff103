/// How a data set and its pixel data are encoded: byte order, explicit or implicit VR, deflate, and the
/// pixel data's compression.
public struct TransferSyntax: Sendable, Hashable, CustomStringConvertible {
    /// The UID, e.g. `1.2.840.10008.1.2.1`.
    public let uid: String
    /// What people call it, e.g. "JPEG Lossless, SV1".
    public let name: String
    public let isExplicitVR: Bool
    public let isBigEndian: Bool
    /// The data set after the meta group is deflated (RFC 1951).
    public let isDeflated: Bool
    /// Pixel data is compressed, in fragments.
    public let isEncapsulated: Bool

    public var description: String { "\(name) (\(uid))" }

    /// The transfer syntax of `uid`: a known one, or an encapsulated one named by its UID.
    public init(uid: String) {
        if let known = Self.known.first(where: { $0.uid == uid }) {
            self = known
        } else {
            self.init(uid: uid, name: "transfer syntax \(uid)", explicit: true, bigEndian: false, deflated: false, encapsulated: true)
        }
    }

    private init(uid: String, name: String, explicit: Bool, bigEndian: Bool, deflated: Bool, encapsulated: Bool) {
        self.uid = uid
        self.name = name
        isExplicitVR = explicit
        isBigEndian = bigEndian
        isDeflated = deflated
        isEncapsulated = encapsulated
    }

    private static func compressed(_ uid: String, _ name: String) -> TransferSyntax {
        TransferSyntax(uid: uid, name: name, explicit: true, bigEndian: false, deflated: false, encapsulated: true)
    }

    /// 1.2.840.10008.1.2: Implicit VR Little Endian.
    public static let implicitVRLittleEndian = TransferSyntax(
        uid: "1.2.840.10008.1.2", name: "Implicit VR Little Endian", explicit: false, bigEndian: false, deflated: false,
        encapsulated: false)
    /// 1.2.840.10008.1.2.1: Explicit VR Little Endian.
    public static let explicitVRLittleEndian = TransferSyntax(
        uid: "1.2.840.10008.1.2.1", name: "Explicit VR Little Endian", explicit: true, bigEndian: false, deflated: false,
        encapsulated: false)
    /// 1.2.840.10008.1.2.1.99: Deflated Explicit VR Little Endian.
    public static let deflatedExplicitVRLittleEndian = TransferSyntax(
        uid: "1.2.840.10008.1.2.1.99", name: "Deflated Explicit VR Little Endian", explicit: true, bigEndian: false,
        deflated: true, encapsulated: false)
    /// 1.2.840.10008.1.2.2: Explicit VR Big Endian.
    public static let explicitVRBigEndian = TransferSyntax(
        uid: "1.2.840.10008.1.2.2", name: "Explicit VR Big Endian", explicit: true, bigEndian: true, deflated: false,
        encapsulated: false)
    /// 1.2.840.10008.1.2.4.50: JPEG Baseline (Process 1).
    public static let jpegBaseline = compressed("1.2.840.10008.1.2.4.50", "JPEG Baseline (Process 1)")
    /// 1.2.840.10008.1.2.4.51: JPEG Extended (Process 2 & 4).
    public static let jpegExtended = compressed("1.2.840.10008.1.2.4.51", "JPEG Extended (Process 2 & 4)")
    /// 1.2.840.10008.1.2.4.57: JPEG Lossless (Process 14).
    public static let jpegLossless = compressed("1.2.840.10008.1.2.4.57", "JPEG Lossless (Process 14)")
    /// 1.2.840.10008.1.2.4.70: JPEG Lossless, SV1 (Process 14, Selection Value 1).
    public static let jpegLosslessSV1 = compressed("1.2.840.10008.1.2.4.70", "JPEG Lossless, SV1 (Process 14, Selection Value 1)")
    /// 1.2.840.10008.1.2.4.80: JPEG-LS Lossless.
    public static let jpegLSLossless = compressed("1.2.840.10008.1.2.4.80", "JPEG-LS Lossless")
    /// 1.2.840.10008.1.2.4.81: JPEG-LS Near-Lossless.
    public static let jpegLSNearLossless = compressed("1.2.840.10008.1.2.4.81", "JPEG-LS Near-Lossless")
    /// 1.2.840.10008.1.2.4.90: JPEG 2000 (Lossless Only).
    public static let jpeg2000Lossless = compressed("1.2.840.10008.1.2.4.90", "JPEG 2000 (Lossless Only)")
    /// 1.2.840.10008.1.2.4.91: JPEG 2000.
    public static let jpeg2000 = compressed("1.2.840.10008.1.2.4.91", "JPEG 2000")
    /// 1.2.840.10008.1.2.4.201: High-Throughput JPEG 2000 (Lossless Only).
    public static let htj2kLossless = compressed("1.2.840.10008.1.2.4.201", "High-Throughput JPEG 2000 (Lossless Only)")
    public static let htj2kLosslessRPCL = compressed(
        "1.2.840.10008.1.2.4.202", "High-Throughput JPEG 2000 with RPCL Options (Lossless Only)")
    /// 1.2.840.10008.1.2.4.203: High-Throughput JPEG 2000.
    public static let htj2k = compressed("1.2.840.10008.1.2.4.203", "High-Throughput JPEG 2000")
    /// 1.2.840.10008.1.2.5: RLE Lossless.
    public static let rleLossless = compressed("1.2.840.10008.1.2.5", "RLE Lossless")
    /// 1.2.840.10008.1.2.4.100: MPEG2 Main Profile @ Main Level.
    public static let mpeg2 = compressed("1.2.840.10008.1.2.4.100", "MPEG2 Main Profile @ Main Level")
    /// 1.2.840.10008.1.2.4.102: MPEG-4 AVC/H.264 High Profile.
    public static let mpeg4 = compressed("1.2.840.10008.1.2.4.102", "MPEG-4 AVC/H.264 High Profile")
    /// 1.2.840.10008.1.2.4.107: HEVC/H.265 Main Profile.
    public static let hevc = compressed("1.2.840.10008.1.2.4.107", "HEVC/H.265 Main Profile")

    /// The transfer syntaxes Tomo knows by name.
    public static let known: [TransferSyntax] = [
        implicitVRLittleEndian, explicitVRLittleEndian, deflatedExplicitVRLittleEndian, explicitVRBigEndian,
        jpegBaseline, jpegExtended, jpegLossless, jpegLosslessSV1, jpegLSLossless, jpegLSNearLossless,
        jpeg2000Lossless, jpeg2000, htj2kLossless, htj2kLosslessRPCL, htj2k, rleLossless, mpeg2, mpeg4, hevc,
    ]
}

extension TransferSyntax: Codable {
    /// A transfer syntax is kept as its UID, and read back as ``init(uid:)`` knows it.
    public init(from decoder: any Decoder) throws {
        self.init(uid: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(uid)
    }
}
