import Foundation
import TomoCore
import TomoVolume

/// How the viewer and an exported frame write who and what a series is: DICOM's `FAMILY^GIVEN` names and `YYYYMMDD` dates as
/// people read them.
public enum StudyText {
    /// "Cranium, Test · 2024-01-15 · Head": the patient, the study date and description, what is known.
    public static func line(for entry: SeriesEntry) -> String {
        [entry.patientName.flatMap(personName), entry.studyDate.flatMap(date), entry.studyDescription]
            .compactMap { $0?.isEmpty == false ? $0 : nil }
            .joined(separator: " · ")
    }

    /// `Doe^Jane^^Dr` as "Doe, Jane": family name, then given and middle names.
    public static func personName(_ name: String) -> String? {
        let parts = name.split(separator: "=").first.map { $0.split(separator: "^", omittingEmptySubsequences: false) } ?? []
        let family = parts.first.map(String.init) ?? ""
        let given = parts.dropFirst().prefix(2).map(String.init).filter { !$0.isEmpty }.joined(separator: " ")
        let text = [family, given].filter { !$0.isEmpty }.joined(separator: ", ")
        return text.isEmpty ? nil : text
    }

    /// `20240115` as "2024-01-15"; any other text as it is.
    public static func date(_ text: String) -> String? {
        let digits = Array(text.trimmingCharacters(in: .whitespaces))
        guard digits.count == 8, digits.allSatisfy(\.isNumber) else { return text.isEmpty ? nil : text }
        return "\(String(digits[0..<4]))-\(String(digits[4..<6]))-\(String(digits[6..<8]))"
    }
}

extension StudyText {
    /// Where section `index` (from 0) of `count` along `plane` lies: the axial "slice 54 / 108 · 119.5 mm" (with
    /// `distance`, its position along the series' normal, to a hundredth), "coronal 129 / 256" for the others.
    public static func position(ofSection index: Int, count: Int, plane: VolumePlane, distance: Double? = nil) -> String {
        guard plane == .axial else { return "\(plane.rawValue) \(index + 1) / \(count)" }
        let text = "slice \(index + 1) / \(count)"
        guard let distance else { return text }
        let rounded = (distance * 100).rounded() / 100
        return text + " · \(rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)) mm"
    }

    /// A window as the overlays write it: "W 400  L 40", in the series' `unit`.
    public static func window(_ window: WindowLevel, unit: ValueUnit) -> String {
        "W \(unit.number(window.width))  L \(unit.number(window.level))"
    }
}
