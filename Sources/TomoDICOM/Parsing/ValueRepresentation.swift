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

    /// The VR named by two bytes of an Explicit VR element, nil if they name none (looked up in a table: every
    /// element of a data set asks).
    init?(_ first: UInt8, _ second: UInt8) {
        let (a, z) = (UInt8(ascii: "A"), UInt8(ascii: "Z"))
        guard (a...z).contains(first), (a...z).contains(second), let value = Self.byLetters[Int(first - a) * 26 + Int(second - a)] else {
            return nil
        }
        self = value
    }

    /// Every VR at its two capital letters' place, (first − "A") × 26 + (second − "A").
    private static let byLetters: [ValueRepresentation?] = {
        var table = [ValueRepresentation?](repeating: nil, count: 26 * 26)
        for vr in allCases {
            let letters = Array(vr.rawValue.utf8).map { Int($0 - UInt8(ascii: "A")) }
            table[letters[0] * 26 + letters[1]] = vr
        }
        return table
    }()
}
