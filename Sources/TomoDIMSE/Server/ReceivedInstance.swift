import Foundation

/// An instance a caller sent to be stored, written to a file of its own (meta information, then its data
/// set as it came) that the node's keeper takes.
public struct ReceivedInstance: Sendable, Hashable {
    /// The file it was written to.
    public var file: URL
    /// Its SOP Class UID, as the C-STORE request named it.
    public var sopClassUID: String
    /// Its SOP Instance UID, as the C-STORE request named it.
    public var sopInstanceUID: String
    /// The transfer syntax its data set came in (the accepted context's).
    public var transferSyntaxUID: String
    /// The caller's AE title.
    public var callingAETitle: String

    /// An instance written to `file`.
    public init(file: URL, sopClassUID: String, sopInstanceUID: String, transferSyntaxUID: String, callingAETitle: String) {
        self.file = file
        self.sopClassUID = sopClassUID
        self.sopInstanceUID = sopInstanceUID
        self.transferSyntaxUID = transferSyntaxUID
        self.callingAETitle = callingAETitle
    }
}
