import Foundation
import TomoCore

/// Tomo's annotation document: the annotations made on one series, as JSON (see docs/desktop.md, "Annotations are kept
/// without asking"):
///
/// ```
/// {"seriesInstanceUID": "1.2.3", "frameOfReferenceUID": "1.2.4", "annotations": [
///   {"kind": "length", "plane": "axial", "slice": 12, "points": [[10, 20], [40.5, 60]], "positions": [[-120.3, -80, 41.5], [-102.9, -57.4, 41.5]]}
/// ], "keyImages": [12, 40]}
/// ```
///
/// `keyImages` (left out when there is none) lists the slices the reader starred as key images and has not
/// saved as a key object selection yet, so that the stars outlast the session.
///
/// Documents written before annotations kept their positions (no `positions`, an ellipse's `center` and
/// `radii` instead of its points) read as well, and are written in this form.
///
/// Members Tomo does not read, in the document and in each annotation, are kept and written back.
public struct AnnotationDocument: Sendable, Equatable {
    /// The series the annotations were made on (its DICOM Series Instance UID, or a server's series id).
    public var seriesInstanceUID: String
    /// The frame of reference the annotations' `positions` lie in (its DICOM Frame of Reference UID); nil where
    /// the series names none.
    public var frameOfReferenceUID: String?
    public var annotations: [AnnotationRecord]
    /// The slices starred as key images and not saved yet (indices from 0, ascending, each once).
    public var keyImages: [Int]
    /// The document's members Tomo does not read.
    public var otherMembers: [(key: String, value: JSONValue?)]

    /// The largest document read: a million annotations' worth, far past what a reader draws.
    public static let maximumBytes = 64 << 20

    public init(
        seriesInstanceUID: String, frameOfReferenceUID: String? = nil, annotations: [AnnotationRecord] = [], keyImages: [Int] = [],
        otherMembers: [(key: String, value: JSONValue?)] = []
    ) {
        self.seriesInstanceUID = seriesInstanceUID
        self.frameOfReferenceUID = frameOfReferenceUID
        self.annotations = annotations
        self.keyImages = Array(Set(keyImages)).sorted()
        self.otherMembers = otherMembers
    }

    public static func == (lhs: AnnotationDocument, rhs: AnnotationDocument) -> Bool {
        lhs.seriesInstanceUID == rhs.seriesInstanceUID && lhs.frameOfReferenceUID == rhs.frameOfReferenceUID && lhs.annotations == rhs.annotations
            && lhs.keyImages == rhs.keyImages && JSONValue.object(lhs.otherMembers) == JSONValue.object(rhs.otherMembers)
    }
}
