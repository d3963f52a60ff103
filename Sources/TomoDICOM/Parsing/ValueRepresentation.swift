/// A data element's value representation: how its value is encoded (DICOM PS3.5 6.2).
public enum ValueRepresentation: String, Sendable, Hashable, CaseIterable {
    case AE, AS, AT, CS, DA, DS, DT, FD, FL, IS, LO, LT, OB, OD, OF, OL, OV, OW, PN, SH, SL, SQ, SS, ST, SV, TM
    case UC, UI, UL, UN, UR, US, UT, UV

    /// Whether Explicit VR encodes the length in four bytes after two reserved ones (PS3.5 7.1.2).
    var hasLongLength: Bool {
        switch self {
        case .OB, .OD, .OF, .OL, .OV, .OW, .SQ, .SV, .UC, .UN, .UR, .UT, .UV: true
        default: false
        }
    }

    /// The VR named by two bytes of an Explicit VR element, nil if they name none.
    init?(_ first: UInt8, _ second: UInt8) {
        guard let value = Self(rawValue: String(decoding: [first, second], as: UTF8.self)) else { return nil }
        self = value
    }
}
