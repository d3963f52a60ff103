/// A coded concept as DICOM structured reports name things (PS3.3 8.8): a code, its coding scheme and its
/// meaning, `(410668003, SCT, "Length")`.
public struct CodedConcept: Sendable, Hashable, CustomStringConvertible {
    public var value: String
    public var scheme: String
    public var meaning: String

    public init(_ value: String, _ scheme: String, _ meaning: String) {
        self.value = value
        self.scheme = scheme
        self.meaning = meaning
    }

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
    public static let imagingMeasurementReport = CodedConcept("126000", "DCM", "Imaging Measurement Report")
    public static let languageOfContent = CodedConcept("121049", "DCM", "Language of Content Item and Descendants")
    public static let englishUS = CodedConcept("en-US", "RFC5646", "English (United States)")
    public static let procedureReported = CodedConcept("121058", "DCM", "Procedure reported")
    public static let ctUnspecifiedBodyRegion = CodedConcept("25045-6", "LN", "CT unspecified body region")
    public static let imagingMeasurements = CodedConcept("126010", "DCM", "Imaging Measurements")
    public static let measurementGroup = CodedConcept("125007", "DCM", "Measurement Group")
    public static let trackingIdentifier = CodedConcept("112039", "DCM", "Tracking Identifier")
    public static let trackingUniqueIdentifier = CodedConcept("112040", "DCM", "Tracking Unique Identifier")
    public static let imageRegion = CodedConcept("111030", "DCM", "Image Region")
    public static let source = CodedConcept("260753009", "SCT", "Source")

    public static let length = CodedConcept("410668003", "SCT", "Length")
    public static let area = CodedConcept("42798000", "SCT", "Area")
    public static let mean = CodedConcept("373098007", "SCT", "Mean")
    public static let standardDeviation = CodedConcept("386136009", "SCT", "Standard Deviation")
    public static let minimum = CodedConcept("255605001", "SCT", "Minimum")
    public static let maximum = CodedConcept("56851009", "SCT", "Maximum")
    public static let angle = CodedConcept("1483009", "SCT", "Angle")
    public static let cobbAngle = CodedConcept("285285000", "SCT", "Cobb angle")
    public static let attenuationCoefficient = CodedConcept("112031", "DCM", "Attenuation Coefficient")
    public static let mrSignalIntensity = CodedConcept("110852", "DCM", "MR signal intensity")

    public static let millimetre = CodedConcept("mm", "UCUM", "millimeter")
    public static let squareMillimetre = CodedConcept("mm2", "UCUM", "square millimeter")
    public static let degree = CodedConcept("deg", "UCUM", "degree")
    public static let hounsfieldUnit = CodedConcept("[hnsf'U]", "UCUM", "Hounsfield unit")
    /// A dose grid's unit.
    public static let gray = CodedConcept("Gy", "UCUM", "Gy")
    /// The unit of a value that has none DICOM codes (an MR's).
    public static let noUnits = CodedConcept("1", "UCUM", "no units")
}
