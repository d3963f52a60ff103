import Foundation
import TomoSeries

/// How the viewer writes who and what a series is: DICOM's `FAMILY^GIVEN` names and `YYYYMMDD` dates as
/// people read them.
enum StudyText {
    /// "Cranium, Test · 2024-01-15 · Head": the patient, the study date and description, what is known.
    static func line(for entry: SeriesEntry) -> String {
        [entry.patientName.flatMap(personName), entry.studyDate.flatMap(date), entry.studyDescription]
            .compactMap { $0?.isEmpty == false ? $0 : nil }
            .joined(separator: " · ")
    }

    /// `Doe^Jane^^Dr` as "Doe, Jane": family name, then given and middle names.
    static func personName(_ name: String) -> String? {
        let parts = name.split(separator: "=").first.map { $0.split(separator: "^", omittingEmptySubsequences: false) } ?? []
        let family = parts.first.map(String.init) ?? ""
        let given = parts.dropFirst().prefix(2).map(String.init).filter { !$0.isEmpty }.joined(separator: " ")
        let text = [family, given].filter { !$0.isEmpty }.joined(separator: ", ")
        return text.isEmpty ? nil : text
    }

    /// `20240115` as "2024-01-15"; any other text as it is.
    static func date(_ text: String) -> String? {
        let digits = Array(text.trimmingCharacters(in: .whitespaces))
        guard digits.count == 8, digits.allSatisfy(\.isNumber) else { return text.isEmpty ? nil : text }
        return "\(String(digits[0..<4]))-\(String(digits[4..<6]))-\(String(digits[6..<8]))"
    }
}
