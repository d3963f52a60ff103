import Foundation

/// A patient's follow-up as a library holds it: the head CT's patient (TOMO-0001) scanned in 2024 (`current`,
/// four slices), 2023 (`prior`, four) and 2021 (`older`, three), and another patient's study of 2023
/// (`otherPatient`, ID OTHER-1, the same name), each copied from the head's slices under its own UIDs.
public enum FollowUpStudies {
    public static let current = "1.2.826.0.1.3680043.10.1234.70.3"
    public static let prior = "1.2.826.0.1.3680043.10.1234.70.2"
    public static let older = "1.2.826.0.1.3680043.10.1234.70.1"
    public static let otherPatient = "1.2.826.0.1.3680043.10.1234.70.9"

    /// Writes the four studies into `folder`, one subfolder each.
    public static func write(into folder: URL) async throws {
        let head = try await HeadCTSeries.shared()
        try await head.copy(slices: 0..<4, in: folder.appending(path: "current"), asStudy: current, date: "20240115", description: "Head")
        try await head.copy(slices: 0..<4, in: folder.appending(path: "prior"), asStudy: prior, date: "20230115", description: "Head prior")
        try await head.copy(slices: 0..<3, in: folder.appending(path: "older"), asStudy: older, date: "20210115", description: "Head older")
        try await head.copy(
            slices: 0..<4, in: folder.appending(path: "other"), asStudy: otherPatient, date: "20231201", description: "Other",
            patientID: "OTHER-1")
    }
}
