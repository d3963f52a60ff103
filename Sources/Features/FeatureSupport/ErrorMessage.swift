import Foundation

/// Errors as people read them: one line, the error's own description, or for a file error the system's
/// words for it ("No such file or directory").
public enum ErrorMessage {
    /// `error` in one line.
    public static func text(for error: any Error) -> String {
        if let fileError = error as? CocoaError { return text(for: fileError) }
        return String(describing: error).split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// The POSIX error under a Foundation file error as `strerror` words it, else Foundation's own
    /// description (its `String(describing:)` is a dump of the error's user info).
    private static func text(for error: CocoaError) -> String {
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? any Error {
            let posix = underlying as NSError
            if posix.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(posix.code))) }
        }
        return error.localizedDescription
    }
}
