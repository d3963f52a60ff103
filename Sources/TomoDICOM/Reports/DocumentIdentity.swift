import Foundation

/// Where a document Tomo writes (a measurement report, a key object selection) goes and what it says of itself:
/// its series (new, in the study of the images it refers to) and instance, and when it was made.
public struct DocumentIdentity: Sendable, Hashable {
    public var seriesInstanceUID: String
    public var sopInstanceUID: String
    public var seriesNumber: Int
    public var seriesDescription: String
    /// When it was made.
    public var date: Date

    public init(
        seriesInstanceUID: String = DICOMFileWriter.makeUID(), sopInstanceUID: String = DICOMFileWriter.makeUID(),
        seriesNumber: Int, seriesDescription: String, date: Date = Date()
    ) {
        self.seriesInstanceUID = seriesInstanceUID
        self.sopInstanceUID = sopInstanceUID
        self.seriesNumber = seriesNumber
        self.seriesDescription = seriesDescription
        self.date = date
    }

    /// A new measurement report's: series 9901, "Tomo measurements", made now.
    public static func measurements() -> DocumentIdentity {
        DocumentIdentity(seriesNumber: 9_901, seriesDescription: "Tomo measurements")
    }

    /// A new key object selection's: series 9902, "Tomo key images", made now.
    public static func keyImages() -> DocumentIdentity {
        DocumentIdentity(seriesNumber: 9_902, seriesDescription: "Tomo key images")
    }
}
