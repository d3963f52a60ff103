import Foundation
import TomoCore

extension StudyQuery {
    /// Whether `study` matches the query as a PACS matches it, for a catalog that searches itself (files and
    /// folders): a patient name, ID or accession number with `*` and `?` as wildcards, ignoring case; a date as
    /// a day or a range (`20240101-20241231`, `-20231231`, `20240101-`); a modality among the study's; a Study
    /// Instance UID whole.
    public func matches(_ study: StudySummary) -> Bool {
        if let uid = studyInstanceUID, !uid.isEmpty, uid != study.studyInstanceUID { return false }
        for (pattern, value) in [(patientName, study.patientName), (patientID, study.patientID), (accessionNumber, study.accessionNumber)] {
            guard let pattern, !pattern.isEmpty else { continue }
            guard let value, Self.wildcard(pattern, matches: value) else { return false }
        }
        if let date = studyDate, !date.isEmpty {
            guard let day = study.studyDate else { return false }
            let parts = date.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
            if parts.count == 1 {
                guard day == parts[0] else { return false }
            } else {
                if !parts[0].isEmpty, day < parts[0] { return false }
                if !parts[1].isEmpty, day > parts[1] { return false }
            }
        }
        if let modality, !modality.isEmpty, !study.modalities.contains(where: { $0.caseInsensitiveCompare(modality) == .orderedSame }) {
            return false
        }
        return true
    }

    /// Whether `value` matches `pattern` whole, `*` any run of characters and `?` any one, ignoring case.
    static func wildcard(_ pattern: String, matches value: String) -> Bool {
        let expression = "^" + pattern.map { character in
            switch character {
            case "*": ".*"
            case "?": "."
            default: NSRegularExpression.escapedPattern(for: String(character))
            }
        }.joined() + "$"
        return value.range(of: expression, options: [.regularExpression, .caseInsensitive]) != nil
    }
}
