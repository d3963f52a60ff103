import Foundation

/// An instance a caller sent to be stored, written to a file of its own (meta information, then its data
/// set as it came) that the node's keeper takes.
public struct ReceivedInstance: Sendable, Hashable {
    public var file: URL
    public var sopClassUID: String
    public var sopInstanceUID: String
    public var transferSyntaxUID: String
    /// The caller's AE title.
    public var callingAETitle: String

    public init(file: URL, sopClassUID: String, sopInstanceUID: String, transferSyntaxUID: String, callingAETitle: String) {
        self.file = file
        self.sopClassUID = sopClassUID
        self.sopInstanceUID = sopInstanceUID
        self.transferSyntaxUID = transferSyntaxUID
        self.callingAETitle = callingAETitle
    }
}
