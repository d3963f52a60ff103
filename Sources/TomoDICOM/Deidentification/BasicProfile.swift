/// The Basic Application Level Confidentiality Profile (PS3.15 Annex E, Table E.1-1): what it does to each
/// attribute that may identify a patient, and what its options (E.3) change.
public enum BasicProfile {
    /// An action of Table E.1-1, by its code there.
    enum Action: Sendable {
        /// D: replace with a dummy value consistent with the VR.
        case d
        /// Z: replace with a zero-length value (or a dummy).
        case z
        /// X: remove.
        case x
        /// U: replace the UID with another, consistent within the set of instances.
        case u
        /// Z/D: Z, or D where the attribute is required (type 1).
        case zd
        /// X/Z: X, or Z where the attribute is required to be present (type 2).
        case xz
        /// X/D: X, or D where the attribute is required (type 1).
        case xd
        /// X/Z/D: X, Z or D by the attribute's type.
        case xzd
        /// X/Z/U*: X or Z by type, and U for every UID inside (a reference to instances).
        case xzuStar
    }

    /// The action and VR for `tag`: a row of the table, or of its repeating groups (curves, overlay data and
    /// comments); nil for an attribute the table does not name (kept, and looked into if a sequence).
    static func entry(for tag: DICOMTag) -> (action: Action, vr: ValueRepresentation)? {
        if let row = table[tag.value] { return (row.action, row.vr) }
        switch tag.group & 0xFF00 {
        case 0x5000 where tag.group <= 0x501E: return (.x, .UN)
        case 0x6000 where tag.group <= 0x601E && tag.element == 0x3000: return (.x, .OW)
        case 0x6000 where tag.group <= 0x601E && tag.element == 0x4000: return (.x, .LT)
        default: return nil
        }
    }

    /// `(0008,0080) Institution Name`: the tag and its name where the table or Tomo's dictionary has one.
    static func name(of tag: DICOMTag) -> String {
        table[tag.value].map { "\(tag) \($0.name)" } ?? tag.nameAndTag
    }

    /// The attributes the Retain Patient Characteristics Option (113108) keeps as they are.
    static let patientCharacteristics: Set<UInt32> = [
        0x0010_0040, // Patient's Sex
        0x0010_1010, // Patient's Age
        0x0010_1020, // Patient's Size
        0x0010_1030, // Patient's Weight
        0x0010_1022, // Patient's Body Mass Index
        0x0010_1023, // Measured AP Dimension
        0x0010_1024, // Measured Lateral Dimension
        0x0010_2160, // Ethnic Group
        0x0010_21A0, // Smoking Status
        0x0010_21C0, // Pregnancy Status
        0x0010_2203, // Patient's Sex Neutered
    ]

    /// The patient's free-text characteristics that option keeps cleaned (C): allergies, history, alerts.
    static let patientCharacteristicTexts: Set<UInt32> = [
        0x0010_2110, // Allergies
        0x0010_21B0, // Additional Patient History
        0x0010_2000, // Medical Alerts
        0x0010_2180, // Occupation
        0x0038_0050, // Special Needs
        0x0038_0500, // Patient State
    ]

    /// The descriptions and comments the Clean Descriptors Option (113105) keeps, cleaned of identifying text.
    static let descriptors: Set<UInt32> = [
        0x0008_1030, // Study Description
        0x0008_103E, // Series Description
        0x0008_1080, // Admitting Diagnoses Description
        0x0008_2111, // Derivation Description
        0x0018_0010, // Contrast/Bolus Agent
        0x0018_1030, // Protocol Name
        0x0018_1400, // Acquisition Device Processing Description
        0x0018_4000, // Acquisition Comments
        0x0018_9424, // Acquisition Protocol Description
        0x0020_4000, // Image Comments
        0x0032_1030, // Reason for Study
        0x0032_1060, // Requested Procedure Description
        0x0032_1070, // Requested Contrast Agent
        0x0032_4000, // Study Comments
        0x0040_0007, // Scheduled Procedure Step Description
        0x0040_0254, // Performed Procedure Step Description
        0x0040_0280, // Comments on the Performed Procedure Step
        0x0040_1400, // Requested Procedure Comments
        0x0040_2400, // Imaging Service Request Comments
    ]
}
