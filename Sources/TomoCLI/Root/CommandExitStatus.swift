/// What `tomo`'s exit status means. The root command's help lists these (each line fits 80 columns).
enum CommandExitStatus: Int32, Sendable, CaseIterable, CustomStringConvertible {
    /// Everything asked for was done.
    case success = 0
    /// Some slices failed (each is reported); the rest were done.
    case someSlicesFailed = 1
    /// A bad option or argument. ArgumentParser's own code for this is 64 (EX_USAGE); `tomo` answers 2.
    case usage = 2
    /// The API or a DICOM node could not be reached, timed out or answered with a server error (5xx, a DIMSE
    /// failure status).
    case unreachable = 3
    /// The API sent data that cannot be used: JSON of the wrong shape, a slice that is not an image.
    case badData = 4
    /// The API has no such series or slice (it answered 4xx), or the series has no such window preset.
    case notFound = 5
    /// A local failure: the output or the cache folder cannot be written, the server cannot start.
    case localFailure = 6
    /// The server needs credentials, or refused the ones given (401); a DICOM node refused the association
    /// (a title it does not know) or what was asked of it.
    case unauthorized = 7

    var description: String {
        switch self {
        case .success: "success"
        case .someSlicesFailed: "some slices failed (each is reported); the rest were done"
        case .usage: "usage error: a bad option or argument"
        case .unreachable: "the API or DICOM node is unreachable, timed out or failed"
        case .badData: "bad data from the API: malformed JSON, a slice that is not an image"
        case .notFound: "no such series, slice or window preset (a 4xx from the API)"
        case .localFailure: "local failure: cannot write the output or cache, or start the server"
        case .unauthorized: "the server needs credentials or refused them, or the node the association"
        }
    }
}
