#if canImport(CSpng)
import CSpng
import TomoImaging

/// Maps libspng status codes to `ImagingError`.
enum SpngStatus {
    /// Throws unless `status` is 0 (success).
    static func check(_ status: Int32, encoding: Bool = false) throws(ImagingError) {
        guard status != 0 else { return }
        throw encoding ? encodingError(status) : error(status)
    }

    /// The error for a failed decode step.
    static func error(_ status: Int32) -> ImagingError {
        switch status {
        case SPNG_IO_EOF.rawValue, SPNG_EOF.rawValue:
            .truncated(format: "PNG")
        default:
            .corrupt(format: "PNG", reason: message(status))
        }
    }

    /// The error for a failed encode step.
    static func encodingError(_ status: Int32) -> ImagingError {
        .encodingFailed(format: "PNG", reason: message(status))
    }

    /// libspng's description of `status`.
    static func message(_ status: Int32) -> String {
        guard let text = spng_strerror(status) else { return "libspng error \(status)" }
        return String(cString: text)
    }
}
#endif
