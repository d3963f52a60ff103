/// A coded concept as DICOM structured reports name things (PS3.3 8.8): a code, its coding scheme and its
/// meaning, `(410668003, SCT, "Length")`.
public struct CodedConcept: Sendable, Hashable, CustomStringConvertible {
    /// The Code Value (`410668003`).
    public var value: String
    /// The Coding Scheme Designator (`SCT`, `DCM`, `UCUM`).
    public var scheme: String
    /// The Code Meaning, what a reader sees (`Length`).
    public var meaning: String

    /// The concept `value` of `scheme`, meaning `meaning`.
    public init(_ value: String, _ scheme: String, _ meaning: String) {
        self.value = value
        self.scheme = scheme
        self.meaning = meaning
    }

    /// The code of code sequence item `item` (its Code Value, else its Long Code Value; its scheme; its meaning);
    /// nil without a value or a scheme.
    public init?(item: DataSet) {
        guard let value = item.string(DICOMTag(0x0008, 0x0100)) ?? item.string(DICOMTag(0x0008, 0x0119)),
              let scheme = item.string(DICOMTag(0x0008, 0x0102))
        else { return nil }
        self.init(value, scheme, item.string(DICOMTag(0x0008, 0x0104)) ?? "")
    }

    /// `(410668003, SCT, "Length")`.
    public var description: String { "(\(value), \(scheme), \"\(meaning)\")" }

    /// Its code sequence item: Code Value, Coding Scheme Designator, Code Meaning.
    var item: DataSetBuilder {
        var item = DataSetBuilder()
        item.set(DICOMTag(0x0008, 0x0100), .SH, value)
        item.set(DICOMTag(0x0008, 0x0102), .SH, scheme)
        item.set(DICOMTag(0x0008, 0x0104), .LO, meaning)
        return item
    }
}

/// The codes a TID 1500 measurement report uses (DICOM PS3.16: DCM, SNOMED CT, LOINC, UCUM).
extension CodedConcept {
    /// DCM 126000, "Imaging Measurement Report".
    public static let imagingMeasurementReport = CodedConcept("126000", "DCM", "Imaging Measurement Report")
    /// DCM 121049, "Language of Content Item and Descendants".
    public static let languageOfContent = CodedConcept("121049", "DCM", "Language of Content Item and Descendants")
    /// RFC5646 en-US, "English (United States)".
    public static let englishUS = CodedConcept("en-US", "RFC5646", "English (United States)")
    /// DCM 121058, "Procedure reported".
    public static let procedureReported = CodedConcept("121058", "DCM", "Procedure reported")
    /// LN 25045-6, "CT unspecified body region".
    public static let ctUnspecifiedBodyRegion = CodedConcept("25045-6", "LN", "CT unspecified body region")
    /// DCM 126010, "Imaging Measurements".
    public static let imagingMeasurements = CodedConcept("126010", "DCM", "Imaging Measurements")
    /// DCM 125007, "Measurement Group".
    public static let measurementGroup = CodedConcept("125007", "DCM", "Measurement Group")
    /// DCM 112039, "Tracking Identifier".
    public static let trackingIdentifier = CodedConcept("112039", "DCM", "Tracking Identifier")
    /// DCM 112040, "Tracking Unique Identifier".
    public static let trackingUniqueIdentifier = CodedConcept("112040", "DCM", "Tracking Unique Identifier")
    /// DCM 111030, "Image Region".
    public static let imageRegion = CodedConcept("111030", "DCM", "Image Region")
    /// SCT 260753009, "Source".
    public static let source = CodedConcept("260753009", "SCT", "Source")

    /// SCT 410668003, "Length".
    public static let length = CodedConcept("410668003", "SCT", "Length")
    /// SCT 42798000, "Area".
    public static let area = CodedConcept("42798000", "SCT", "Area")
    /// SCT 373098007, "Mean".
    public static let mean = CodedConcept("373098007", "SCT", "Mean")
    /// SCT 386136009, "Standard Deviation".
    public static let standardDeviation = CodedConcept("386136009", "SCT", "Standard Deviation")
    /// SCT 255605001, "Minimum".
    public static let minimum = CodedConcept("255605001", "SCT", "Minimum")
    /// SCT 56851009, "Maximum".
    public static let maximum = CodedConcept("56851009", "SCT", "Maximum")
    /// SCT 1483009, "Angle".
    public static let angle = CodedConcept("1483009", "SCT", "Angle")
    /// SCT 285285000, "Cobb angle".
    public static let cobbAngle = CodedConcept("285285000", "SCT", "Cobb angle")
    /// DCM 112031, "Attenuation Coefficient".
    public static let attenuationCoefficient = CodedConcept("112031", "DCM", "Attenuation Coefficient")
    /// DCM 110852, "MR signal intensity".
    public static let mrSignalIntensity = CodedConcept("110852", "DCM", "MR signal intensity")

    /// UCUM mm, "millimeter".
    public static let millimetre = CodedConcept("mm", "UCUM", "millimeter")
    /// UCUM mm2, "square millimeter".
    public static let squareMillimetre = CodedConcept("mm2", "UCUM", "square millimeter")
    /// UCUM deg, "degree".
    public static let degree = CodedConcept("deg", "UCUM", "degree")
    /// UCUM [hnsf'U], "Hounsfield unit".
    public static let hounsfieldUnit = CodedConcept("[hnsf'U]", "UCUM", "Hounsfield unit")
    /// A dose grid's unit.
    public static let gray = CodedConcept("Gy", "UCUM", "Gy")
    /// The unit of a value that has none DICOM codes (an MR's).
    public static let noUnits = CodedConcept("1", "UCUM", "no units")
}
