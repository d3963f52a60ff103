/// One instance de-identified: the Part 10 file to write, what the residual scan must look at, what it held
/// that identified the patient, and what a DICOMDIR record of it says.
public struct DeidentifiedInstance: Sendable {
    /// The file up to its pixel data: preamble, meta information, every element but the pixel data (what the
    /// residual scan reads).
    public var head: [UInt8]
    /// The pixel data element, in parts: its value's are slices of the input's bytes where kept as they were.
    public var pixelData: [ArraySlice<UInt8>]

    /// The whole file.
    public var bytes: [UInt8] { head + pixelData.joined() }
    /// The identifying values the input held.
    public var identifyingValues: IdentifyingValues
    /// The patient's new ID, the new UIDs, and what a directory record repeats.
    public var patientID: String
    public var studyInstanceUID: String
    public var seriesInstanceUID: String
    public var sopInstanceUID: String
    public var sopClassUID: String
    public var transferSyntaxUID: String
    public var modality: String
    public var studyDate: String
    public var seriesNumber: String
    public var instanceNumber: String
}

/// Why an instance was not de-identified.
public enum DeidentificationRefusal: Error, Sendable, Hashable, CustomStringConvertible {
    /// Its pixels may carry burned-in text (`reason`), and no areas to blank were given.
    case burnedInText(String)
    /// Its pixels could not be blanked (compressed, or an encoding Tomo does not blank).
    case unblankable(String)
    /// The file could not be read.
    case unreadable(String)
    /// The de-identified data set could not be written (a value too long for its VR).
    case unwritable(String)

    public var description: String {
        switch self {
        case .burnedInText(let reason): "refused: \(reason); give the areas to blank (--blank X0,Y0,X1,Y1) to export it"
        case .unblankable(let reason): "refused: its pixels cannot be blanked: \(reason)"
        case .unreadable(let reason): "unreadable: \(reason)"
        case .unwritable(let reason): "not written: \(reason)"
        }
    }
}
