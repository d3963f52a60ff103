/// What a study search matches, whatever the server speaks (QIDO-RS attribute matching, PS3.18 8.3.4; a
/// C-FIND's keys are the same attributes): each field given narrows it.
public struct StudyQuery: Sendable, Hashable {
    /// A patient name, `*` and `?` as wildcards (`Doe*`).
    public var patientName: String?
    public var patientID: String?
    /// A date or a range, as DICOM writes them: `20240115`, `20240101-20241231`, `-20231231`, `20240101-`.
    public var studyDate: String?
    /// A modality the study holds (`CT`).
    public var modality: String?
    public var accessionNumber: String?
    /// One study by its Study Instance UID (matched whole: a UID takes no wildcards).
    public var studyInstanceUID: String?

    public init(
        patientName: String? = nil, patientID: String? = nil, studyDate: String? = nil, modality: String? = nil,
        accessionNumber: String? = nil, studyInstanceUID: String? = nil
    ) {
        self.studyInstanceUID = studyInstanceUID
        self.patientName = patientName
        self.patientID = patientID
        self.studyDate = studyDate
        self.modality = modality
        self.accessionNumber = accessionNumber
    }

    /// Whether `text` is a date or range as `studyDate` takes them.
    public static func isDateOrRange(_ text: String) -> Bool {
        text.range(of: #"^(\d{8})?-?(\d{8})?$"#, options: .regularExpression) != nil && text != "-" && !text.isEmpty
    }

    /// The query's items as DICOM names them (QIDO-RS parameters, C-FIND keys), in a fixed order.
    var items: [(name: String, value: String?)] {
        [("PatientName", patientName), ("PatientID", patientID), ("StudyDate", studyDate), ("ModalitiesInStudy", modality),
         ("AccessionNumber", accessionNumber), ("StudyInstanceUID", studyInstanceUID)]
            .compactMap { name, value in value.map { (name, $0) } }
    }
}
