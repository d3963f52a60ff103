import Foundation
import TomoCore

/// The replacement values de-identification derives from a key (HMAC-SHA-256): one key gives one UID for each
/// original UID, one pseudonym and one date shift for each patient, in every run and on every machine, so a
/// study and its prior de-identified apart still align and a report still finds its images; without the key
/// none can be traced back.
public struct Pseudonyms: Sendable {
    private let hmac: HMAC

    /// Pseudonyms under `key` (its bytes, any length; 32 random bytes make a good one).
    public init(key: [UInt8]) {
        hmac = HMAC(key: key)
    }

    /// 32 random bytes: a key for one run whose values need not agree with another's.
    public static func randomKey() -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    }

    /// The replacement for UID `uid`: under the UUID root (`2.25.`), from a version 8 (RFC 9562) UUID whose
    /// bits are the keyed digest of the original.
    public func uid(replacing uid: String) -> String {
        var bytes = Array(hmac.code(of: "uid\0" + uid).prefix(16))
        bytes[6] = bytes[6] & 0x0F | 0x80
        bytes[8] = bytes[8] & 0x3F | 0x80
        return DICOMFileWriter.uid(fromUUIDBytes: bytes)
    }

    /// The pseudonym of the patient whose ID is `patientID`: `ANON` and ten hexadecimal digits of its digest.
    public func patientID(replacing patientID: String) -> String {
        "ANON" + hmac.code(of: "patient\0" + patientID).prefix(5).map { String(format: "%02X", $0) }.joined()
    }

    /// How many days every date of the patient whose ID is `patientID` moves back: one to 3,650.
    public func dateShift(forPatient patientID: String) -> Int {
        let code = hmac.code(of: "date-shift\0" + patientID)
        let number = code.prefix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        return 1 + Int(number % 3_650)
    }
}
