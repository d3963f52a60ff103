import Foundation

/// A DICOMweb server's answer to a store (STOW-RS, PS3.18 10.5.3): which instances it stored, where it
/// serves them, and which it refused, with why.
public struct StoreInstancesResponse: Sendable, Hashable {
    /// An instance stored.
    public struct Stored: Sendable, Hashable {
        public var sopClassUID: String?
        public var sopInstanceUID: String
        /// Where the server serves it (WADO-RS), if it says.
        public var retrieveURL: String?

        public init(sopClassUID: String?, sopInstanceUID: String, retrieveURL: String?) {
            self.sopClassUID = sopClassUID
            self.sopInstanceUID = sopInstanceUID
            self.retrieveURL = retrieveURL
        }
    }

    /// An instance refused.
    public struct Failed: Sendable, Hashable, CustomStringConvertible {
        public var sopClassUID: String?
        public var sopInstanceUID: String?
        /// The Failure Reason (PS3.18 Table I.2-3): `0xA7xx` out of resources, `0xA9xx` not the SOP class it
        /// says, `0xC000`–`0xCFFF` cannot process, `0x0110` processing failure, `0x0122` SOP class not
        /// supported, `0x0124` refused (not authorised).
        public var reason: Int?

        public init(sopClassUID: String?, sopInstanceUID: String?, reason: Int?) {
            self.sopClassUID = sopClassUID
            self.sopInstanceUID = sopInstanceUID
            self.reason = reason
        }

        /// "instance 1.2.3: cannot process (0xC000)".
        public var description: String {
            let what = reason.map { String(format: "%@ (0x%04X)", Self.meaning(of: $0), $0) } ?? "no reason given"
            return "instance \(sopInstanceUID ?? "?"): \(what)"
        }

        /// What a failure reason means, in people's words.
        static func meaning(of reason: Int) -> String {
            switch reason {
            case 0xA700...0xA7FF: "the server is out of resources"
            case 0xA900...0xA9FF: "the data set does not match its SOP class"
            case 0xC000...0xCFFF: "the server cannot process it"
            case 0x0110: "the server failed processing it"
            case 0x0122: "the server does not take this SOP class"
            case 0x0124: "the server refused it (not authorised)"
            case 0xB000...0xBFFF: "stored with a warning"
            default: "failed"
            }
        }
    }

    /// Where the server serves the study (WADO-RS), if it says.
    public var retrieveURL: String?
    public var stored: [Stored]
    public var failed: [Failed]

    public init(retrieveURL: String? = nil, stored: [Stored], failed: [Failed]) {
        self.retrieveURL = retrieveURL
        self.stored = stored
        self.failed = failed
    }

    /// Why the store did not take everything, in words (each instance refused, with its reason); nil when it
    /// stored instances and refused none.
    public var refusal: String? {
        if !failed.isEmpty { return failed.map(\.description).joined(separator: "; ") }
        return stored.isEmpty ? "it stored nothing and said nothing" : nil
    }

    /// The answer in `dataSet` (the DICOM JSON a server sends back). Elements it lacks are empty: an
    /// answer of nothing stored nothing.
    public init(_ dataSet: DataSet) {
        retrieveURL = dataSet.string(Self.retrieveURLTag)
        stored = (dataSet.sequence(DICOMTag(0x0008, 0x1199)) ?? []).compactMap { item in
            item.string(Self.referencedSOPInstanceUID).map {
                Stored(sopClassUID: item.string(Self.referencedSOPClassUID), sopInstanceUID: $0, retrieveURL: item.string(Self.retrieveURLTag))
            }
        }
        failed = (dataSet.sequence(DICOMTag(0x0008, 0x1198)) ?? []).map { item in
            Failed(
                sopClassUID: item.string(Self.referencedSOPClassUID), sopInstanceUID: item.string(Self.referencedSOPInstanceUID),
                reason: item.integer(DICOMTag(0x0008, 0x1197)))
        }
    }

    private static let referencedSOPClassUID = DICOMTag(0x0008, 0x1150)
    private static let referencedSOPInstanceUID = DICOMTag(0x0008, 0x1155)
    private static let retrieveURLTag = DICOMTag(0x0008, 0x1190)
}
